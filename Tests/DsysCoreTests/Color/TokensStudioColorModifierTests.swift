@testable import DsysCore
@testable import DsysGenerator
@testable import DsysOutput
@testable import DsysSource
@testable import DsysTokens
import Foundation
import Testing

/// The hex spelling of a color value.
private func hex(_ value: TokenValue) -> String? {
    if case .color(let color) = value { return color.hexString }
    return nil
}

/// Tokens Studio color modifiers against the expected colors of sd-transforms'
/// `test/spec/color-modifiers/transformColorModifiers.spec.ts` (the `it(…)` is named in each case),
/// within 1/255 per sRGB channel.
@Suite struct TokensStudioColorModifierTests {
    typealias Modifier = TokensStudioColorModifier

    struct Case: CustomTestStringConvertible {
        var documentedCase: String
        var base: String
        var modifier: Modifier
        var expected: ColorValue
        var testDescription: String { "\(documentedCase): \(modifier.operation) in \(modifier.space)" }
    }

    static let faintRed = "#C14242"
    static let white = ColorValue(red: 1, green: 1, blue: 1)
    static let blue = ColorValue.parse(css: "#4477DD")!

    static let cases: [Case] = [
        // "supports lighten color modifiers in all 4 spaces"
        Case(documentedCase: "lighten", base: faintRed, modifier: Modifier(operation: .lighten, amount: 0.2, space: .hsl),
             expected: ColorValue(space: .hsl, components: [0, 50.6, 60.6])),
        Case(documentedCase: "lighten", base: faintRed, modifier: Modifier(operation: .lighten, amount: 0.2, space: .lch),
             expected: ColorValue(space: .lch, components: [57.7, 47.5, 29.7])),
        Case(documentedCase: "lighten", base: faintRed, modifier: Modifier(operation: .lighten, amount: 0.2, space: .srgb),
             expected: ColorValue(red: 0.805, green: 0.407, blue: 0.407)),
        // "allows passing an output format as an option" (darken 0.2, hex output)
        Case(documentedCase: "darken, format hex", base: faintRed,
             modifier: Modifier(operation: .darken, amount: 0.2, space: .hsl), expected: ColorValue.parse(css: "#9c3333")!),
        Case(documentedCase: "darken, format hex", base: faintRed,
             modifier: Modifier(operation: .darken, amount: 0.2, space: .lch), expected: ColorValue.parse(css: "#983735")!),
        Case(documentedCase: "darken, format hex", base: faintRed,
             modifier: Modifier(operation: .darken, amount: 0.2, space: .p3), expected: ColorValue.parse(css: "#9b3535")!),
        Case(documentedCase: "darken, format hex", base: faintRed,
             modifier: Modifier(operation: .darken, amount: 0.2, space: .srgb), expected: ColorValue.parse(css: "#9a3535")!),
        // "supports darken color modifiers in all 4 spaces"
        Case(documentedCase: "darken", base: faintRed, modifier: Modifier(operation: .darken, amount: 0.2, space: .lch),
             expected: ColorValue(space: .lch, components: [37.7, 47.5, 29.7])),
        // "supports mix color modifiers in all 4 spaces" (black with white, 0.5)
        Case(documentedCase: "mix", base: "#000000",
             modifier: Modifier(operation: .mix, amount: 0.5, space: .hsl, mixColor: white),
             expected: ColorValue(space: .hsl, components: [0, 0, 50])),
        Case(documentedCase: "mix", base: "#000000",
             modifier: Modifier(operation: .mix, amount: 0.5, space: .lch, mixColor: white),
             expected: ColorValue(space: .lch, components: [50, 0, 0])),
        Case(documentedCase: "mix", base: "#000000",
             modifier: Modifier(operation: .mix, amount: 0.5, space: .p3, mixColor: white),
             expected: ColorValue(space: .displayP3, components: [0.5, 0.5, 0.5])),
        Case(documentedCase: "mix", base: "#000000",
             modifier: Modifier(operation: .mix, amount: 0.5, space: .srgb, mixColor: white),
             expected: ColorValue(red: 0.5, green: 0.5, blue: 0.5)),
        // "supports mix modifier value calculations" (white with #4477DD, '0.5 + 6 * 0.04')
        Case(documentedCase: "mix calculations", base: "#FFFFFF",
             modifier: Modifier(operation: .mix, amount: 0.74, space: .hsl, mixColor: blue),
             expected: ColorValue(space: .hsl, components: [220, 51.2, 67.9])),
        Case(documentedCase: "mix calculations", base: "#FFFFFF",
             modifier: Modifier(operation: .mix, amount: 0.74, space: .lch, mixColor: blue),
             expected: ColorValue(space: .lch, components: [63.4, 43.7, 279])),
        Case(documentedCase: "mix calculations", base: "#FFFFFF",
             modifier: Modifier(operation: .mix, amount: 0.74, space: .srgb, mixColor: blue),
             expected: ColorValue.parse(css: "#759ae6")!),
        // "supports transparentize color modifiers in all 4 spaces"
        Case(documentedCase: "transparentize", base: faintRed, modifier: Modifier(operation: .alpha, amount: 0.2, space: .hsl),
             expected: ColorValue(space: .hsl, components: [0, 50.6, 50.8], alpha: 0.2)),
        Case(documentedCase: "transparentize", base: faintRed, modifier: Modifier(operation: .alpha, amount: 0.2, space: .lch),
             expected: ColorValue(space: .lch, components: [47.1, 59.4, 29.7], alpha: 0.2)),
        Case(documentedCase: "transparentize", base: faintRed, modifier: Modifier(operation: .alpha, amount: 0.2, space: .srgb),
             expected: ColorValue(red: 0.757, green: 0.259, blue: 0.259, alpha: 0.2)),
    ]

