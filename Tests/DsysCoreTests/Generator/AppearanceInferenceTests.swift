@testable import DsysGenerator
import DsysTokens
import Testing

/// Which appearance a mode's name or contexts give it when the config maps none.
@Suite struct AppearanceInferenceTests {
    @Test(arguments: [
        ("light", Appearance.light), ("Dark", .dark), ("Eflatun", .light),
        ("light-hc", .lightHighContrast), ("dark-high-contrast", .darkHighContrast),
        // Apple's design resources (and the HIG resolver of terrazzoapp/dtcg-examples) name the
        // Increased Contrast colors `light_ax` and `dark_ax`: 14 of its modes were not generated.
        ("light_ax", .lightHighContrast), ("dark_ax", .darkHighContrast), ("dark_ax-medium", .darkHighContrast),
        ("relax", .light), ("max", .light),
        // `dark` is a word of the name, not any text that holds it: the brand Darkroom's light mode read as dark.
        ("Darkroom Light", .light), ("Darkroom", .light), ("Darkroom Dark", .dark), ("darkMode", .dark), ("onDark", .dark),
        ("brand_darker", .dark), ("dark2", .dark), ("middark", .dark), ("darkv2", .dark), ("darkmodev2", .dark), ("darkish", .dark),
        ("darkblue", .light),
    ])
    func aModesNameGivesItsAppearance(name: String, appearance: Appearance) {
        #expect(Appearance.infer(modeName: name, contexts: []) == appearance)
    }

    @Test func aContrastModifierPickingHighIsHighContrast() {
        let contexts = [ContextChoice(modifier: "theme", context: "dark"), ContextChoice(modifier: "contrast", context: "high")]
        #expect(Appearance.infer(modeName: "dark-high", contexts: contexts) == .darkHighContrast)
    }
}
