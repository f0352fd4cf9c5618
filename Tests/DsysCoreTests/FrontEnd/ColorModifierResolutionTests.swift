@testable import DsysCore
@testable import DsysGenerator
@testable import DsysOutput
@testable import DsysSource
@testable import DsysTokens
import Testing

/// Tokens Studio color modifiers are part of alias resolution: every reference to a modified token
/// (a whole alias, a composite's color, a CSS gradient stop, another modifier's `color`, from an
/// output set or a source-only one) sees the modified color, as Style Dictionary does with
/// sd-transforms' transitive `ts/color/modifiers`.
@Suite struct ColorModifierResolutionTests {
    typealias Modifier = TokensStudioColorModifier

    /// `#C14242` darkened by 0.2 in lch: sd-transforms' documented result.
    static let darkerHex = "#983735"

    /// `red`, its modified `darker` and `hover`, an alias of `darker`, followed by `tokens`; one
    /// Tokens Studio file.
    private func run(_ tokens: String) throws -> FrontEndRun {
        try FrontEndRun(["t.json": """
            { "red": { "value": "#C14242", "type": "color" },
              "darker": { "value": "{red}", "type": "color",
                "$extensions": { "studio.tokens": { "modify": { "type": "darken", "value": "0.2", "space": "lch" } } } },
              "hover": { "value": "{darker}", "type": "color" },
            \(tokens) }
            """])
    }

    private static func darkened(_ color: ColorValue) -> ColorValue {
        Modifier(operation: .darken, amount: 0.2, space: .lch).apply(to: color)
    }

    private static let red = ColorValue.parse(css: "#C14242")!

    /// DLS keeps `"modify": {}` where a modifier was removed in the plugin: the token and every token
    /// referencing it were skipped ("its color modifier's 'type' must be one of …"). An empty modifier
    /// is none, as sd-transforms reads it.
    @Test func anEmptyModifierIsNone() throws {
        let run = try run(#""plain": { "value": "{red}", "type": "color", "$extensions": { "studio.tokens": { "modify": {} } } }, "ref": { "value": "{plain}", "type": "color" }"#)
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.value("plain") == .color(Self.red) && run.value("ref") == .color(Self.red))
    }

    @Test func aShadowColorReferencingAModifiedTokenIsModified() throws {
        let run = try run("""
              "lift": { "value": { "x": "0", "y": "4", "blur": "8", "spread": "0", "color": "{darker}", "type": "dropShadow" },
                "type": "boxShadow" }
            """)
        #expect(run.errors.isEmpty, "\(run.errors)")
        guard case .shadow(let layers)? = run.value("lift") else {
            Issue.record("'lift' is not a shadow")
            return
        }
        #expect(layers.map(\.color.hexString) == [Self.darkerHex])
        #expect(run.warnings.isEmpty, "\(run.warnings)")
    }