    @Test(arguments: cases)
    func matchesSDTransforms(_ testCase: Case) throws {
        let base = try #require(ColorValue.parse(css: testCase.base))
        let result = testCase.modifier.apply(to: base)
        #expect(Self.matches(result, testCase.expected), "\(result.hexString) vs \(testCase.expected.hexString)")
    }

    /// Whether the sRGB channels are within 1/255 of each other, and alpha within 1/255 too.
    static func matches(_ color: ColorValue, _ expected: ColorValue) -> Bool {
        let actual = color.sRGB
        let wanted = expected.sRGB
        return zip([actual.red, actual.green, actual.blue, actual.alpha], [wanted.red, wanted.green, wanted.blue, wanted.alpha])
            .allSatisfy { abs($0 - $1) <= 1.0 / 255 + 1e-9 }
    }

    /// "supports lighten color modifiers in all 4 spaces", p3: the spec prints `color(display-p3 0.76 0.44 0.42)`,
    /// two decimals, coarser than 1/255, so the components are compared at that precision.
    @Test func lightensInDisplayP3() throws {
        let base = try #require(ColorValue.parse(css: Self.faintRed))
        let result = Modifier(operation: .lighten, amount: 0.2, space: .p3).apply(to: base)
        #expect(result.space == .displayP3)
        #expect(result.components.map { (($0 ?? -1) * 100).rounded() / 100 } == [0.76, 0.44, 0.42])
    }

    @Test func resultIsInTheModifiersSpace() throws {
        let base = try #require(ColorValue.parse(css: Self.faintRed))
        #expect(Modifier(operation: .darken, amount: 0.2, space: .p3).apply(to: base).space == .displayP3)
        #expect(Modifier(operation: .darken, amount: 0.2, space: .lch).apply(to: base).space == .lch)
    }

    /// A color written as `hsl()` is modified in the coordinates it was written with, as colorjs.io
    /// modifies the parsed color: `hsl(50, 3%, 100%)` is white, but darkening it keeps its hue and
    /// saturation (by 0.2, `#cecdca`, not the `#cccccc` of darkening sRGB white; by 0.1 the two are
    /// within the tolerance); lightening black keeps them too; mixing interpolates the written hue
    /// rather than taking the other color's, the shorter way round (50° → 250° is 50° → -110°).
    @Test(arguments: [
        ("hsl(50, 3%, 100%)", Modifier(operation: .darken, amount: 0.1, space: .hsl), "#e6e6e5"),
        ("hsl(50, 3%, 100%)", Modifier(operation: .darken, amount: 0.2, space: .hsl), "#cecdca"),
        ("hsl(50, 3%, 96%)", Modifier(operation: .darken, amount: 0.2, space: .hsl), "#c6c5c2"),
        ("hsl(50, 50%, 0%)", Modifier(operation: .lighten, amount: 0.5, space: .hsl), "#bfaa40"),
        ("hsl(50, 3%, 100%)", Modifier(operation: .mix, amount: 0.5, space: .hsl, mixColor: ColorValue.parse(css: "hsl(250, 50%, 50%)")),
         "hsl(330, 26.5%, 75%)"),
    ])
    func keepsTheWrittenHSLCoordinates(base: String, modifier: Modifier, expected: String) throws {
        let color = try #require(ColorValue.parse(css: base))
        let want = try #require(ColorValue.parse(css: expected))
        let result = modifier.apply(to: color)
        #expect(Self.matches(result, want), "\(result.hexString) vs \(want.hexString)")
    }

