@testable import DsysCore
import Testing

/// `"files"`: sections placed by kind, merged under one header, and kept apart when SwiftUI code
/// would share a file with the Foundation-only value layer.
@Suite struct FileLayoutTests {
    private let tokens = """
    { "radius": { "$type": "dimension", "sm": { "$value": "4px" }, "lg": { "$value": "12px" } },
      "border-width": { "$type": "dimension", "thin": { "$value": "1px" } } }
    """

    private var shapeConfig: GeneratorConfig {
        var config = GeneratorTestHarness.plainConfig
        config.radius = .init(type: "ShapeToken.CornerRadius", paths: ["radius"])
        config.borderWidth = .init(type: "ShapeToken.BorderWidth", paths: ["border-width"])
        return config
    }

    @Test func sectionsSharingAPathBecomeOneFile() throws {
        var config = shapeConfig
        config.files = [.namespaces: "Tokens/ShapeToken.swift", .radius: "Tokens/ShapeToken.swift", .borderWidth: "Tokens/ShapeToken.swift"]
        let (files, diagnostics) = try GeneratorTestHarness.generate(tokens, config: config)
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted)")
        let shape = GeneratorTestHarness.contents(files, "Sources/Kit/Tokens/ShapeToken.swift")
        #expect(shape.hasPrefix("// ShapeToken.swift\n"))
        #expect(shape.components(separatedBy: "#if canImport(SwiftUI)").count == 2)
        #expect(shape.contains("public enum ShapeToken {\n    /// The namespace of the design system's `ShapeToken.CornerRadius` tokens.\n    public enum CornerRadius {}\n"))
        #expect(shape.contains("extension ShapeToken.CornerRadius {"))
        #expect(shape.contains("public static let thin: CGFloat = 1"))
        #expect(shape.hasSuffix("}\n\n#endif\n"))
        #expect(!files.contains { $0.path.hasSuffix("Radius+Kit.swift") || $0.path.hasSuffix("Namespaces+Kit.swift") })
    }

    @Test func namespaceRootsAreDeclaredOnceAndNested() throws {
        let (files, _) = try GeneratorTestHarness.generate(tokens, config: shapeConfig)
        let roots = GeneratorTestHarness.contents(files, "Namespaces+Kit.swift")
        #expect(roots.components(separatedBy: "public enum ShapeToken {").count == 2)
        #expect(roots.contains("public enum CornerRadius {}") && roots.contains("public enum BorderWidth {}"))
        #expect(!roots.contains("canImport"), "plain enums need no SwiftUI")
    }

    @Test func swiftUICodeCannotShareTheValueLayerFile() throws {
        var config = shapeConfig
        config.files = [.radius: "Tokens/DesignTokens.swift"]
        let (files, diagnostics) = try GeneratorTestHarness.generate(tokens, config: config)
        #expect(files.isEmpty)
        let error = try #require(diagnostics.errors.first)
        #expect(error.message.contains("'Tokens/DesignTokens.swift'") && error.message.contains("'values'") && error.message.contains("'radius'"))
    }
}
