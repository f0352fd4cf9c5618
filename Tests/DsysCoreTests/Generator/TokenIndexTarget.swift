import DsysCore

/// A target written outside DsysCore with its public API only (this file does not use
/// `@testable`): `tokens.txt`, one emitted token a line with its Swift symbols, then the design
/// model's colors and spacing by their member names, as the built-in targets see them.
/// `TargetPluginTests` passes it to the pipeline to show that a new output is one type.
struct TokenIndexTarget: Target {
    /// Where the index goes, relative to the output folder.
    var path = "tokens.txt"

    var name: String { "token index" }

    func files(for model: DesignModel, diagnostics: inout Diagnostics) -> [GeneratedFile] {
        var text = "# \(model.moduleName)\n"
        for record in model.account.records {
            guard case .emitted(let symbols, _) = record.outcome else { continue }
            text += "\(record.path.description): \(symbols.joined(separator: ", "))\n"
        }
        for (category, tokens) in [("colors", model.system.colors), ("spacing", model.system.spacing)] {
            let names = tokens.map { ($0.groups + [$0.member]).map(\.name).joined(separator: ".") }
            text += "\(category): \(names.joined(separator: ", "))\n"
        }
        return [GeneratedFile(path: path, contents: text)]
    }
}