    /// Issue 12 item 1, on the documented darken-in-lch case: a modifier on a token aliasing
    /// `#C14242`, its amount a reference; a token aliasing the modified one gets the modified color;
    /// `mix` takes its color and math from the modifier; a bad modifier is an error at its position.
    @Test func modifiersApplyInTokenFiles() throws {
        let run = try FrontEndRun(["t.json": """
            { "red": { "value": "#C14242", "type": "color" },
              "blue": { "value": "#4477DD", "type": "color" },
              "white": { "value": "#FFFFFF", "type": "color" },
              "amount": { "value": "0.2", "type": "number" },
              "darker": { "value": "{red}", "type": "color",
                "$extensions": { "studio.tokens": { "modify": { "type": "darken", "value": "{amount}", "space": "lch" } } } },
              "hover": { "value": "{darker}", "type": "color" },
              "tint": { "value": "{white}", "type": "color",
                "$extensions": { "studio.tokens": { "modify": { "type": "mix", "value": "0.5 + 6 * 0.04", "color": "{blue}", "space": "srgb" } } } },
              "bad": { "value": "{red}", "type": "color",
                "$extensions": { "studio.tokens": { "modify": { "type": "saturate", "value": "0.2", "space": "hsl" } } } } }
            """])
        #expect(run.value("darker").flatMap(hex) == "#983735")
        #expect(run.token("darker")?.aliasOf == nil)
        #expect(run.value("hover").flatMap(hex) == "#983735")
        #expect(run.token("hover")?.aliasOf == TokenPath(["darker"]))
        #expect(run.value("tint").flatMap(hex) == "#759ae6")
        #expect(run.value("red").flatMap(hex) == "#c14242")
        #expect(run.errors == [
            "t.json:11:61: 'bad': its color modifier's 'type' must be one of lighten, darken, mix, alpha",
        ])
    }

    /// sd-transforms' integration fixture `color-modifier-references.tokens.json` (in the corpus) and the
    /// colors its `color-modifier-references.test.ts` expects: references in the amount, a modifier that
    /// is itself a reference, mix colors by reference, referenced base colors, math with references.
    @Test(.enabled(if: InputTestSupport.corpus != nil, "\(InputTestSupport.corpusMissing)"))
    func sdTransformsReferenceFixture() throws {
        let fixture = try String(contentsOfFile: InputTestSupport.corpus!
            + "/tokens-studio-sd-transforms-fixtures/tokens/color-modifier-references.tokens.json", encoding: .utf8)
        let run = try FrontEndRun(["refs.json": fixture])
        let expected = [
            "color": "#ffffff4d", // "supports references inside color modifiers"
            "color2": "#0000004d", // "supports color modifier that is a reference itself, containing another reference"
            "color3": "#a1bbee", // "supports color with hardcoded mix value and hardcoded mix color"
            "color4": "#759ae6", // "… hardcoded mix color using an expression"
            "color5": "#759ae6", // "supports color with hardcoded mix value and referenced mix color"
            "color6": "#3b64b3", // "supports color with referenced base color and referenced mix color"
            "color7": "#3b64b3", // "… and expression-based mix value with references"
        ]
        for (path, hexValue) in expected {
            guard case .color(let color) = try #require(run.value(path)) else {
                Issue.record("\(path) is not a color")
                continue
            }
            let want = try #require(ColorValue.parse(css: hexValue))
            #expect(Self.matches(color, want), "\(path): \(color.hexString), expected \(hexValue)")
        }
        #expect(run.errors.isEmpty, "\(run.errors)")
    }
}
