@testable import DsysCore
import Testing

/// Color objects in Style Dictionary files read as TinyColor reads them; the expected colors are
/// TinyColor's own output for the same objects (`tinycolor(object).toHex8String()`).
@Suite struct TinyColorObjectTests {
    private static func hex(_ run: FrontEndRun, _ path: String) -> String? {
        guard case .color(let color) = run.value(path) else { return nil }
        return color.hexString
    }

    /// Figma's color objects (its plugin API, variable dumps) hold channels from 0 to 1: read as
    /// TinyColor's 0–255, linen-house's white was `#010101` and all 57 colors near-black, without a
    /// word. Channels all at most 1, with an alpha or a fraction among them, are Figma's; `{1, 0, 0}`
    /// without an alpha stays TinyColor's.
    @Test func figmasColorObjectsFromZeroToOneAreRead() throws {
        let run = try FrontEndRun(["colors.json": """
        { "white": { "value": { "r": 1, "g": 1, "b": 1, "a": 1 }, "type": "COLOR" },
          "paper": { "value": { "r": 0.9765, "g": 0.9725, "b": 0.9608 }, "type": "color" },
          "tiny": { "value": { "r": 1, "g": 0, "b": 0 }, "type": "color" } }
        """], strict: false)
        #expect(Self.hex(run, "white") == "#ffffff")
        #expect(Self.hex(run, "paper") == "#f9f8f5")
        #expect(Self.hex(run, "tiny") == "#010000")
    }

    @Test func rgbHslAndHsvObjectsAreTinyColorsColors() throws {
        let run = try FrontEndRun(["values.json": """
        { "hue": { "red": 0 }, "saturation": [100, 50] }
        """, "colors.json": """
        { "color": {
            "hsl": { "value": { "h": "{hue.red}", "s": "{saturation.1}", "l": 50 }, "type": "color" },
            "hslText": { "value": { "h": "0", "s": "0.5", "l": "50%" }, "type": "color" },
            "rgb": { "value": { "r": 255, "g": "50%", "b": 1 }, "type": "color" },
            "hsv": { "value": { "h": 200, "s": 0.5, "v": "80%" }, "type": "color" },
            "alpha": { "value": { "r": "1.0", "g": 0, "b": 0, "a": 0.5 }, "type": "color" },
            "opaque": { "value": { "r": 0, "g": 0, "b": 0, "a": "50%" }, "type": "color" },
            "odd": { "value": { "r": "red", "g": 0, "b": 0 }, "type": "color" },
            "untyped": { "value": { "h": 0, "s": 50, "l": 50 } } } }
        """], strict: false)
        #expect(Self.hex(run, "color.hsl") == "#bf4040")
        #expect(Self.hex(run, "color.hslText") == "#bf4040")
        #expect(Self.hex(run, "color.rgb") == "#ff8001")
        #expect(Self.hex(run, "color.hsv") == "#66aacc")
        #expect(Self.hex(run, "color.alpha") == "#ff000080")
        #expect(Self.hex(run, "color.untyped") == "#bf4040")
        // Where TinyColor would silently make the color opaque, dsys says so and skips it.
        #expect(run.value("color.opaque") == nil)
        #expect(run.warnings.contains { $0.contains("'color.opaque': 'a' must be a number from 0 to 1") })
        #expect(run.warnings.contains { $0.contains("'color.odd': a color channel must be a number or a percentage") })
    }

    /// In a DTCG file a color object needs its `colorSpace`: `{r, g, b}` there may mean 0–1 channels.
    @Test func dtcgFilesStillNeedAColorSpace() throws {
        let run = try FrontEndRun(["t.json": """
        { "c": { "$type": "color", "$value": { "r": 0.5, "g": 0.5, "b": 0.5 } } }
        """], strict: false)
        #expect(run.value("c") == nil)
        #expect(run.warnings.contains { $0.contains("'c': a color object is missing 'colorSpace'") })
    }
}
