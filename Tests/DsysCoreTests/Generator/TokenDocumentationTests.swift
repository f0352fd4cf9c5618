@testable import DsysCore
@testable import DsysGenerator
import Testing

/// A token's documentation is built once per run (`TokenDocumentationTable`) and every layer that
/// documents the token shows it the same; a mode-axis variant's tokens are documented with their
/// own values.
struct TokenDocumentationTests {
    /// `color.bg`, described, white in light and near black in dark.
    private static let backgroundColor = """
    { "color": { "$type": "color", "bg": { "$description": "Page background.", "$value": "#ffffff",
      "$extensions": { "mode": { "light": "#ffffff", "dark": "#101010" } } } } }
    """

    private static let backgroundDocumentation = [
        "/// Page background.",
        "/// Token `color.bg`.",
        "/// - light: #ffffff",
        "/// - dark: #101010",
        "/// - Remark: Generated from `t.json:2:39`.",
    ]

    /// The `///` lines right above the line of `file` that contains `declaration`, without indentation.
    private func documentation(above declaration: String, in file: String) -> [String] {
        let lines = file.split(separator: "\n", omittingEmptySubsequences: false).map { $0.drop { $0 == " " } }
        guard let index = lines.firstIndex(where: { $0.contains(declaration) }) else {
            Issue.record("no line contains \(declaration)")
            return []
        }
        let start = lines[..<index].lastIndex { !$0.hasPrefix("///") }.map { $0 + 1 } ?? 0
        return lines[start..<index].map(String.init)
    }

