/// `dsys diff`'s output: plain text for the terminal, or Markdown for a pull-request comment (where
/// GitHub shows a color swatch beside every `#rrggbb` code span).
public enum APIDiffReport {
    public enum Format: String, Sendable, CaseIterable { case text, markdown }

    public static func render(_ diff: APIDiff, format: Format) -> String {
        switch format {
        case .text: text(diff)
        case .markdown: markdown(diff)
        }
    }

    private static func text(_ diff: APIDiff) -> String {
        guard !diff.isEmpty else { return "No changes to the generated Swift API.\n" }
        var lines: [String] = []
        func section(_ title: String, _ entries: [String]) {
            guard !entries.isEmpty else { return }
            lines.append("\(title) (\(entries.count)):")
            lines += entries.map { "  " + $0 }
        }
        section("Breaking", diff.removed.map { "- removed \($0.name) (\($0.tokenPath))" }
                + diff.renamed.map { "- renamed \($0.old.name) → \($0.new.name) (\(renamedPaths($0.old, $0.new)))" })
        section("Added", diff.added.map { "+ \($0.name) (\($0.tokenPath))" })
        section("Changed values", diff.changed.map { change in
            "~ \(change.symbol) (\(change.tokenPath)): " + change.changes.map {
                appearanceText($0.appearance) + " \(ValueText.describe($0.before)) → \(ValueText.describe($0.after))"
            }.joined(separator: "; ")
        })
        section("Deprecated", diff.deprecated.map { "! \($0.name) (\($0.tokenPath))" + (deprecationReason($0).map { ": \($0)" } ?? "") })
        section("Contrast regressions", diff.contrastRegressions.map(contrastText))
        lines.append(summary(diff))
        return lines.joined(separator: "\n") + "\n"
    }

    private static func markdown(_ diff: APIDiff) -> String {
        var lines = ["## Design token API changes", ""]
        guard !diff.isEmpty else { return (lines + ["No changes to the generated Swift API."]).joined(separator: "\n") + "\n" }
        lines += [summary(diff).replacingOccurrences(of: "Breaking:", with: "**Breaking:**"), ""]
        func table(_ title: String, _ header: [String], _ rows: [[String]]) {
            guard !rows.isEmpty else { return }
            lines += ["### \(title)", "", "| " + header.joined(separator: " | ") + " |",
                      "|" + String(repeating: " --- |", count: header.count)]
            lines += rows.map { "| " + $0.joined(separator: " | ") + " |" }
            lines.append("")
        }
        table("Breaking", ["change", "constant", "token"],
              diff.removed.map { ["removed", code($0.name), code($0.tokenPath)] }
              + diff.renamed.map { ["renamed", code($0.old.name) + " → " + code($0.new.name), renamedPaths($0.old, $0.new, quote: code)] })
        table("Added", ["constant", "token"], diff.added.map { [code($0.name), code($0.tokenPath)] })
        table("Changed values", ["constant", "appearance", "before", "after"], diff.changed.flatMap { change in
            change.changes.map { [code(change.symbol), appearanceText($0.appearance), code(ValueText.describe($0.before)), code(ValueText.describe($0.after))] }
        })
        table("Deprecated", ["constant", "token", "reason"],
              diff.deprecated.map { [code($0.name), code($0.tokenPath), cell(deprecationReason($0) ?? "")] })
        table("Contrast regressions", ["pair", "appearance", "before", "after", "minimum"], diff.contrastRegressions.map {
            [code($0.check.foreground) + " on " + code($0.check.background), "\($0.appearance)", ratio($0.before), ratio($0.after),
             ratio($0.check.minimum)]
        })
        return lines.joined(separator: "\n")
    }

    /// `Breaking: 1 removed, 1 renamed. 2 added, 1 changed, …` in one line.
    private static func summary(_ diff: APIDiff) -> String {
        let rest = "\(diff.added.count) added, \(diff.changed.count) changed, \(diff.deprecated.count) deprecated, "
            + "\(diff.contrastRegressions.count) contrast regression\(diff.contrastRegressions.count == 1 ? "" : "s")."
        guard diff.isBreaking else { return "Not breaking. " + rest }
        return "Breaking: \(diff.removed.count) removed, \(diff.renamed.count) renamed. " + rest
    }

    private static func renamedPaths(_ old: APISurface.Symbol, _ new: APISurface.Symbol, quote: (String) -> String = { $0 }) -> String {
        old.tokenPath == new.tokenPath ? quote(old.tokenPath) : quote(old.tokenPath) + " → " + quote(new.tokenPath)
    }

    private static func deprecationReason(_ symbol: APISurface.Symbol) -> String? {
        if case .deprecatedWithReason(let reason) = symbol.deprecation { return reason }
        return nil
    }

    private static func contrastText(_ regression: APIDiff.ContrastRegression) -> String {
        "! \(regression.check.foreground) on \(regression.check.background) (\(regression.appearance)): "
            + "\(ratio(regression.before)) → \(ratio(regression.after)), minimum \(ratio(regression.check.minimum))"
    }

    /// `light`, `dark`, …, or `all` for a change that is the same in every appearance.
    private static func appearanceText(_ appearance: Appearance?) -> String { appearance.map(\.description) ?? "all" }

    private static func ratio(_ value: Double) -> String { SwiftNumbers.rounded(value, places: 2) + ":1" }

    /// A Markdown code span holding `text` (a longer fence when the text has backticks), safe in a table cell.
    private static func code(_ text: String) -> String {
        let fence = text.contains("`") ? "``" : "`"
        return fence + (fence.count > 1 ? " " : "") + cell(text) + (fence.count > 1 ? " " : "") + fence
    }

    /// Text safe inside a Markdown table cell: pipes escaped, line breaks as spaces.
    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
