import Foundation
import PackagePlugin

/// `swift package generate-design-system [options]`: runs `dsys generate` in the package's folder,
/// so a project that depends on dsys regenerates its design system without installing the tool.
///
/// The options are those of `dsys generate` (inputs, `--output`, `--config`, `--context`, ...); with
/// none, `dsys generate` reads `./dsys.json`, `.dsys/design-system.json` or the built-in starter.
/// SwiftPM asks before the plugin writes into the package folder (or pass
/// `--allow-writing-to-package-directory`). In Xcode the command is in the project's context menu
/// and runs in the project's folder.
@main
struct GenerateDesignSystem: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try Self.generate(dsys: context.tool(named: "dsys").url, in: context.package.directoryURL, arguments: arguments)
    }

    /// Runs `dsys generate` with `arguments` (less the `--target` options SwiftPM and Xcode add,
    /// which dsys has no use for) in `folder`; throws when it fails, after dsys printed why.
    static func generate(dsys: URL, in folder: URL, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        _ = extractor.extractOption(named: "target")
        let process = Process()
        process.executableURL = dsys
        process.arguments = ["generate"] + extractor.remainingArguments
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw GenerationFailed(status: process.terminationStatus)
        }
    }

    /// `dsys generate` failed; it has already printed why.
    struct GenerationFailed: Error, CustomStringConvertible {
        let status: Int32
        var description: String { "dsys generate failed (exit status \(status)); its messages above say why" }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension GenerateDesignSystem: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        try Self.generate(dsys: context.tool(named: "dsys").url, in: context.xcodeProject.directoryURL, arguments: arguments)
    }
}
#endif