    @Test func everyLayerShowsATokensDocumentationTheSame() throws {
        let (files, diagnostics) = try GeneratorTestHarness.generate(Self.backgroundColor, config: GeneratorTestHarness.plainConfig)
        #expect(!diagnostics.hasErrors)
        let layers = [
            ("Colors+Kit.swift", "static let dsBg ="),
            ("Tokens/DesignTokens.swift", "static let dsBg: DesignTokens.AppearanceColor"),
            ("UIKit+Kit.swift", "static var dsBg: UIColor"),
            ("AppKit+Kit.swift", "static var dsBg: NSColor"),
        ]
        for (file, declaration) in layers {
            #expect(documentation(above: declaration, in: GeneratorTestHarness.contents(files, file)) == Self.backgroundDocumentation,
                    "\(file): \(declaration)")
        }
    }

    /// A shadow of no layers (CSS `none`) says so, rather than an empty value.
    @Test func aShadowOfNoLayersIsDocumentedAsNone() throws {
        let (files, diagnostics) = try GeneratorTestHarness.generate("""
        { "shadow": { "$type": "shadow", "flat": { "$value": "none" } } }
        """, config: GeneratorTestHarness.plainConfig)
        #expect(!diagnostics.hasErrors)
        #expect(documentation(above: "case flat", in: GeneratorTestHarness.contents(files, "Shadows+Kit.swift")).contains(
            "/// Value: none (no shadow)."))
    }

    @Test func notesGoBeforeTheRemark() throws {
        var diagnostics = Diagnostics()
        let tokens = try GeneratorTestHarness.resolve(Self.backgroundColor, diagnostics: &diagnostics)
        let system = DesignSystemTranslator(config: GeneratorTestHarness.plainConfig).translate(tokens, diagnostics: &diagnostics)
        let background = try #require(system.colors.first)
        let paragraphs = EmitContext(system: system).documentation(background, notesBeforeRemark: ["A note\non two lines."])
        #expect(DocComment.lines(paragraphs) == Self.backgroundDocumentation.dropLast() + [
            "/// A note", "/// on two lines.", "/// - Remark: Generated from `t.json:2:39`.",
        ])
    }

    /// The table is indexed by each token's position, counted in translation order across the
    /// categories: every token gets its own summary, and a token the model did not place is
    /// summarised when asked.
    @Test func theTableHoldsEveryTokensOwnSummaryAtItsPosition() throws {
        let json = """
        { "color": { "$type": "color", "a": { "$value": "#ffffff" }, "b": { "$description": "Bee.", "$value": "#000000" } },
          "spacing": { "$type": "dimension", "s": { "$value": { "value": 4, "unit": "px" } } },
          "accent": { "$type": "color", "c": { "$value": "#ff0000" } } }
        """
        var diagnostics = Diagnostics()
        let tokens = try GeneratorTestHarness.resolve(json, diagnostics: &diagnostics)
        let system = DesignSystemTranslator(config: GeneratorTestHarness.plainConfig).translate(tokens, diagnostics: &diagnostics)
        let named = system.tokensByCategory.values.flatMap { $0 }.sorted { ($0.position ?? -1) < ($1.position ?? -1) }
        #expect(named.map(\.token.path.description) == ["color.a", "color.b", "spacing.s", "accent.c"])
        #expect(named.map(\.position) == [0, 1, 2, 3])
        let table = TokenDocumentationTable(system)
        func built(_ token: NamedToken, notes: [String] = []) -> [String] {
            TokenDocumentation.paragraphs(summary: TokenDocumentation.summary(token), notes: notes, location: token.token.location)
        }
        for token in named {
            // One text for the summary and the remark, which a doc comment shows as the two paragraphs.
            #expect(table.paragraphs(of: token, notes: []) == [built(token).joined(separator: "\n")], "\(token.token.path)")
            #expect(table.paragraphs(of: token, notes: ["A note."]) == built(token, notes: ["A note."]), "\(token.token.path)")
        }
        var unplaced = try #require(named.last)
        unplaced.position = nil
        #expect(table.paragraphs(of: unplaced, notes: []) == built(unplaced))
        unplaced.position = 1
        unplaced.modal.token.description = "Not bee."
        #expect(table.paragraphs(of: unplaced, notes: []).first?.hasPrefix("Bee.") == true, "the table answers by position")
    }

    @Test func theRemarkShowsTheLocationAsMarkdownCodeWhateverThePath() {
        #expect(TokenDocumentation.remark(SourceLocation(file: "t.json", line: 2, column: 39)) == "- Remark: Generated from `t.json:2:39`.")
        #expect(TokenDocumentation.remark(SourceLocation(file: "a`b.json", line: 3, column: 7)) == "- Remark: Generated from ``a`b.json:3:7``.")
        for file in ["", " ", " lead.json", "trail.json ", "dir/ü.json", "two\nlines.json", "`tick", "x\u{7F}.json"] {
            let location = SourceLocation(file: file, line: 12, column: 5)
            #expect(TokenDocumentation.remark(location) == "- Remark: Generated from " + DocComment.markdownCode(location.description) + ".",
                    "\(file.debugDescription)")
        }
    }

    /// `spacing.row`: 12 in the default density, 8 in the compact one.
    private var densityModes: [Mode] {
        ["comfortable", "compact"].map { density in
            let row = Token(path: TokenPath(dotted: "spacing.row"), value: .dimension(Dimension(points: density == "compact" ? 8 : 12)),
                            location: SourceLocation(file: "t.json", line: 2, column: 5), pointer: "/spacing/row")
            return Mode(name: density, contexts: [ContextChoice(modifier: "density", context: density)], tokens: TokenSet([row]))
        }
    }

    @Test func aModeAxisVariantIsDocumentedWithItsOwnValue() throws {
        var diagnostics = Diagnostics()
        let config = GeneratorTestHarness.plainConfig
        let system = DesignSystemTranslator(config: config).translate(ResolvedTokens(modes: densityModes, sourceFiles: ["t.json"]),
                                                                      diagnostics: &diagnostics)
        let files = try #require(GeneratorPipeline(config: config).generate(ResolvedTokens(modes: densityModes, sourceFiles: ["t.json"]),
                                                                             diagnostics: &diagnostics))
        let values = GeneratorTestHarness.contents(files, "Tokens/DesignTokens.swift")
        let compact = try #require(values.range(of: "extension DesignTokens.DensityCompact.Spacing {"))
        #expect(documentation(above: "static let row", in: String(values[..<compact.lowerBound])).contains("/// Value: 12pt."))
        #expect(documentation(above: "static let row", in: String(values[compact.upperBound...])).contains("/// Value: 8pt."))
        // The run's table holds the model's own tokens; a variant's token is built for its values.
        let row = try #require(system.spacing.first)
        let context = EmitContext(system: system)
        #expect(context.documentation(row).joined().contains("Value: 12pt."))
        #expect(context.documentation(ofDerived: AxisValuesEmitter.named(row, variant: 0)).joined().contains("Value: 8pt."))
    }
}
