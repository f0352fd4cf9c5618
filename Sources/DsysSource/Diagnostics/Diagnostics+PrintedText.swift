extension Diagnostics {
    /// At most this many diagnostics are printed; the rest are counted.
    public static let printedLimit = 200

    /// The diagnostics as dsys prints them to standard error, compiler-style and sorted, with a
    /// closing count; terminal controls quoted from the input are shown escaped (`\u{1B}`).
    public var printedText: String {
        let sorted = self.sorted
        var text = ""
        for diagnostic in sorted.prefix(Self.printedLimit) { text += TerminalText.escapingControls(diagnostic.description) + "\n" }
        if sorted.count > Self.printedLimit { text += "dsys: note: \(sorted.count - Self.printedLimit) more diagnostics not shown\n" }
        let errors = sorted.filter { $0.severity == .error }.count
        let warnings = sorted.filter { $0.severity == .warning }.count
        if errors + warnings > 0 {
            text += "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")\n"
        }
        return text
    }
}
