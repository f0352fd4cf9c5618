@testable import DsysCore
import Testing

/// Penpot's token exports: Tokens Studio's multi-set JSON in DTCG spelling, with the type names of
/// Penpot's type table (`token-type->dtcg-token-type`), some of them its own (`rotation`,
/// `strokeWidth`), typography values whose members are named by those types (`fontFamilies`,
/// `lineHeights`), and shadow layers whose `inset` is the text `"true"`.
@Suite struct PenpotExportTests {
    /// One set `global` of an export, as Penpot writes it, with its `$themes` and `$metadata`.
    private static func export(_ tokens: String) -> [String: String] {
        ["tokens.json": """
        { "global": { \(tokens) },
          "$themes": [],
          "$metadata": { "tokenSetOrder": ["global"], "activeThemes": [], "activeSets": ["global"] } }
        """]
    }

    /// Every type name Penpot writes, with a value of it, and the type dsys reads it as. `rotation`
    /// and `strokeWidth` were unknown, so their tokens were skipped.
    @Test(arguments: [
        ("boolean", #""true""#, TokenType.string), ("borderRadius", #""4""#, .dimension), ("color", ##""#ff0000""##, .color),
        ("dimension", #""8px""#, .dimension), ("fontFamilies", #"["Inter", "sans-serif"]"#, .fontFamily),
        ("fontSizes", #""16""#, .dimension), ("fontWeights", #""bold""#, .fontWeight), ("letterSpacing", #""0.5""#, .dimension),
        ("number", #""1.5""#, .number), ("opacity", #""0.5""#, .number), ("other", #""anything""#, .string),
        ("rotation", #""90""#, .number), ("sizing", #""24""#, .dimension), ("spacing", #""12""#, .dimension),
        ("string", #""hello""#, .string), ("strokeWidth", #""1.5""#, .dimension), ("borderWidth", #""1.5""#, .dimension),
        ("textCase", #""uppercase""#, .string), ("textDecoration", #""underline""#, .string),
        ("fontWeight", #""700""#, .fontWeight), ("fontSize", #""16""#, .dimension), ("fontFamily", #""Inter""#, .fontFamily),
    ])
    func everyTypePenpotWritesIsRead(typeName: String, value: String, type: TokenType) throws {
        let run = try FrontEndRun(Self.export(#""t": { "$value": \#(value), "$type": "\#(typeName)" }"#))
        #expect(run.errors.isEmpty && run.warnings.isEmpty, "\(run.errors) \(run.warnings)")
        #expect(run.value("t")?.type == type)
    }

    /// A stroke width is a border width's length, a rotation its number of degrees; in a plain DTCG
    /// file each name is a warning naming the DTCG type, as Tokens Studio's names are.
    @Test func strokeWidthIsALengthAndRotationANumber() throws {
        let run = try FrontEndRun(Self.export("""
        "rotate": { "quarter": { "$value": "90", "$type": "rotation" } },
        "stroke": { "thin": { "$value": "1.5", "$type": "strokeWidth" }, "border": { "$value": "1.5", "$type": "borderWidth" } }
        """))
        #expect(run.value("rotate.quarter") == .number(90))
        #expect(run.value("stroke.thin") == run.value("stroke.border"))
        guard case .dimension(let width)? = run.value("stroke.thin") else {
            Issue.record("not decoded: \(run.errors)")
            return
        }
        #expect(width.points == 1.5)
        let dtcg = try FrontEndRun(["t.json": #"{ "r": { "$value": 45, "$type": "rotation" } }"#])
        #expect(dtcg.value("r") == .number(45))
        #expect(dtcg.warnings == ["t.json:1:33: 'rotation' is not a DTCG type; its tokens are read as number"])
    }

    /// Penpot names a typography's members by their types (its test data's `typo-complex`, and its
    /// export of every typography): the plural names are the singular members, without a word.
    @Test func pluralTypographyMembersAreTheSingularOnes() throws {
        let run = try FrontEndRun(Self.export("""
        "complex": { "$type": "typography", "$value": { "fontWeight": "bold", "fontSize": "24px", "letterSpacing": "0.05em",
          "lineHeights": "100%", "fontFamilies": ["Arial", "sans-serif"], "textCase": "uppercase" } },
        "exported": { "$type": "typography", "$value": { "fontFamilies": "Inter", "fontSizes": "16", "fontWeights": "600",
          "lineHeights": "1.5", "letterSpacing": "0", "textDecoration": "underline" } },
        "singular": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": "16", "fontWeight": "600",
          "lineHeight": "1.5", "letterSpacing": "0", "textDecoration": "underline" } }
        """))
        #expect(run.errors.isEmpty && run.warnings.isEmpty && run.notes.isEmpty, "\(run.errors) \(run.warnings) \(run.notes)")
        guard case .typography(let complex)? = run.value("complex") else {
            Issue.record("not decoded")
            return
        }
        #expect(complex.fontFamily == ["Arial", "sans-serif"] && complex.fontSize?.points == 24 && complex.fontWeight == 700)
        #expect(complex.lineHeight == .multiplier(1) && complex.textCase == "uppercase")
        #expect(run.value("exported") != nil && run.value("exported") == run.value("singular"))
    }

    /// A member given both singular and plural is read from the singular one, with a warning at the other.
    @Test func aMemberGivenSingularAndPluralIsReadFromTheSingular() throws {
        let run = try FrontEndRun(Self.export("""
        "t": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontFamilies": "Arial", "fontSize": "16",
          "fontWeight": "400", "lineHeight": "1.5" } }
        """))
        guard case .typography(let typography)? = run.value("t") else {
            Issue.record("not decoded: \(run.errors)")
            return
        }
        #expect(typography.fontFamily == ["Inter"])
        #expect(run.warnings == ["tokens.json:1:96: 't': a typography value gives both 'fontFamily' and 'fontFamilies'; 'fontFamilies' is ignored"])
    }

    /// Penpot's shadow tokens hold `inset` as the text `"true"` or `"false"`: a layer so written
    /// dropped the whole shadow. Any other text is still an error, with a hint.
    @Test func insetWrittenAsTextIsTheBoolean() throws {
        let run = try FrontEndRun(Self.export(##"""
        "multiple": { "$type": "shadow", "$value": [
          { "offsetX": "0", "offsetY": "2px", "blur": "4px", "spread": "0", "color": "#000", "inset": true },
          { "offsetX": "0", "offsetY": "8px", "blur": "16px", "spread": "0", "color": "#000", "inset": "true" },
          { "offsetX": "0", "offsetY": "1px", "blur": "2px", "spread": "0", "color": "#000", "inset": "false" } ] },
        "odd": { "$type": "shadow", "$value": { "offsetX": "0", "offsetY": "1px", "blur": "2px", "spread": "0", "color": "#000",
          "inset": "yes" } }
        """##))
        guard case .shadow(let layers)? = run.value("multiple") else {
            Issue.record("not decoded: \(run.errors)")
            return
        }
        #expect(layers.map(\.inset) == [true, true, false])
        #expect(run.value("odd") == nil)
        #expect(run.errors == [#"tokens.json:6:12: 'odd': 'inset' must be true or false, but it is "yes""#])
        #expect(run.diagnostics.sorted.first { $0.severity == .error }?.hint == "write true or false")
    }
}
