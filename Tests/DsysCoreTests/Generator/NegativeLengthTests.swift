@testable import DsysCore
import Testing

/// Corner radii and border widths below zero (Tokens Studio math subtracting more than it starts
/// from) are generated as 0, what a browser shows, with a warning naming the token and its modes;
/// a spacing below zero is a negative margin and keeps its value.
struct NegativeLengthTests {
    private func token(_ path: String, _ value: TokenValue, line: Int) -> Token {
        Token(path: TokenPath(dotted: path), value: value, location: SourceLocation(file: "t.json", line: line, column: 5),
              pointer: "/" + path.replacingOccurrences(of: ".", with: "/"))
    }

    /// The value the light appearance shows for the token at `path` in `category`.
    private func value(_ path: String, _ category: TokenCategory, in description: DesignSystemDescription) -> TokenValue? {
        description.tokens(category).first { $0.token.path.description == path }?.modal.value(for: .light)
    }

    /// qlik sprout's sharp roundness: a nested radius of `{radius.s} - {spacing.xs}` is -4.
    @Test(arguments: [false, true])
    func aRadiusBelowZeroFromMathIsZeroWithAWarning(strict: Bool) throws {
        var diagnostics = Diagnostics()
        let tokens = try GeneratorTestHarness.resolve("""
            { "radius": { "s": { "$type": "dimension", "$value": "0px" },
                          "nested": { "$type": "dimension", "$value": "{radius.s} - {spacing.xs}" } },
              "spacing": { "xs": { "$type": "dimension", "$value": "4px" },
                           "pull": { "$type": "dimension", "$value": "{radius.s} - {spacing.xs}" } } }
            """, diagnostics: &diagnostics)
        #expect(!diagnostics.hasErrors, "\(diagnostics.all)")
        var config = GeneratorTestHarness.plainConfig
        config.strict = strict
        let (description, translated) = GeneratorTestHarness.translate(tokens.modes, config: config)
        #expect(value("radius.nested", .radius, in: description) == .dimension(Dimension(points: 0, original: 0, unit: "px")))
        #expect(value("spacing.pull", .spacing, in: description) == .dimension(Dimension(points: -4, original: -4, unit: "px")))
        let problems = translated.all.filter { $0.tokenPath != nil }
        #expect(problems.map(\.description) == [
            "t.json:2:59: \(strict ? "error" : "warning"): 'radius.nested' is -4px, a corner radius below zero, in mode 'default', "
                + "which has no meaning; it is generated as 0, as a browser shows it\n"
                + "    hint: check the math or values that give it; to keep it at 0 on purpose, write max(0, …) around the math",
        ])
    }

    /// A border width and a border's width below zero are 0 as well; a token in two modes that share
    /// its definition is one warning naming both.
    @Test func borderWidthsBelowZeroAreZeroWithOneWarningForTheModesSharingThem() throws {
        let width = token("border-width.thin", .dimension(Dimension(points: -1)), line: 2)
        let black = ColorValue(red: 0, green: 0, blue: 0)
        let border = token("border.card", .border(Border(color: black, width: Dimension(points: -2), style: .keyword("solid"))), line: 3)
        let tokens = TokenSet([width, border])
        let (description, diagnostics) = GeneratorTestHarness.translate([
            Mode(name: "light", contexts: [], tokens: tokens), Mode(name: "dark", contexts: [], tokens: tokens),
        ])
        #expect(value("border-width.thin", .borderWidth, in: description) == .dimension(Dimension(points: 0, original: 0, unit: "px")))
        guard case .border(let generated)? = value("border.card", .border, in: description) else {
            Issue.record("border.card is no border")
            return
        }
        #expect(generated.width == Dimension(points: 0, original: 0, unit: "px"))
        #expect(diagnostics.warnings.filter { $0.tokenPath != nil }.map(\.message) == [
            "'border-width.thin' is -1px, a border width below zero, in modes 'light', 'dark', which has no meaning; "
                + "it is generated as 0, as a browser shows it",
            "'border.card' is -2px, a border's width below zero, in modes 'light', 'dark', which has no meaning; "
                + "it is generated as 0, as a browser shows it",
        ])
    }
}
