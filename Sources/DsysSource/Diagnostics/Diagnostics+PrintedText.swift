extension Diagnostics {
    /// At most this many diagnostics are printed; the rest are counted.
    public static let printedLimit = 200
    /// A kind of warning or note (`kind(of:)`) with more than this many diagnostics is folded: its
    /// first `foldedKindShown` are printed, and one note counts the rest.
    public static let foldedKindLimit = 5
    static let foldedKindShown = 3

    /// The diagnostics as dsys prints them to standard error (`printedText(showingEvery:)`).
    public var printedText: String { printedText(showingEvery: false) }

    /// The diagnostics as dsys prints them to standard error, compiler-style and sorted, with a
    /// closing count; terminal controls quoted from the input are shown escaped (`\u{1B}`).
    /// `showingEvery` prints every one of them (`--all-warnings`); otherwise:
    ///
    /// - A warning or note repeated for many tokens (86 line heights read as points, 130
    ///   composition tokens) is folded: its first few are printed, and a note says how many more
    ///   of that kind there are, where the first one is, and how to see them all. Errors are never
    ///   folded: each names something to fix.
    /// - Past `printedLimit`, errors are printed before any warning or note is: a set with hundreds
    ///   of warnings must not hide the few errors that stopped the run behind them. The warnings and
    ///   notes printed then are shared out among their kinds: 583 tokens of an unknown type must not
    ///   hide the 255 that reference a file not given.
    public func printedText(showingEvery: Bool) -> String {
        let sorted = self.sorted
        let (kept, folds) = showingEvery ? (sorted, []) : Self.folded(sorted)
        let limit = showingEvery ? Int.max : Self.printedLimit
        var text = ""
        for diagnostic in Self.shown(kept, limit: limit) { text += TerminalText.escapingControls(diagnostic.description) + "\n" }
        for fold in folds {
            let plural = fold.count == 1 ? fold.example.severity.rawValue : fold.example.severity.rawValue + "s"
            let excerpt = TerminalText.escapingControls(Self.opening(of: fold.example.message))
            let place = fold.example.location.map { "the one at \($0) (\(excerpt))" } ?? excerpt
            text += "dsys: note: \(fold.count) more \(plural) like \(place) not shown; --all-warnings prints every one\n"
        }
        let errors = sorted.filter { $0.severity == .error }.count
        let warnings = sorted.filter { $0.severity == .warning }.count
        if kept.count > limit {
            let hiddenErrors = max(0, errors - limit)
            let hidden = kept.count - limit
            text += "dsys: note: \(hidden) more diagnostics not shown"
                + (hiddenErrors > 0 ? " (\(hiddenErrors) of them errors)\n" : ", none of them an error\n")
        }
        if errors + warnings > 0 {
            text += "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")\n"
        }
        return text
    }

    /// The words a folded kind's note quotes from its first diagnostic, so two notes whose first
    /// diagnostics share a place say which kind each counts: the message's first
    /// `foldedExcerptLength` characters, cut after a whole word, in double quotes.
    static func opening(of message: String) -> String {
        guard message.count > foldedExcerptLength else { return "\"\(message)\"" }
        let cut = message.prefix(foldedExcerptLength)
        let words = cut.lastIndex(of: " ").map { cut[..<$0] } ?? cut
        return "\"\(words)…\""
    }

    /// How many characters of a folded kind's first message its note quotes at most.
    static let foldedExcerptLength = 60

    /// A kind of diagnostic left out of the printed ones but for its first few.
    private struct Fold {
        /// The first diagnostic of the kind.
        var example: Diagnostic
        /// How many of the kind are left out.
        var count: Int
    }

    /// `sorted` without the diagnostics past the first `foldedKindShown` of each kind of warning or
    /// note that has more than `foldedKindLimit`, and those kinds, in the order they first appear.
    private static func folded(_ sorted: [Diagnostic]) -> (kept: [Diagnostic], folds: [Fold]) {
        var kinds: [String: Int] = [:]
        let kindKeys = sorted.map { $0.severity == .error ? nil : $0.severity.rawValue + ":" + kind(of: $0.message) }
        for key in kindKeys.compactMap({ $0 }) { kinds[key, default: 0] += 1 }
        var kept: [Diagnostic] = []
        var folds: [Fold] = []
        var foldIndex: [String: Int] = [:]
        var firstOfKind: [String: Diagnostic] = [:]
        var seen: [String: Int] = [:]
        for (diagnostic, key) in zip(sorted, kindKeys) {
            guard let key, let count = kinds[key], count > foldedKindLimit else {
                kept.append(diagnostic)
                continue
            }
            seen[key, default: 0] += 1
            if seen[key]! == 1 { firstOfKind[key] = diagnostic }
            if seen[key]! <= foldedKindShown {
                kept.append(diagnostic)
            } else if let index = foldIndex[key] {
                folds[index].count += 1
            } else {
                foldIndex[key] = folds.count
                folds.append(Fold(example: firstOfKind[key] ?? diagnostic, count: 1))
            }
        }
        return (kept, folds)
    }

    /// `limit` of `sorted`, in their sorted order: the first errors, then the others taken kind by
    /// kind in rounds (the first of each kind, then the second of each, …).
    private static func shown(_ sorted: [Diagnostic], limit: Int) -> [Diagnostic] {
        guard sorted.count > limit else { return sorted }
        let errors = sorted.filter { $0.severity == .error }.prefix(limit)
        var kinds: [String] = []
        var byKind: [String: [Diagnostic]] = [:]
        for diagnostic in sorted where diagnostic.severity != .error {
            let kind = kind(of: diagnostic.message)
            if byKind[kind] == nil { kinds.append(kind) }
            byKind[kind, default: []].append(diagnostic)
        }
        var others: [Diagnostic] = []
        var round = 0
        while others.count < limit - errors.count {
            let taken = kinds.compactMap { kind in byKind[kind].flatMap { round < $0.count ? $0[round] : nil } }
            guard !taken.isEmpty else { break }
            others += taken.prefix(limit - errors.count - others.count)
            round += 1
        }
        return (Array(errors) + others).sorted()
    }

    /// What a message says with the names and numbers it quotes left out (a number's decimal point
    /// too, but not a sentence's full stop after it): the warnings that
    /// `unknown $type 'component' on 'alert.radius'` and `… on 'alert.color'` are of one kind.
    /// Read byte by byte (quotes and digits are ASCII): a set of 100k tokens can have thousands of
    /// warnings, and walking them character by character took 37 ms of the run's end.
    static func kind(of message: String) -> String {
        var kind: [UInt8] = []
        kind.reserveCapacity(message.utf8.count)
        let bytes = Array(message.utf8)
        let isDigit = { (index: Int) in bytes.indices.contains(index) && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) }
        var quote: UInt8?
        for (index, byte) in bytes.enumerated() {
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\"") {
                quote = byte
                kind.append(UInt8(ascii: "_"))
            } else if !isDigit(index), !(byte == UInt8(ascii: ".") && isDigit(index - 1) && isDigit(index + 1)) {
                // A decimal point goes with its digits: `50%` and `137.5%` are of one kind.
                kind.append(byte)
            }
        }
        return String(decoding: kind, as: UTF8.self)
    }
}