    @Test func gradientStopsReferencingAModifiedTokenAreModified() throws {
        let run = try run("""
              "fade": { "value": [ { "color": "{darker}", "position": 0 }, { "color": "#ffffff", "position": 1 } ],
                "type": "gradient" },
              "wash": { "value": "linear-gradient(90deg, {hover} 0%, #ffffff 100%)", "type": "color" }
            """)
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.value("fade")?.gradientValue?.stops.map(\.color.hexString) == [Self.darkerHex, "#ffffff"])
        // Inside a CSS string the modified color is written as CSS text and read back.
        #expect(run.value("wash")?.gradientValue?.stops.map(\.color.hexString) == [Self.darkerHex, "#ffffff"])
        #expect(run.warnings.isEmpty, "\(run.warnings)")
    }

    @Test func aBorderColorReferencingAModifiedTokenThroughAChainIsModified() throws {
        let run = try run("""
              "focus": { "value": "{hover}", "type": "color" },
              "frame": { "value": { "color": "{focus}", "width": "1px", "style": "solid" }, "type": "border" }
            """)
        #expect(run.errors.isEmpty, "\(run.errors)")
        guard case .border(let border)? = run.value("frame") else {
            Issue.record("'frame' is not a border")
            return
        }
        #expect(border.color.hexString == Self.darkerHex)
        #expect(run.value("focus") == .color(Self.darkened(Self.red)))
        #expect(run.token("focus")?.aliasOf == TokenPath(["hover"]))
        #expect(run.token("darker")?.aliasOf == nil)
    }

    /// A modified token whose base is itself modified gets both modifiers, in order; a `mix` whose
    /// `color` is a modified token mixes towards the modified color; the amount may be math on a reference.
    @Test func modifiersSeeModifiedColorsInTheirBaseAndInTheirMixColor() throws {
        let run = try run("""
              "half": { "value": "0.25", "type": "number" },
              "darkest": { "value": "{hover}", "type": "color",
                "$extensions": { "studio.tokens": { "modify": { "type": "darken", "value": "0.2", "space": "lch" } } } },
              "tint": { "value": "#ffffff", "type": "color",
                "$extensions": { "studio.tokens": { "modify": { "type": "mix", "value": "{half} * 2", "color": "{darker}", "space": "srgb" } } } }
            """)
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.value("darkest") == .color(Self.darkened(Self.darkened(Self.red))))
        var mix = Modifier(operation: .mix, amount: 0.5, space: .srgb)
        mix.mixColor = Self.darkened(Self.red)
        let expected = mix.apply(to: ColorValue(red: 1, green: 1, blue: 1))
        guard case .color(let tint)? = run.value("tint") else {
            Issue.record("'tint' is not a color")
            return
        }
        #expect(tint.space == .srgb)
        for (actual, wanted) in zip(tint.components, expected.components) {
            #expect(abs((actual ?? -1) - (wanted ?? -2)) < 1e-12, "\(tint) against \(expected)")
        }
    }

    /// A modified token in a source-only set reaches an output set's alias, border and modifier.
    @Test func aModifiedTokenInASourceOnlySetIsModifiedEverywhere() throws {
        let run = try FrontEndRun(["tokens.json": """
            { "core": { "red": { "value": "#C14242", "type": "color" },
                "amount": { "value": "0.2", "type": "number" },
                "darker": { "value": "{red}", "type": "color",
                  "$extensions": { "studio.tokens": { "modify": { "type": "darken", "value": "{amount}", "space": "lch" } } } } },
              "light": { "accent": { "value": "{darker}", "type": "color" },
                "frame": { "value": { "color": "{darker}", "width": "1px", "style": "solid" }, "type": "border" },
                "lighter": { "value": "{darker}", "type": "color",
                  "$extensions": { "studio.tokens": { "modify": { "type": "lighten", "value": "0.2", "space": "lch" } } } } },
              "$themes": [ { "name": "Light", "selectedTokenSets": { "core": "source", "light": "enabled" } } ],
              "$metadata": { "tokenSetOrder": ["core", "light"] } }
            """])
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.warnings.isEmpty, "\(run.warnings)")
        #expect(run.token("darker") == nil)
        #expect(run.value("accent") == .color(Self.darkened(Self.red)))
        guard case .border(let border)? = run.value("frame") else {
            Issue.record("'frame' is not a border")
            return
        }
        #expect(border.color.hexString == Self.darkerHex)
        let lighten = Modifier(operation: .lighten, amount: 0.2, space: .lch)
        #expect(run.value("lighter") == .color(lighten.apply(to: Self.darkened(Self.red))))
    }

    /// Two modifiers mixing towards each other's token (and one mixing towards itself) are alias cycles.
    @Test func aCycleThroughModifiersIsAnError() throws {
        let run = try FrontEndRun(["t.json": """
            { "a": { "value": "#ff0000", "type": "color",
                "$extensions": { "studio.tokens": { "modify": { "type": "mix", "value": "0.5", "color": "{b}", "space": "srgb" } } } },
              "b": { "value": "#0000ff", "type": "color",
                "$extensions": { "studio.tokens": { "modify": { "type": "mix", "value": "0.5", "color": "{a}", "space": "srgb" } } } },
              "c": { "value": "{a}", "type": "color" },
              "d": { "value": "#00ff00", "type": "color",
                "$extensions": { "studio.tokens": { "modify": { "type": "mix", "value": "0.5", "color": "{d}", "space": "srgb" } } } } }
            """])
        #expect(run.errors == ["t.json:1:19: alias cycle: a → b → a (the 2 tokens that reference it: 'b', 'c')", "t.json:6:19: alias cycle: d → d"])
        #expect(run.diagnostics.errors.first?.hint
            == "break the cycle by giving one of 'a', 'b' a literal value, or a color modifier whose references lead elsewhere")
        #expect(run.value("a") == nil)
        #expect(run.value("c") == nil)
    }

    /// A bad modifier is a problem at its own position, naming its token, in whichever file and set
    /// it is written; a modifier given by reference is reported at that reference. It is the
    /// token's alone: an error with `--strict`, else the token is skipped (its color without the
    /// modifier would be a wrong value), with the tokens that reference it, and the others are read.
    @Test func modifierProblemsPointAtTheModifier() throws {
        let files = ["tokens.json": """
            { "core": { "red": { "value": "#C14242", "type": "color" },
                "modifiers": { "bad": { "value": { "type": "darken", "value": "2rem", "space": "lch" } } },
                "odd": { "value": "{red}", "type": "color",
                  "$extensions": { "studio.tokens": { "modify": { "type": "saturate", "value": "0.2", "space": "hsl" } } } } },
              "light": { "accent": { "value": "{odd}", "type": "color" },
                "shade": { "value": "{red}", "type": "color", "$extensions": { "studio.tokens": { "modify": "{modifiers.bad}" } } },
                "wave": { "value": "linear-gradient(90deg, #000000 0%, #ffffff 100%)", "type": "color",
                  "$extensions": { "studio.tokens": { "modify": { "type": "alpha", "value": "0.5", "space": "srgb" } } } },
                "muddy": { "value": "{red}", "type": "color",
                  "$extensions": { "studio.tokens": { "modify": { "type": "mix", "value": "0.5", "color": "mud", "space": "srgb" } } } } },
              "$themes": [ { "name": "Light", "selectedTokenSets": { "core": "source", "light": "enabled" } } ] }
            """]
        let run = try FrontEndRun(files)
        #expect(run.errors == [
            "tokens.json:4:63: 'odd': its color modifier's 'type' must be one of lighten, darken, mix, alpha "
                + "(the token that references it: 'accent')",
            "tokens.json:6:97: 'shade': its color modifier's 'value' \"2rem\" has the unit 'rem'",
            "tokens.json:10:95: 'muddy': its color modifier's 'color' \"mud\" is not a color",
        ])
        #expect(Set(run.diagnostics.errors.map(\.tokenPath)) == ["odd", "shade", "muddy"])
        #expect(run.warnings == [
            "tokens.json:8:53: 'wave' has a Tokens Studio color modifier, but its value is a string that is not one color, "
                + "so the modifier is not applied",
        ])

        let lenient = try FrontEndRun(files, strict: false)
        #expect(lenient.errors.isEmpty)
        #expect(lenient.warnings.contains {
            $0.hasPrefix("tokens.json:4:63: 'odd': its color modifier's 'type' must be one of lighten, darken, mix, alpha; "
                          + "it is skipped, with the token that references it: 'accent'")
        })
        for path in ["odd", "accent", "shade", "muddy"] { #expect(lenient.value(path) == nil, "\(path)") }
        #expect(lenient.value("wave") != nil)
    }

    /// PhonePe's `#fffffff` (7 digits) carries an alpha modifier: the token is skipped as no color,
    /// with a hint that counts the digits, and no second warning about the modifier it would have had.
    @Test func aSkippedColorGetsNoWordAboutItsModifier() throws {
        let run = try FrontEndRun(["tokens.json": """
            { "white": { "950": { "value": "#fffffff", "type": "color",
                "$extensions": { "studio.tokens": { "modify": { "type": "alpha", "value": "0.95", "space": "lch" } } } } },
              "text": { "primary": { "value": "{white.950}", "type": "color" } } }
            """], strict: false)
        #expect(run.warnings == [
            "tokens.json:1:32: 'white.950': \"#fffffff\" is not a color; it is skipped, with the token that references it: 'text.primary'",
        ], "\(run.warnings)")
        #expect(run.diagnostics.warnings.first?.hint == "#rrggbb has 6 hex digits and #rrggbbaa 8 (#rgb 3, #rgba 4); this one has 7")
    }
}
