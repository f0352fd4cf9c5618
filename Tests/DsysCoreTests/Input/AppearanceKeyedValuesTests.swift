@testable import DsysCore
import Testing

/// Style Dictionary projects that write dark mode inside each token (a value keyed by appearance,
/// or a `darkValue` beside the value) get light and dark modes, and a translucent color written as
/// `{"color": …, "alpha": …}` is that color with its alpha set, wherever a color goes.
@Suite struct AppearanceKeyedValuesTests {
    private static let tokens = """
    { "color": {
        "black": { "value": "#000000", "type": "color" },
        "white": { "value": "#ffffff", "type": "color" },
        "text": { "value": { "light": "{color.black}", "dark": "{color.white}" }, "type": "color" },
        "muted": { "value": { "light": { "color": "{color.black}", "alpha": 0.65 }, "dark": { "color": "{color.white}", "alpha": 0.5 } },
                   "type": "color" },
        "surface": { "value": "#ffffff", "darkValue": "#111111", "type": "color" } },
      "shadow": { "raised": { "type": "shadow",
        "value": [ { "x": 0, "y": 2, "blur": 8, "spread": 0, "color": { "color": "{color.black}", "alpha": 0.1 } } ] } } }
    """

    private static func hex(_ run: FrontEndRun, _ path: String, mode: String) -> String? {
        guard case .color(let color) = run.token(path, mode: mode)?.value else { return nil }
        return color.hexString
    }

    @Test func appearanceKeysAndDarkValueBecomeLightAndDarkModes() throws {
        let run = try FrontEndRun(["tokens.json": Self.tokens], strict: false)
        #expect(run.errors.isEmpty)
        #expect(run.warnings.isEmpty)
        #expect(run.tokens?.modes.map(\.name) == ["light", "dark"])
        #expect(Self.hex(run, "color.text", mode: "light") == "#000000")
        #expect(Self.hex(run, "color.text", mode: "dark") == "#ffffff")
        #expect(Self.hex(run, "color.surface", mode: "light") == "#ffffff")
        #expect(Self.hex(run, "color.surface", mode: "dark") == "#111111")
        #expect(Self.hex(run, "color.black", mode: "dark") == "#000000")
    }

    @Test func aColorWithAlphaIsThatColorMadeTranslucent() throws {
        let run = try FrontEndRun(["tokens.json": Self.tokens], strict: false)
        guard case .color(let light) = run.token("color.muted", mode: "light")?.value,
              case .color(let dark) = run.token("color.muted", mode: "dark")?.value else {
            Issue.record("color.muted is not a color in both modes: \(run.warnings)")
            return
        }
        #expect(light.hexString == "#000000a6")
        #expect(dark.hexString == "#ffffff80")
        guard case .shadow(let layers) = run.token("shadow.raised", mode: "light")?.value else {
            Issue.record("shadow.raised is not a shadow: \(run.warnings)")
            return
        }
        #expect(layers.first?.color.alpha == 0.1)
    }

    @Test func anAlphaOutsideZeroToOneSkipsTheToken() throws {
        let run = try FrontEndRun(["tokens.json": """
        { "color": { "black": { "value": "#000000", "type": "color" },
                     "veil": { "value": { "color": "{color.black}", "alpha": 65 }, "type": "color" } } }
        """], strict: false)
        #expect(run.warnings.count == 1)
        #expect(run.warnings.first?.contains("'alpha' must be a number from 0 to 1") == true)
        #expect(run.value("color.veil") == nil)
    }
}
