import Foundation
import Testing

/// Tests of the compile check's own parts: preview rewriting, diagnostic parsing, discovery of
/// generated modules, and how generated modules are compiled.
@Suite("Compile check machinery")
struct CompileCheckMachineryTests {
    @Test("#Preview becomes a stand-in declaration on the same line")
    func previewRewriteKeepsLines() {
        let source = """
            import SwiftUI
            // #Preview in a comment stays
            #Preview {
                Text("A")
            }
              #Preview("Named", traits: .sizeThatFitsLayout) { Text("B") }
            let x = #PreviewLike
            """
        let rewritten = PreviewMacroRewriter.rewrite(source).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rewritten.count == 7)
        #expect(rewritten[1] == "// #Preview in a comment stays")
        #expect(rewritten[2] == "private let _dsysPreviewL3 = _DsysPreviewMacro {")
        #expect(rewritten[5] == "  private let _dsysPreviewL6 = _DsysPreviewMacro(\"Named\", traits: .sizeThatFitsLayout) { Text(\"B\") }")
        #expect(rewritten[6] == "let x = #PreviewLike")
    }

    @Test("Compiler output is parsed into located and unlocated diagnostics")
    func diagnosticsAreParsed() {
        let output = """
            /tmp/A.swift:12:5: error: type 'Color' has no member 'dsMissing'
                    Color.dsMissing
                    ^
            /tmp/A.swift:3:1: note: did you mean 'dsPrimary'?
            error: emit-module command failed with exit code 1
            """
        let diagnostics = CompilerDiagnostic.parse(output)
        #expect(diagnostics == [
            CompilerDiagnostic(file: URL(fileURLWithPath: "/tmp/A.swift"), line: 12, column: 5, severity: .error, message: "type 'Color' has no member 'dsMissing'"),
            CompilerDiagnostic(file: URL(fileURLWithPath: "/tmp/A.swift"), line: 3, column: 1, severity: .note, message: "did you mean 'dsPrimary'?"),
            CompilerDiagnostic(file: nil, line: 0, column: 0, severity: .error, message: "emit-module command failed with exit code 1"),
        ])
    }

    @Test("Errors in a rewritten file point at the original file and line")
    func rewrittenFileDiagnosticsPointAtOriginal() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appending(path: "Broken.swift")
            try """
                import SwiftUI

                #Preview {
                    Text("x").fontWeight(.extraHeavy)
                }
                """.write(to: file, atomically: true, encoding: .utf8)
            let result = try CompileCheck.shared().typecheck(files: [file], moduleName: "Broken")
            let error = try #require(result.errors.first)
            #expect(error.file?.standardizedFileURL == file.standardizedFileURL)
            #expect(error.line == 4)
            #expect(error.message.contains("extraHeavy"))
        }
    }

    @Test("Discovery finds Examples and reference-fixture modules, skipping hidden folders")
    func discoveryFindsGeneratedLayout() throws {
        try withTemporaryDirectory { root in
            try writeDemoCheckout(at: root)
            let modules = GeneratedModuleDiscovery.modules(under: root)
            #expect(modules.map(\.name) == ["DemoApp", "DemoKit", "Seed003", "RefKit"])

            let seed = try #require(modules.first { $0.name == "Seed003" })
            #expect(seed.hasResources)
            #expect(seed.sourceFiles.count == FixtureCatalog.positiveModules().first { $0.name == "Seed003" }?.sourceFiles.count)

            let app = try #require(modules.first { $0.name == "DemoApp" })
            #expect(app.importedModules == ["SwiftUI", "DemoKit"])
            #expect(try GeneratedModuleDiscovery.siblingDependencies(of: app, in: modules).map(\.name) == ["DemoKit"])
            #expect(modules.first { $0.name == "RefKit" }?.hasResources == false)
        }
    }

    @Test("Discovered modules compile as SwiftPM targets, dependencies first")
    func discoveredModulesCompileAsPackageTargets() throws {
        try withTemporaryDirectory { root in
            try writeDemoCheckout(at: root)
            let modules = GeneratedModuleDiscovery.modules(under: root)
            let check = try CompileCheck.shared()
            for module in modules {
                let result = try check.typecheck(module, among: modules)
                #expect(result.succeeded, "\(module.name):\n\(result.summary)")
            }
        }
    }

    @Test("Without resources, a SwiftPM target has no Bundle.module")
    func packageTargetWithoutResourcesLacksBundleModule() throws {
        let seed = try #require(FixtureCatalog.positiveModules().first { $0.name == "Seed003" })
        let result = try CompileCheck.shared().typecheck(
            files: seed.sourceFiles,
            moduleName: seed.name,
            options: .swiftPackageTarget(hasResources: false)
        )
        #expect(!result.succeeded)
        #expect(result.errors.contains { $0.message.contains("module") })
    }

    /// Xcode 15+ compiles `GeneratedAssetSymbols.swift` with a target that has an asset catalog;
    /// the check simulates it (`XcodeAssetSymbolsSimulation`), so a constant named like a colorset's
    /// or imageset's symbol is a redeclaration, as in Xcode, and a differently named one compiles.
    @Test("Xcode's generated asset symbols are compiled with a module's asset catalog",
          arguments: [("colorset", "Color", "accentColor", "invalid redeclaration of 'accent'"),
                      ("colorset", "Color", "dsysAccent", nil),
                      ("imageset", "Image", "accentImage", "invalid redeclaration of 'accent'"),
                      ("imageset", "Image", "dsysAccent", nil)])
    func generatedAssetSymbolsAreSimulated(assetKind: String, type: String, assetName: String, expectedError: String?) throws {
        try withTemporaryDirectory { root in
            let module = root.appending(path: "Sources/Palette", directoryHint: .isDirectory)
            let entries = assetKind == "colorset" ? "colors" : "images"
            try write(#"{ "info" : { "author" : "xcode", "version" : 1 } }"#, to: module.appending(path: "Assets.xcassets/Contents.json"))
            try write(#"{ "\#(entries)" : [], "info" : { "author" : "xcode", "version" : 1 } }"#,
                      to: module.appending(path: "Assets.xcassets/\(assetName).\(assetKind)/Contents.json"))
            try write("""
                import SwiftUI

                public extension \(type) {
                    static var accent: SwiftUI.\(type) { SwiftUI.\(type)("\(assetName)", bundle: .module) }
                }
                """, to: module.appending(path: "Assets.swift"))
            let palette = try #require(GeneratedModule(directory: module))
            #expect(palette.assetCatalogs.count == 1)
            let result = try CompileCheck.shared().typecheck(palette, among: [palette])
            if let expectedError {
                #expect(result.errors.contains { $0.message.contains(expectedError) }, "\(result.summary)")
            } else {
                #expect(result.succeeded, "\(result.summary)")
            }
        }
    }

    /// The generated symbols are iOS 17+: code for an iOS 16 target must not use them.
    @Test("Using an Xcode-generated asset symbol is rejected for iOS 16")
    func generatedAssetSymbolsAreIOS17Only() throws {
        try withTemporaryDirectory { root in
            let module = root.appending(path: "Sources/Palette", directoryHint: .isDirectory)
            try write(#"{ "colors" : [], "info" : { "author" : "xcode", "version" : 1 } }"#,
                      to: module.appending(path: "Colors.xcassets/dsysAccent.colorset/Contents.json"))
            try write("import SwiftUI\n\nlet accent = Color.dsysAccent\n", to: module.appending(path: "Use.swift"))
            let palette = try #require(GeneratedModule(directory: module))
            let result = try CompileCheck.shared().typecheck(palette, among: [palette])
            #expect(result.errors.contains { $0.message.contains("'dsysAccent' is deprecated: stands in for @available(iOS 17.0") },
                    "\(result.summary)")
        }
    }

    @Test("An import cycle between generated modules is reported")
    func importCycleIsReported() throws {
        try withTemporaryDirectory { root in
            let sources = root.appending(path: "Examples/Cycle/Sources", directoryHint: .isDirectory)
            try write("import B\n", to: sources.appending(path: "A/A.swift"))
            try write("import A\n", to: sources.appending(path: "B/B.swift"))
            let modules = GeneratedModuleDiscovery.modules(under: root)
            let a = try #require(modules.first)
            #expect(throws: GeneratedModuleDiscovery.DependencyCycle.self) {
                try GeneratedModuleDiscovery.siblingDependencies(of: a, in: modules)
            }
        }
    }

    /// A checkout with an example package (two modules, one importing the other), a copy of the
    /// Seed003 fixture laid out as a generated package with its asset catalog, a reference
    /// fixture, and a hidden `.build` folder whose sources must be ignored.
    private func writeDemoCheckout(at root: URL) throws {
        let demo = root.appending(path: "Examples/Demo/Sources", directoryHint: .isDirectory)
        try write("""
            import SwiftUI

            public struct Badge: View {
                public init() {}
                public var body: some View { Text("Badge") }
            }
            """, to: demo.appending(path: "DemoKit/Badge.swift"))
        try write("""
            import SwiftUI
            import DemoKit

            struct Screen: View {
                var body: some View { Badge().padding() }
            }
            """, to: demo.appending(path: "DemoApp/Screen.swift"))
        try write("not Swift", to: root.appending(path: "Examples/Demo/.build/checkouts/Dep/Sources/Hidden/Hidden.swift"))

        let seed = root.appending(path: "Examples/Seed/DesignSystem/Sources/Seed003", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: seed.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: RepositoryLayout.positiveFixturesDirectory.appending(path: "Seed003"), to: seed)
        try write(#"{ "info" : { "author" : "xcode", "version" : 1 } }"#, to: seed.appending(path: "Colors.xcassets/Contents.json"))

        try write("""
            import SwiftUI

            public enum RefSpacing {
                public static let md: CGFloat = 16
            }
            """, to: root.appending(path: "Tests/DsysReferenceTests/Fixtures/basic/expected/Sources/RefKit/Spacing.swift"))
    }
}

/// Writes `contents` to `file`, creating the folders on the way.
private func write(_ contents: String, to file: URL) throws {
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try contents.write(to: file, atomically: true, encoding: .utf8)
}

/// Runs `body` with a fresh temporary directory that is removed afterwards.
private func withTemporaryDirectory(_ body: (URL) throws -> Void) throws {
    let directory = FileManager.default.temporaryDirectory
        .appending(path: "dsys-compile-check-test-\(UUID().uuidString)", directoryHint: .isDirectory)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try body(directory)
}
