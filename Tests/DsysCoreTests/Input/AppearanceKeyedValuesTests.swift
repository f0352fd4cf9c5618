@testable import DsysCore
@testable import DsysTokens
import Testing

/// Projects that write dark mode inside each token (a value keyed by appearance, a `darkValue`
/// beside the value, CSS's `light-dark()`, or a color given as two values) get light and dark
/// modes, and a translucent color written as `{"color": …, "alpha": …}` is that color with its
/// alpha set, wherever a color goes.
@Suite struct AppearanceKeyedValuesTests {
    private static let tokens = """
    { "color": {
        "black": { "value": "#000000", "type": "color" },
        "white": { "value": "#ffffff", "type": "color" },
        "text": { "value": { "light": "{color.black}", "dark": "{color.white}" }, "type": "color" },
        "muted": { "value": { "light": { "color": "{color.black}", "alpha": 0.65 }, "dark": { "color": "{color.white}", "alpha": 0.5 } },
                   "type": "color" },
        "surface": { "value": "#ffffff", "darkValue": "#111111", "type": "color" },
        "canvas": { "value": "#fafafa", "valueDark": "#0a0a0a", "type": "color" } },
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
        #expect(Self.hex(run, "color.canvas", mode: "dark") == "#0a0a0a", "WPDS's spelling, valueDark")
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

    @Test func lightDarkFunctionsAndTwoValueColorsBecomeLightAndDarkModes() throws {
        let run = try FrontEndRun(["tokens.json": """
        { "color": { "$type": "color",
            "black": { "$value": "#000000" }, "white": { "$value": "#ffffff" },
            "text": { "$value": "light-dark({color.black}, {color.white})" },
            "edge": { "$value": "LIGHT-DARK( rgb(0, 0, 255) , #ff0000 )" },
            "surface": { "_": { "$value": ["{color.white}", "{color.black}"] } },
            "accent": { "$value": ["#00ff00", "#0000ff"] } },
          "space": { "pair": { "$type": "number", "$value": [1, 2] } } }
        """], strict: false)
        #expect(run.errors.isEmpty)
        #expect(run.tokens?.modes.map(\.name) == ["light", "dark"])
        #expect(Self.hex(run, "color.text", mode: "light") == "#000000")
        #expect(Self.hex(run, "color.text", mode: "dark") == "#ffffff")
        #expect(Self.hex(run, "color.edge", mode: "light") == "#0000ff")
        #expect(Self.hex(run, "color.edge", mode: "dark") == "#ff0000")
        #expect(Self.hex(run, "color.surface._", mode: "light") == "#ffffff")
        #expect(Self.hex(run, "color.surface._", mode: "dark") == "#000000")
        #expect(Self.hex(run, "color.accent", mode: "dark") == "#0000ff")
        // A list of two numbers is no color: it stays what its type makes of it.
        #expect(run.warnings.contains { $0.contains("'space.pair'") })
        // The two-value colors, which no format defines, are noted once, at the first.
        let notes = run.diagnostics.all.filter { $0.severity == .note }
        #expect(notes.count == 1)
        #expect(notes.first?.message.hasPrefix("'color.surface._' and 1 other color token give two values") == true)
        #expect(notes.first?.location?.line == 5)
    }

    @Test(arguments: [
        ("light-dark(#fff, #000)", "#fff", "#000"),
        ("light-dark(rgb(1, 2, 3), hsl(0 0% 0%))", "rgb(1, 2, 3)", "hsl(0 0% 0%)"),
        ("  Light-Dark({a.b},{c.d}) ", "{a.b}", "{c.d}"),
    ])
    func lightDarkArgumentsAreSplitAtTheTopLevelComma(text: String, light: String, dark: String) {
        let arguments = AppearanceKeyedValues.lightDarkArguments(text)
        #expect(arguments?.light == light)
        #expect(arguments?.dark == dark)
    }

    @Test(arguments: ["light-dark(#fff)", "light-dark(#fff, #000, #111)", "light-dark(#fff, )", "light-dark(rgb(1, 2), #000",
                      "light-dark(#fff), #000)", "dark-light(#fff, #000)", "color-mix(light-dark(#fff, #000), red)"])
    func anythingButOneLightDarkCallWithTwoArgumentsIsNoPair(text: String) {
        #expect(AppearanceKeyedValues.lightDarkArguments(text) == nil)
    }
}
