@testable import DsysCore
import Testing

/// Names that join a token's groups (gradient stops, typography presets, shadow cases) pass the
/// same collision gate as the namespace members.
struct FlatNameCollisionTests {
    @Test func nestedAndFlatGradientsThatMeetInStopsAreAStrictError() throws {
        var config = GeneratorTestHarness.plainConfig
        config.gradients = GeneratorConfig.Namespace(type: "GradientToken", paths: ["gradient"], nesting: .nested)
        config.gradientStops = "Stops"
        config.strict = true
        let json = """
        { "gradient": { "$type": "gradient",
            "brand": { "primary": { "$value": [{ "color": "#000000", "position": 0 }, { "color": "#ffffff", "position": 1 }] } },
            "brandPrimary": { "$value": [{ "color": "#ff0000", "position": 0 }, { "color": "#0000ff", "position": 1 }] } } }
        """
        let (files, diagnostics) = try GeneratorTestHarness.generate(json, config: config)
        #expect(files.isEmpty)
        let messages = diagnostics.sorted.filter { $0.severity == .error }.map(\.message)
        #expect(messages.contains("'gradient.brand.primary' and 'gradient.brandPrimary' both become the Swift name 'brandPrimary'"))

        config.strict = false
        let (lenientFiles, lenient) = try GeneratorTestHarness.generate(json, config: config)
        #expect(!lenient.hasErrors)
        #expect(lenient.warnings.map(\.message).contains(
            "'gradient.brandPrimary' is skipped: it would become the Swift name 'brandPrimary', which 'gradient.brand.primary' has"
        ))
        let gradients = GeneratorTestHarness.contents(lenientFiles, "Gradients+Kit.swift")
        // The stop list named brandPrimary is the first token's (black to white), not the skipped red-to-blue one.
        #expect(gradients.contains("static var brandPrimary: [SwiftUI.Color] { [SwiftUI.Color(.sRGB, red: 0, green: 0, blue: 0"))
        #expect(!gradients.contains("red: 1, green: 0, blue: 0"), "the skipped token has no symbol: \(gradients)")
    }

    @Test func withoutTheStopsTypeTheSameTokensGenerate() throws {
        var config = GeneratorTestHarness.plainConfig
        config.gradients = GeneratorConfig.Namespace(type: "GradientToken", paths: ["gradient"], nesting: .nested)
        let json = """
        { "gradient": { "$type": "gradient",
            "brand": { "primary": { "$value": [{ "color": "#000000", "position": 0 }, { "color": "#ffffff", "position": 1 }] } },
            "brandPrimary": { "$value": [{ "color": "#ff0000", "position": 0 }, { "color": "#0000ff", "position": 1 }] } } }
        """
        let (files, diagnostics) = try GeneratorTestHarness.generate(json, config: config)
        #expect(!diagnostics.hasErrors)
        #expect(GeneratorTestHarness.contents(files, "Gradients+Kit.swift").contains("public enum Brand"))
    }
}
