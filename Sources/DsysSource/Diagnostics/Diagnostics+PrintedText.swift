extension Diagnostics {
    /// At most this many diagnostics are printed; the rest are counted.
    public static let printedLimit = 200

    /// The diagnostics as dsys prints them to standard error, compiler-style and sorted, with a
    /// closing count; terminal controls quoted from the input are shown escaped (`\u{1B}`).
    ///
    /// Past `printedLimit`, errors are printed before any warning or note is: a set with hundreds of
    /// warnings must not hide the few errors that stopped the run behind them.
    public var printedText: String {
        let sorted = self.sorted
        var text = ""
        for diagnostic in Self.shown(sorted) { text += TerminalText.escapingControls(diagnostic.description) + "\n" }
        let errors = sorted.filter { $0.severity == .error }.count
        let warnings = sorted.filter { $0.severity == .warning }.count
        if sorted.count > Self.printedLimit {
            let hiddenErrors = max(0, errors - Self.printedLimit)
            let hidden = sorted.count - Self.printedLimit
            text += "dsys: note: \(hidden) more diagnostics not shown"
                + (hiddenErrors > 0 ? " (\(hiddenErrors) of them errors)\n" : ", none of them an error\n")
        }
        if errors + warnings > 0 {
            text += "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")\n"
        }
        return text
    }

    /// The first `printedLimit` of `sorted`, errors first, in their sorted order.
    private static func shown(_ sorted: [Diagnostic]) -> [Diagnostic] {
        guard sorted.count > printedLimit else { return sorted }
        let errors = sorted.filter { $0.severity == .error }.prefix(printedLimit)
        let others = sorted.lazy.filter { $0.severity != .error }.prefix(printedLimit - errors.count)
        return (Array(errors) + others).sorted()
    }
}
