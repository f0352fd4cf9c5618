@testable import DsysCore
import Testing

/// Names that join a token's groups (gradient stops, typography presets, shadow cases) pass the
/// same collision gate as the namespace members.
struct FlatNameCollisionTests {
    @Test func nestedAndFlatGradientsThatMeetInStopsAreAnError() throws {
        var config = GeneratorTestHarness.plainConfig
        config.gradients = GeneratorConfig.Namespace(type: "GradientToken", paths: ["gradient"], nesting: .nested)
        config.gradientStops = "Stops"
        let json = """
        { "gradient": { "$type": "gradient",
            "brand": { "primary": { "$value": [{ "color": "#000000", "position": 0 }, { "color": "#ffffff", "position": 1 }] } },
            "brandPrimary": { "$value": [{ "color": "#ff0000", "position": 0 }, { "color": "#0000ff", "position": 1 }] } } }
        """
        let (files, diagnostics) = try GeneratorTestHarness.generate(json, config: config)
        #expect(files.isEmpty)
        let messages = diagnostics.sorted.filter { $0.severity == .error }.map(\.message)
        #expect(messages.contains("'gradient.brand.primary' and 'gradient.brandPrimary' both become the Swift name 'brandPrimary'"))
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
