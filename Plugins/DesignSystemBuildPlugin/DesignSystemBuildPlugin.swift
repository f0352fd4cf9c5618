import Foundation
import PackagePlugin

/// A build-tool plugin: a target that holds design-token files (and optionally `dsys.json`) gets its
/// design system generated at build time and compiled into the target itself, so nothing
/// generated is checked in.
///
/// It declares one build command, `dsys generate --layout sources` into the plugin's work folder,
/// whose inputs are the target's token files and `dsys.json` (SwiftPM and Xcode rerun it when one
/// changes) and whose outputs are the sources layout's fixed entries: `GeneratedDesignSystem.swift`,
/// compiled with the target, and `Colors.xcassets` and `Images.xcassets`, the target's resources.
/// The inputs are the config's `inputs` (relative to `dsys.json`'s folder) when it lists any, else
/// every token file of the target. dsys's diagnostics name the files by absolute path, so the build
/// log shows them as `path:line:col: error: …`, and a broken token file fails the build.
@main
struct DesignSystemBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let command = try Self.generation(
            dsys: context.tool(named: "dsys").url, targetName: target.name, moduleName: module.moduleName,
            files: module.sourceFiles.map(\.url), workFolder: context.pluginWorkDirectoryURL
        )
        return [command]
    }

    /// The file types dsys reads as tokens (besides its own config).
    static let tokenFileExtensions: Set<String> = ["json", "json5", "yaml", "yml"]
    /// The entries `dsys generate --layout sources` always writes (`GeneratedLayout.sourcesLayoutEntries`).
    static let outputEntries = ["GeneratedDesignSystem.swift", "Colors.xcassets", "Images.xcassets"]

    /// The build command that generates the design system of the target named `targetName` from its
    /// `files` into `workFolder` (the module name, when known, names the generated files' headers).
    static func generation(dsys: URL, targetName: String, moduleName: String?, files: [URL], workFolder: URL) throws -> Command {
        let tokenFiles = files.filter { tokenFileExtensions.contains($0.pathExtension.lowercased()) }
            .sorted { $0.path < $1.path }
        let config = tokenFiles.first { $0.lastPathComponent == "dsys.json" }
        let tokens = tokenFiles.filter { !["dsys.json", "dsys.schema.json"].contains($0.lastPathComponent) }
        guard !tokens.isEmpty else { throw NoTokenFiles(targetName: targetName) }
        // Without a `dsys.json` in the target, an empty one: dsys must not read one it finds in
        // whatever folder the build runs it from.
        let settings = try config ?? defaultConfig(in: workFolder)
        let inputs = config.flatMap(configuredInputs(of:)) ?? tokens
        let output = workFolder.appending(path: "DesignSystem", directoryHint: .isDirectory)
        var arguments = ["generate", "--layout", "sources", "--output", output.path, "--config", settings.path]
        if let moduleName { arguments += ["--module-name", moduleName] }
        return .buildCommand(
            displayName: "Generating the design system of \(targetName) with dsys",
            executable: dsys,
            arguments: arguments + inputs.map(\.path),
            inputFiles: tokenFiles,
            outputFiles: outputEntries.map { output.appending(path: $0) }
        )
    }

    /// The `inputs` of the `dsys.json` at `config`, made absolute against its folder; nil when it
    /// lists none or cannot be read as JSON (dsys then reports why, at its position).
    static func configuredInputs(of config: URL) -> [URL]? {
        guard let data = try? Data(contentsOf: config),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let inputs = object["inputs"] as? [String], !inputs.isEmpty else { return nil }
        let folder = config.deletingLastPathComponent()
        return inputs.map { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : folder.appending(path: $0) }
    }

    /// An empty `dsys.json` in the plugin's work folder, for a target without one.
    static func defaultConfig(in workFolder: URL) throws -> URL {
        let config = workFolder.appending(path: "default-dsys.json")
        try FileManager.default.createDirectory(at: workFolder, withIntermediateDirectories: true)
        try Data("{}\n".utf8).write(to: config)
        return config
    }

    /// The target has no token files for the plugin to read.
    struct NoTokenFiles: Error, CustomStringConvertible {
        let targetName: String
        var description: String {
            "target '\(targetName)' uses DesignSystemBuildPlugin but holds no token files (.json, .json5, .yaml, .yml besides "
                + "dsys.json); put the design tokens in its folder, or remove the plugin from the target"
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension DesignSystemBuildPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        [try Self.generation(
            dsys: context.tool(named: "dsys").url, targetName: target.displayName, moduleName: nil,
            files: target.inputFiles.map(\.url), workFolder: context.pluginWorkDirectoryURL
        )]
    }
}
#endif
