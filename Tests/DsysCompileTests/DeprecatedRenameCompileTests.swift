import DsysCore
import Foundation
import Testing

/// A deprecated token that names its successor (`"$extensions": {"dsys": {"renamed": "color.new"}}`)
/// generates `@available(*, deprecated, renamed: "dsNew")`: the attribute type-checks, code using the
/// successor compiles, and code using the old name gets Swift's deprecation warning (an error under
/// the check's `-warnings-as-errors`), which is what Xcode turns into a fix-it.
@Suite struct DeprecatedRenameCompileTests {
    static let tokens = ##"""
    { "color": { "$type": "color",
        "new": { "$value": "#0055ff" },
        "old": { "$value": "#0055ff", "$deprecated": "use color.new", "$extensions": { "dsys": { "renamed": "color.new" } } } },
      "spacing": { "$type": "dimension", "md": { "$value": "16px" },
        "medium": { "$value": "16px", "$deprecated": true, "$extensions": { "dsys": { "renamed": "spacing.md" } } } } }
    """##

    /// Generates the package into a scratch folder and returns it with the module inside it.
    private func generatedModule(in folder: URL) throws -> GeneratedModule {
        let input = folder.appending(path: "tokens.json")
        try Self.tokens.write(to: input, atomically: true, encoding: .utf8)
        var config = GeneratorConfig()
        config.componentPrefix = nil
        var diagnostics = Diagnostics()
        let tokens = try #require(FrontEnd().load([input.path], diagnostics: &diagnostics))
        let files = try #require(GeneratorPipeline(config: config).generate(tokens, diagnostics: &diagnostics), "\(diagnostics.sorted)")
        let colors = try #require(files.first { $0.path.hasSuffix("Colors+DesignSystem.swift") }).contents
        #expect(colors.contains(#"@available(*, deprecated, renamed: "dsNew", message: "use color.new")"#))
        _ = try OutputWriter(root: folder.appending(path: "Out").path).write(files)
        return try #require(GeneratedModule(directory: folder.appending(path: "Out/Sources/DesignSystem", directoryHint: .isDirectory)))
    }

    private func usage(_ body: String, in folder: URL) throws -> URL {
        let file = folder.appending(path: "Usage-\(UUID().uuidString.prefix(6)).swift")
        try "import SwiftUI\n\nfunc usage() -> (Color, CGFloat) {\n    \(body)\n}\n".write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    @Test func theSuccessorCompilesAndTheOldNameWarnsWithRenamedTo() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "dsys-renamed-\(UUID().uuidString)", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let module = try generatedModule(in: folder)
        let check = try CompileCheck.shared()

        let successor = try usage("(Color.dsNew, DSSpacingFixed.md)", in: folder)
        let good = try check.typecheck(module.addingUsageFiles([successor]), among: [module])
        #expect(good.succeeded, "\(good.summary)")

        let oldName = try usage("(Color.dsOld, DSSpacingFixed.medium)", in: folder)
        let bad = try check.typecheck(module.addingUsageFiles([oldName]), among: [module])
        #expect(!bad.succeeded)
        // With a message Swift prints the message; the fix-it to the successor is attached either way.
        #expect(bad.summary.contains("'dsOld' is deprecated: use color.new"), "\(bad.summary)")
        #expect(bad.summary.contains("'medium' is deprecated: renamed to 'md'"), "\(bad.summary)")
    }
}
