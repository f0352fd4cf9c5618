import Foundation
import Testing

/// The package plugins, run the way an app's package runs them, in one temporary package that
/// depends on this repository by path (building dsys inside it is most of the time, so the two
/// plugins share it): the `generate-design-system` command plugin regenerates a checked-in package
/// in the app's folder, and the `DesignSystemBuildPlugin` build-tool plugin compiles a target's
/// tokens into the target itself at build time. dsys also builds there in the release configuration,
/// as an app's Release or Archive build compiles the plugins' tool.
@Suite("Package plugins")
struct PackagePluginTests {
    /// The fixture whose inputs the app package uses, and whose checked-in output the command plugin must reproduce.
    private let fixture = ReferenceCase.repositoryRoot.appendingPathComponent("Tests/DsysReferenceTests/Fixtures/css-gradients")

    @Test("An app package generates its design system through the command plugin and the build-tool plugin")
    func appPackageUsesBothPlugins() throws {
        let app = try makeAppPackage()
        defer { try? FileManager.default.removeItem(at: app) }
        try checkCommandPlugin(in: app)
        try checkBuildToolPlugin(in: app)
        try checkReleaseBuild(in: app)
    }

    /// `swift build -c release --product dsys` succeeds: Swift 6.3's optimizer once crashed
    /// (CopyPropagation) on code of dsys that the debug build compiled, which no other test builds
    /// with optimizations, and an app's Release build would have failed on it.
    private func checkReleaseBuild(in app: URL) throws {
        let built = try runSwift(["build", "-c", "release", "--product", "dsys"], in: app)
        #expect(built.status == 0, "\(built.standardOutput.suffix(2000))\n\(built.standardError.suffix(4000))")
    }

    /// `swift package generate-design-system` reproduces the fixture's package; bad tokens write nothing.
    private func checkCommandPlugin(in app: URL) throws {
        let output = app.appendingPathComponent("CSSGradients")
        let expected = fixture.appendingPathComponent("CSSGradients")

        let generated = try runSwift(["package", "--allow-writing-to-package-directory", "generate-design-system"], in: app)
        #expect(generated.status == 0, "\(generated.standardOutput)\n\(generated.standardError)")
        #expect(FolderComparison.differences(expected: expected, actual: output) == [])

        // A problem of the file (malformed JSON), not of one token, which would only be skipped.
        try Data(Self.malformed.utf8).write(to: app.appendingPathComponent("tokens.json"))
        let failed = try runSwift(["package", "--allow-writing-to-package-directory", "generate-design-system"], in: app)
        let printed = failed.standardOutput + failed.standardError
        #expect(failed.status != 0)
        #expect(printed.contains("error: unexpected character '}'; expected a key after ','"), "\(printed)")
        #expect(printed.contains("dsys generate failed (exit status 1)"), "\(printed)")
        #expect(FolderComparison.differences(expected: expected, actual: output) == [], "a failed run must not touch the output")
    }

    /// `swift run BrandCheck` builds the `Brand` target, whose tokens the build-tool plugin turns into
    /// code of `Brand` itself, and prints generated values; an edited token file is regenerated on
    /// the next build (also when it adds a kind of token the target had none of), a broken one fails
    /// the build at its position, and nothing is written into the package's folders.
    private func checkBuildToolPlugin(in app: URL) throws {
        let brand = app.appendingPathComponent("Sources/Brand")
        let check = app.appendingPathComponent("Sources/BrandCheck/main.swift")
        let handWritten = ["Brand.swift", "dsys.json", "tokens.json"]

        let built = try runSwift(["run", "BrandCheck"], in: app)
        #expect(built.status == 0, "\(built.standardOutput)\n\(built.standardError)")
        #expect(built.standardOutput.contains("ink #101828, by hand #101828"), "\(built.standardOutput)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: brand.path).sorted() == handWritten)
        #expect(!FileManager.default.fileExists(atPath: app.appendingPathComponent("Elsewhere").path),
                "the plugin writes into its work folder, not where the target's dsys.json says")

