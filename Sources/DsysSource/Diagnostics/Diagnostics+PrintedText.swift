extension Diagnostics {
    /// At most this many diagnostics are printed; the rest are counted.
    public static let printedLimit = 200

    /// The diagnostics as dsys prints them to standard error, compiler-style and sorted, with a
    /// closing count; terminal controls quoted from the input are shown escaped (`\u{1B}`).
    ///
    /// Past `printedLimit`, errors are printed before any warning or note is: a set with hundreds of
    /// warnings must not hide the few errors that stopped the run behind them. The warnings and notes
    /// printed then are shared out among their kinds (`kind(of:)`): 583 tokens of an unknown type must
    /// not hide the 255 that reference a file not given.
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

    /// `printedLimit` of `sorted`, in their sorted order: the first errors, then the others taken
    /// kind by kind in rounds (the first of each kind, then the second of each, …).
    private static func shown(_ sorted: [Diagnostic]) -> [Diagnostic] {
        guard sorted.count > printedLimit else { return sorted }
        let errors = sorted.filter { $0.severity == .error }.prefix(printedLimit)
        var kinds: [String] = []
        var byKind: [String: [Diagnostic]] = [:]
        for diagnostic in sorted where diagnostic.severity != .error {
            let kind = kind(of: diagnostic.message)
            if byKind[kind] == nil { kinds.append(kind) }
            byKind[kind, default: []].append(diagnostic)
        }
        var others: [Diagnostic] = []
        var round = 0
        while others.count < printedLimit - errors.count {
            let taken = kinds.compactMap { kind in byKind[kind].flatMap { round < $0.count ? $0[round] : nil } }
            guard !taken.isEmpty else { break }
            others += taken.prefix(printedLimit - errors.count - others.count)
            round += 1
        }
        return (Array(errors) + others).sorted()
    }

    /// What a message says with the names and numbers it quotes left out: the warnings that
    /// `unknown $type 'component' on 'alert.radius'` and `… on 'alert.color'` are of one kind.
    /// Read byte by byte (quotes and digits are ASCII): a set of 100k tokens can have thousands of
    /// warnings, and walking them character by character took 37 ms of the run's end.
    static func kind(of message: String) -> String {
        var kind: [UInt8] = []
        kind.reserveCapacity(message.utf8.count)
        var quote: UInt8?
        for byte in message.utf8 {
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\"") {
                quote = byte
                kind.append(UInt8(ascii: "_"))
            } else if !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                kind.append(byte)
            }
        }
        return String(decoding: kind, as: UTF8.self)
    }
}
