@testable import DsysCore
import Testing

/// Style Dictionary options files (plain values without `value`, REI Cedar's `tokens/_options`)
/// are read as values to reference when other files reference them, and ignored otherwise.
@Suite struct BareValueFilesTests {
    private static let files = [
        "tokens/_options/options.json": ##"{ "options": { "space": { "one-x": "16px", "squish": 0.5 }, "color": { "red": "#ff0000" } } }"##,
        "tokens/_options/scale.json": #"{ "scale": [1, 1.5, 2] }"#,
        "tokens/global/number.json": #"{ "ratio": { "value": "{scale.1}", "type": "number" } }"#,
        "tokens/global/icon.json": #"{ "icon": { "size": { "$value": "{options.space.one-x}", "$type": "dimension" } } }"#,
        "tokens/global/color.json": #"{ "color": { "danger": { "value": "{options.color.red}", "type": "color" } } }"#,
    ]

    @Test func referencedOptionsAreReadAsValuesToReference() throws {
        let run = try FrontEndRun(Self.files, inputs: ["tokens"], strict: false)
        #expect(run.errors.isEmpty)
        #expect(run.warnings.isEmpty)
        guard case .dimension(let size) = run.value("icon.size"), case .color(let danger) = run.value("color.danger") else {
            Issue.record("the tokens did not resolve: \(run.warnings)")
            return
        }
        #expect(size.points == 16)
        #expect(run.value("ratio") == .number(1.5))
        #expect(danger.hexString == "#ff0000")
        #expect(run.diagnostics.all.contains {
            $0.severity == .note && $0.message.hasSuffix("options.json' holds 3 plain values without 'value', which other files "
                                                         + "reference: they are read as values to reference, not generated")
        })
        // Read for reference only: none of them is generated, and the account says why.
        #expect(run.value("options.space.squish") == nil)
        #expect(run.tokens?.skipped.contains { $0.path == TokenPath(dotted: "options.space.squish") && $0.reason == .sourceOnly } == true)
    }

    @Test func optionsNobodyReferencesAreIgnored() throws {
        let run = try FrontEndRun(Self.files.filter { !$0.key.hasPrefix("tokens/global") }.merging(
            ["tokens/global/plain.json": #"{ "space": { "md": { "value": "8px", "type": "dimension" } } }"#]) { $1 },
            inputs: ["tokens"], strict: false)
        #expect(run.errors.isEmpty)
        #expect(!run.diagnostics.all.contains { $0.message.contains("plain values") })
        #expect(run.value("options.space.one-x") == nil)
    }

    /// A file of tokens that keeps its plain values beside them lends the ones its tokens
    /// reference; a value a token of the input defines stays the token's.
    @Test func plainValuesBesideTokensAreLentToTheTokensThatReferenceThem() throws {
        let run = try FrontEndRun([
            "tokens/palette.json": #"{ "hue": { "red": 0 }, "space": { "unit": 4 }, "size": { "icon": { "value": "{space.unit}px", "type": "dimension" } } }"#,
            "tokens/override.json": #"{ "space": { "unit": { "value": 8, "type": "number" } } }"#,
            "tokens/colors.json": #"{ "color": { "red": { "value": { "h": "{hue.red}", "s": 100, "l": 50 }, "type": "color" } } }"#,
        ], inputs: ["tokens"], strict: false)
        #expect(run.errors.isEmpty)
        #expect(run.warnings.isEmpty)
        guard case .color(let red) = run.value("color.red"), case .dimension(let icon) = run.value("size.icon") else {
            Issue.record("the tokens did not resolve: \(run.warnings)")
            return
        }
        #expect(red.hexString == "#ff0000")
        #expect(icon.points == 8)
        #expect(run.diagnostics.all.contains {
            $0.severity == .note && $0.message.hasSuffix("palette.json' holds 1 plain value without 'value' beside its tokens, "
                                                         + "which tokens reference: they are read as values to reference, not generated")
        })
        #expect(run.value("hue.red") == nil)
    }

    /// Bullhorn's test fixture `variables.json` restates its real tokens as plain values: read after
    /// them, it made 866 tokens values to reference, not generated, and one took the fixture's value.
    /// A plain value that another file defines as a token is that token's; the rest are lent.
    @Test func plainValuesNeverReplaceTokensOfOtherFiles() throws {
        let run = try FrontEndRun([
            "src/color.json": ##"{ "color": { "black": { "value": "#000000", "type": "color" }, "border": { "value": "#dbdbdb", "type": "color" } } }"##,
            "src/semantic.json": ##"{ "color": { "border-default": { "value": "{color.border}", "type": "color" }, "rule": { "value": "{color.grey}", "type": "color" } } }"##,
            "test/variables.json": ##"{ "color": { "black": "#000000", "border": "#cccccc", "grey": "#888888" } }"##,
        ], inputs: ["src", "test/variables.json"], strict: false)
        #expect(run.errors.isEmpty && run.warnings.isEmpty, "\(run.errors) \(run.warnings)")
        guard case .color(let border) = run.value("color.border-default"), case .color(let rule) = run.value("color.rule") else {
            Issue.record("the tokens did not resolve")
            return
        }
        #expect(border.hexString == "#dbdbdb" && rule.hexString == "#888888")
        #expect(run.value("color.black") != nil && run.value("color.border") != nil)
        #expect(run.tokens?.skipped.map(\.path.description) == ["color.grey"])
        #expect(run.diagnostics.all.contains { $0.severity == .note && $0.message.hasSuffix(
            "variables.json' holds 3 plain values without 'value', which other files reference: they are read as values to "
                + "reference, not generated; 2 of them other files define as tokens, whose definitions are used") })
    }
}
