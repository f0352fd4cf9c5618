import DsysCore

/// Prints diagnostics compiler-style to standard error (`Diagnostics.printedText(showingEvery:)`).
enum DiagnosticPrinter {
    /// Prints `diagnostics`, every one of them when `input` asks for it (`--all-warnings`),
    /// otherwise with repeated warnings folded.
    static func print(_ diagnostics: Diagnostics, for input: InputOptions? = nil) {
        StandardError.write(diagnostics.printedText(showingEvery: input?.showsEveryWarning ?? false))
    }
}
