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

    /// Terrazzo rejects light-dark() in colors, so Midas types its semantic colors `string`: they are
    /// colors (an alias of one too), noted once; light-dark() of other text stays text.
    @Test func aStringTokenHoldingLightDarkOfColorsIsAColor() throws {
        let run = try FrontEndRun(["tokens.json": """
        { "color": { "$type": "color", "white": { "$value": "#fff" }, "gray": { "$value": "#171717" } },
          "background": { "$type": "string",
            "base": { "$value": "light-dark({color.white}, {color.gray})" },
            "raised": { "$value": "light-dark(#eeeeee, rgb(0 0 0))" },
            "label": { "$value": "light-dark(day, night)" } },
          "surface": { "$value": "{background.base}" } }
        """], strict: false)
        #expect(run.errors.isEmpty)
        #expect(Self.hex(run, "background.base", mode: "light") == "#ffffff")
        #expect(Self.hex(run, "background.base", mode: "dark") == "#171717")
        #expect(Self.hex(run, "background.raised", mode: "dark") == "#000000")
        #expect(Self.hex(run, "surface", mode: "dark") == "#171717")
        #expect(run.token("background.label", mode: "dark")?.value == .string("night"))
        let notes = run.diagnostics.all.filter { $0.severity == .note && $0.message.contains("light-dark()") }
        #expect(notes.count == 1)
        #expect(notes.first?.message.hasPrefix("'background.base' and 1 other token typed 'string' hold CSS's light-dark() of colors") == true)
        #expect(notes.first?.location?.line == 3)
    }

    /// Firefox's keys beside light and dark: `default` is the value of both, `prefersContrast` the
    /// increased-contrast one; `forcedColors` is not generated, said once per file.
    @Test func firefoxConditionKeysAreReadOrNamedAsNotGenerated() throws {
        let run = try FrontEndRun(["tokens.json": """
        { "color": { "red": { "value": "#d7264c" }, "pink": { "value": "#ff9aa2" } },
          "text": {
            "error": { "value": { "light": "{color.red}", "dark": "{color.pink}", "prefersContrast": "#000000", "forcedColors": "CanvasText" } },
            "plain": { "value": { "light": "{color.red}", "dark": "{color.pink}" }, "type": "color" },
            "disabled": { "value": { "default": "{color.red}", "forcedColors": "GrayText" } } } }
        """], strict: false)
        #expect(run.errors.isEmpty)
        #expect(run.tokens?.modes.map(\.name) == ["light", "dark", "light-high-contrast", "dark-high-contrast"])
        #expect(Self.hex(run, "text.error", mode: "light") == "#d7264c")
        #expect(Self.hex(run, "text.error", mode: "dark") == "#ff9aa2")
        #expect(Self.hex(run, "text.error", mode: "light-high-contrast") == "#000000")
        #expect(Self.hex(run, "text.error", mode: "dark-high-contrast") == "#000000")
        // A token without a contrast value keeps its dark one in dark high contrast.
        #expect(Self.hex(run, "text.plain", mode: "dark-high-contrast") == "#ff9aa2")
        #expect(Self.hex(run, "text.disabled", mode: "dark") == "#d7264c")
        #expect(run.warnings == [
            "tokens.json:3:105: 'text.error' and 1 other token give values for 'forcedColors', which no Apple appearance has; they "
                + "are not generated (light, dark, 'default' and 'prefersContrast', as increased contrast, are)",
        ])
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
