@testable import DsysCore
import Testing

/// Colors inside composites are named by the palette: the first fixed color token of the same
/// value, else the first opaque token of the same hex with the first opacity token of the alpha
/// (within 1e-9), in input order, whatever order the index keeps them in.
struct PaletteIndexTests {
    private func shadows(_ tokens: String) throws -> String {
        var config = GeneratorTestHarness.plainConfig
        config.colors = .init(type: "Palette", paths: ["color"])
        config.opacity = .init(type: "Opacity", paths: ["opacity"], memberPrefix: "o")
        config.shadowType = "ShadowToken"
        let (files, diagnostics) = try GeneratorTestHarness.generate(tokens, config: config)
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted)")
        return GeneratorTestHarness.contents(files, "Shadows+Kit.swift")
    }

    @Test func theFirstEqualColorAndTheFirstCloseOpacityInInputOrderNameTheColor() throws {
        let shadows = try shadows("""
        { "color": { "$type": "color", "ink": { "$value": "#000000" }, "black": { "$value": "#000000" },
            "violet": { "$value": "#8b5cf6" }, "violet-copy": { "$value": "#8b5cf6" } },
          "opacity": { "$type": "number", "10": { "$value": 0.1000000005 }, "15": { "$value": 0.1 }, "20": { "$value": 0.2 } },
          "shadow": { "$type": "shadow",
            "soft": { "$value": { "color": { "colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.1 },
              "offsetX": "0px", "offsetY": "4px", "blur": "6px", "spread": "0px" } },
            "glow": { "$value": { "color": "#8b5cf6", "offsetX": "0px", "offsetY": "0px", "blur": "8px", "spread": "0px" } },
            "odd": { "$value": { "color": { "colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.3 },
              "offsetX": "0px", "offsetY": "1px", "blur": "2px", "spread": "0px" } } } }
        """)
        #expect(shadows.contains(".shadow(color: Palette.ink.opacity(Opacity.o10), radius: 3"), "\(shadows)")
        #expect(shadows.contains(".shadow(color: Palette.violet, radius: 4"), "\(shadows)")
        // No opacity token holds 0.3: a literal.
        #expect(shadows.contains(".shadow(color: SwiftUI.Color(.sRGB, red: 0, green: 0, blue: 0, opacity: 0.3), radius: 1"), "\(shadows)")
    }
}
