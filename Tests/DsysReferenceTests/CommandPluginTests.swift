import Foundation
import Testing

/// The `generate-design-system` command plugin, run the way an app's package runs it: a package
/// that depends on dsys by path calls `swift package generate-design-system` in its own folder.
@Suite("Command plugin")
struct CommandPluginTests {
    /// The fixture whose inputs the app package uses, and whose checked-in output it must reproduce.
    private let fixture = ReferenceCase.repositoryRoot.appendingPathComponent("Tests/DsysReferenceTests/Fixtures/css-gradients")

    @Test("An app package regenerates its design system through the plugin, and bad tokens write nothing")
    func appPackageGeneratesThroughThePlugin() throws {
        let app = try makeAppPackage()
        defer { try? FileManager.default.removeItem(at: app) }
        let output = app.appendingPathComponent("CSSGradients")
        let expected = fixture.appendingPathComponent("CSSGradients")

        let generated = try runPlugin(in: app)
        #expect(generated.status == 0, "\(generated.standardOutput)\n\(generated.standardError)")
        #expect(FolderComparison.differences(expected: expected, actual: output) == [])

        // A problem of the file (an alias cycle), not of one token, which would only be skipped.
        try Data(##"{ "a": { "$type": "color", "$value": "{b}" }, "b": { "$type": "color", "$value": "{a}" } }"##.utf8)
            .write(to: app.appendingPathComponent("tokens.json"))
        let failed = try runPlugin(in: app)
        let printed = failed.standardOutput + failed.standardError
        #expect(failed.status != 0)
        #expect(printed.contains("error: alias cycle: a → b → a"), "\(printed)")
        #expect(printed.contains("dsys generate failed (exit status 1)"), "\(printed)")
        #expect(FolderComparison.differences(expected: expected, actual: output) == [], "a failed run must not touch the output")
    }

    /// A package with one library target that depends on this repository, with the fixture's
    /// `dsys.json` and tokens, in a new temporary folder.
    private func makeAppPackage() throws -> URL {
        let fileManager = FileManager.default
        let app = fileManager.temporaryDirectory.appendingPathComponent("dsys-plugin-app-\(UUID().uuidString)")
        try fileManager.createDirectory(at: app.appendingPathComponent("Sources/App"), withIntermediateDirectories: true)
        let manifest = """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "App",
                dependencies: [.package(path: \(String(reflecting: ReferenceCase.repositoryRoot.path)))],
                targets: [.target(name: "App")]
            )
            """
        try Data(manifest.utf8).write(to: app.appendingPathComponent("Package.swift"))
        try Data("public let appName = \"App\"\n".utf8).write(to: app.appendingPathComponent("Sources/App/App.swift"))
        for input in ["dsys.json", "tokens.json"] {
            try fileManager.copyItem(at: fixture.appendingPathComponent(input), to: app.appendingPathComponent(input))
        }
        return app
    }

    /// `swift package generate-design-system` in `app`, allowed to write there.
    private func runPlugin(in app: URL) throws -> DsysProcess.Result {
        try DsysProcess.run(
            ["swift", "package", "--allow-writing-to-package-directory", "generate-design-system"],
            in: app, program: URL(fileURLWithPath: "/usr/bin/env")
        )
    }
}
