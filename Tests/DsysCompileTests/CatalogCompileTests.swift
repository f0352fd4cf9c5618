import DsysCore
import Foundation
import Testing

/// The SwiftUI catalog (`"catalog": true`) type-checks against the iOS 16 stubs, within the
/// ten-children view builder limit, for examples with different API shapes: Taskweave (font
/// properties, flat colors, light and dark) and the starter (font functions, shadows, gradients).
@Suite struct CatalogCompileTests {
    @Test(arguments: ["Taskweave", "Starter"])
    func theCatalogTypeChecks(_ example: String) throws {
        let folder = RepositoryLayout.root.appending(path: "Examples/\(example)", directoryHint: .isDirectory)
        var diagnostics = Diagnostics()
        var config = try #require(ConfigFile.load(path: folder.appending(path: "dsys.json").path, diagnostics: &diagnostics))
        config.generator.catalog = true
        let inputs = config.inputs.map { folder.appending(path: $0).path }
        let tokens = try #require(FrontEnd().load(inputs, diagnostics: &diagnostics))
        let files = try #require(GeneratorPipeline(config: config.generator).generate(tokens, diagnostics: &diagnostics),
                                 "\(diagnostics.sorted.prefix(5).map(\.description))")
        #expect(files.contains { $0.path.hasSuffix("Catalog/DesignSystemCatalog.swift") })

        let output = FileManager.default.temporaryDirectory.appending(path: "dsys-catalog-\(UUID().uuidString)", directoryHint: .isDirectory)
        defer { try? FileManager.default.removeItem(at: output) }
        _ = try OutputWriter(root: output.path).write(files)
        let module = try #require(GeneratedModule(
            directory: output.appending(path: "Sources/\(config.generator.moduleName)", directoryHint: .isDirectory)))
        let result = try CompileCheck.shared().typecheck(module, among: [module])
        #expect(result.succeeded, "\(example)'s catalog must compile:\n\(result.summary)")
    }
}