        try Data(Self.tokens(ink: "#223344", extra: #", "space": { "md": { "$type": "dimension", "$value": "12px" } }"#).utf8)
            .write(to: brand.appendingPathComponent("tokens.json"))
        try Data((Self.checkSource + #"print("space \(DesignTokens.Spacing.spaceMd)")"# + "\n").utf8).write(to: check)
        let rebuilt = try runSwift(["run", "BrandCheck"], in: app)
        #expect(rebuilt.status == 0, "\(rebuilt.standardOutput)\n\(rebuilt.standardError)")
        #expect(rebuilt.standardOutput.contains("ink #223344, by hand #223344"), "\(rebuilt.standardOutput)")
        #expect(rebuilt.standardOutput.contains("space 12.0"), "\(rebuilt.standardOutput)")

        try Data(Self.malformed.utf8).write(to: brand.appendingPathComponent("tokens.json"))
        let failed = try runSwift(["build"], in: app)
        let printed = failed.standardOutput + failed.standardError
        #expect(failed.status != 0)
        let diagnostic = brand.appendingPathComponent("tokens.json").path + ":1:51: error: unexpected character '}'"
        #expect(printed.contains(diagnostic), "\(printed)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: brand.path).sorted() == handWritten)
    }

    /// A trailing comma, which strict JSON does not allow: an error of the file, not a skipped token.
    private static let malformed = ##"{ "a": { "$type": "color", "$value": "#ff0000" }, }"##

    /// A token file with the color `colors.ink` and `extra` members.
    private static func tokens(ink: String, extra: String = "") -> String {
        #"{ "colors": { "ink": { "$type": "color", "$value": "\#(ink)" } }\#(extra) }"# + "\n"
    }

    /// `BrandCheck`'s program: a generated value, and one that hand-written code in `Brand` reads.
    private static let checkSource = """
        import Brand

        print("ink \\(DesignTokens.Colors.dsColorsInk.light.hex), by hand \\(brandInk)")

        """

    /// The app package: a library target `App` and the fixture's `dsys.json` and tokens at the top
    /// for the command plugin; a target `Brand` with its own tokens and `dsys.json`, built through
    /// the build-tool plugin, and an executable `BrandCheck` that prints its values.
    private func makeAppPackage() throws -> URL {
        let fileManager = FileManager.default
        let app = fileManager.temporaryDirectory.appendingPathComponent("dsys-plugin-app-\(UUID().uuidString)")
        for folder in ["App", "Brand", "BrandCheck"] {
            try fileManager.createDirectory(at: app.appendingPathComponent("Sources/\(folder)"), withIntermediateDirectories: true)
        }
        // A dependency by path is named after its folder ("dsys" when it comes from its URL).
        let dsysPackage = ReferenceCase.repositoryRoot.lastPathComponent
        let manifest = """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "App",
                dependencies: [.package(path: \(String(reflecting: ReferenceCase.repositoryRoot.path)))],
                targets: [
                    .target(name: "App"),
                    .target(name: "Brand", plugins: [.plugin(name: "DesignSystemBuildPlugin", package: \(String(reflecting: dsysPackage)))]),
                    .executableTarget(name: "BrandCheck", dependencies: ["Brand"]),
                ]
            )
            """
        let files = [
            "Package.swift": manifest,
            "Sources/App/App.swift": "public let appName = \"App\"\n",
            "Sources/Brand/Brand.swift": "/// Written by hand beside the generated code of this module.\npublic let brandInk = DesignTokens.Colors.dsColorsInk.light.hex\n",
            "Sources/Brand/dsys.json": #"{ "inputs": ["tokens.json"], "output": "Elsewhere", "moduleName": "Other" }"# + "\n",
            "Sources/Brand/tokens.json": Self.tokens(ink: "#101828"),
            "Sources/BrandCheck/main.swift": Self.checkSource,
        ]
        for (path, contents) in files { try Data(contents.utf8).write(to: app.appendingPathComponent(path)) }
        for input in ["dsys.json", "tokens.json"] {
            try fileManager.copyItem(at: fixture.appendingPathComponent(input), to: app.appendingPathComponent(input))
        }
        return app
    }

    /// `swift ARGUMENTS` in `app`, stopped after 15 minutes and run once more if it was: SwiftPM's
    /// plugin runner was once seen waiting forever (in `sigsuspend`, with no child left) while
    /// building the plugin's tool, and a test run must end rather than hang CI.
    private func runSwift(_ arguments: [String], in app: URL) throws -> DsysProcess.Result {
        let timeoutStatus: Int32 = 124
        func attempt() throws -> DsysProcess.Result {
            try DsysProcess.run(["timeout", "--kill-after=10", "900", "swift"] + arguments, in: app,
                                program: URL(fileURLWithPath: "/usr/bin/env"))
        }
        let first = try attempt()
        guard first.status == timeoutStatus else { return first }
        print("note: `swift \(arguments.joined(separator: " "))` hung for 15 minutes and was stopped; running it once more")
        return try attempt()
    }
}
