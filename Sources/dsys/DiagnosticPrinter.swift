import DsysCore

/// Prints diagnostics compiler-style to standard error (`Diagnostics.printedText`).
enum DiagnosticPrinter {
    static func print(_ diagnostics: Diagnostics) {
        StandardError.write(diagnostics.printedText)
    }
}
