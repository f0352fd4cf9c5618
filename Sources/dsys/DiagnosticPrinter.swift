import DsysCore
import Foundation

/// Prints diagnostics compiler-style to standard error, and the closing summary.
enum DiagnosticPrinter {
    /// At most this many diagnostics are printed; the rest are counted.
    static let limit = 200

    static func print(_ diagnostics: Diagnostics) {
        StandardError.write(text(of: diagnostics))
    }

    /// What `print` prints; terminal controls quoted from the input are shown escaped (`\u{1B}`).
    static func text(of diagnostics: Diagnostics) -> String {
        let sorted = diagnostics.sorted
        var text = ""
        for diagnostic in sorted.prefix(limit) { text += TerminalText.escapingControls(diagnostic.description) + "\n" }
        if sorted.count > limit { text += "dsys: note: \(sorted.count - limit) more diagnostics not shown\n" }
        let errors = sorted.filter { $0.severity == .error }.count
        let warnings = sorted.filter { $0.severity == .warning }.count
        if errors + warnings > 0 {
            text += "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")\n"
        }
        return text
    }
}
