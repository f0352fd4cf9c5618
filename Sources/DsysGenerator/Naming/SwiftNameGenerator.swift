/// Turns token path segments (any strings at all) into Swift names.
///
/// The steps, all deterministic and locale-free:
/// 1. ``words(_:)`` splits each segment into words at anything that is not a letter, digit or
///    combining mark, and at camel-case boundaries. Letters and digits stay together
///    (`p500`, `h1`, `2xl`, `primary500` are one word each).
/// 2. Words are joined as lowerCamel or UpperCamel. A name that would start with a digit gets
///    ``digitPrefix`` in front.
/// 3. Names Swift reserves are fixed: keywords are backticked (members) or get `_` appended (types);
///    names backticks cannot fix (`Type`, `self`, `init`, …) always get `_` appended.
///
/// Every name it returns passes ``SwiftIdentifier/isValid(_:)``.
public struct SwiftNameGenerator: Sendable {
    /// How words are joined.
    public enum Case: Sendable {
        /// `actionPrimary`: the first word lower-case, the others capitalised.
        case lowerCamel
        /// `ActionPrimary`: every word capitalised.
        case upperCamel
    }

    /// Put before a name that would start with a digit: `_` (the default) makes `_100`,
    /// `shade` makes `shade100` (and `Shade100` for a type).
    public let digitPrefix: String

    /// The word used when the segments contain no characters at all.
    private static let emptyNameWord = "unnamed"

    /// `digitPrefix` must itself be a valid identifier; anything else falls back to `_`.
    public init(digitPrefix: String = "_") {
        self.digitPrefix = SwiftIdentifier.isValid(digitPrefix) ? digitPrefix : "_"
    }

    // MARK: - Names

    /// A member name (`static let`, enum case, func) in lowerCamel, after an optional prefix word
    /// (prefix `ds` gives `dsActionPrimary`). Keywords are backticked in
    /// ``SwiftIdentifier/rendered``; names backticks cannot fix get `_` appended (`self_`).
    public func memberName(_ segments: [String], prefix: String? = nil) -> SwiftIdentifier {
        memberName(words: words(segments), prefix: prefix)
    }

    /// `memberName(_:prefix:)` of segments whose ``words(_:)`` are `segmentWords`.
    func memberName(words segmentWords: [String], prefix: String? = nil) -> SwiftIdentifier {
        let name = startingWithNonDigit(joined(prefixed(segmentWords, by: prefix), as: .lowerCamel), as: .lowerCamel)
        let safeName = SwiftKeywords.isUnfixableByBackticks(name) ? name + "_" : name
        return identifier(safeName, as: .lowerCamel)
    }

    /// A type name (enum namespace, struct) in UpperCamel. Keywords, `Type`, `Protocol`, `Self`,
    /// `Any`, the module names in ``SwiftKeywords/moduleNames`` and the types of
    /// ``SwiftKeywords/bareValueTypeNames`` get `_` appended, so a type name never needs backticks
    /// and never shadows a module or a type the declarations inside it name.
    public func typeName(_ segments: [String], prefix: String? = nil) -> SwiftIdentifier {
        typeName(words: words(segments), prefix: prefix)
    }

    /// `typeName(_:prefix:)` of segments whose ``words(_:)`` are `segmentWords`.
    func typeName(words segmentWords: [String], prefix: String? = nil) -> SwiftIdentifier {
        let name = startingWithNonDigit(joined(prefixed(segmentWords, by: prefix), as: .upperCamel), as: .upperCamel)
        let isReserved = SwiftKeywords.lexerKeywords.contains(name)
            || SwiftKeywords.isUnfixableByBackticks(name)
            || SwiftKeywords.moduleNames.contains(name)
            || SwiftKeywords.bareValueTypeNames.contains(name)
        return identifier(isReserved ? name + "_" : name, as: .upperCamel)
    }

    /// A file or asset name (for example a `.colorset` folder) made of ASCII letters and digits only:
    /// the lowerCamel name, with each other character spelled `U` + at least four upper-case hex
    /// digits (`café` → `cafU00E9`). It may start with a digit. Case-insensitive file systems can
    /// still make two of them clash; `NameCollisionDetector.fileNameCollisions(in:)` finds those.
    public func assetName(_ segments: [String]) -> String {
        let name = joined(prefixed(words(segments), by: nil), as: .lowerCamel)
        var ascii = ""
        for scalar in name.unicodeScalars {
            if Self.isASCIILetterOrDigit(scalar) {
                ascii.unicodeScalars.append(scalar)
            } else {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                ascii += "U" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            }
        }
        return ascii
    }

    /// Joins words as lowerCamel or UpperCamel. Words that are all upper-case (acronyms from
    /// ``words(_:)``) stay upper-case unless they come first in lowerCamel: `["HTTP", "proxy"]`
    /// gives `httpProxy` and `HTTPProxy`. A word that starts with a digit after one that ends with a
    /// digit is joined with `_`, so the numbers stay apart: `space.1.5x` is `space1_5x`, not the
    /// `space15x` of `space.15x`. Does not add ``digitPrefix``.
    public func joined(_ words: [String], as style: Case) -> String {
        var name = ""
        for (index, word) in words.enumerated() {
            if index > 0, Self.isDigit(name.utf8.last), Self.isDigit(word.utf8.first) { name += "_" }
            if index == 0 && style == .lowerCamel {
                Self.appendLowercased(word, to: &name)
            } else {
                Self.appendCapitalized(word, to: &name)
            }
        }
        return name
    }

    private static func isDigit(_ byte: UInt8?) -> Bool {
        byte.map { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } ?? false
    }

    /// Appends `word.lowercased()`; a word that is lower-case ASCII already (what ``words(_:)``
    /// gives for most segments) is appended as it is, without making a lower-cased copy.
    private static func appendLowercased(_ word: String, to name: inout String) {
        if word.utf8.allSatisfy({ $0 < 0x80 && !(UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }) {
            name += word
        } else {
            name += word.lowercased()
        }
    }

    /// Appends `capitalized(word)`; a word starting with a lower-case ASCII letter gets that letter
    /// upper-cased and the rest appended in place, without the intermediate strings, and one starting
    /// with any other ASCII character but `_` (a digit, a capital) is appended as it is.
    private static func appendCapitalized(_ word: String, to name: inout String) {
        guard let first = word.utf8.first, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first) else {
            if let first = word.utf8.first, first < 0x80, first != UInt8(ascii: "_") {
                name += word
            } else {
                name += capitalized(word)
            }
            return
        }
        name.unicodeScalars.append(Unicode.Scalar(first - 0x20))
        name += Substring(word.unicodeScalars.dropFirst())
    }

    // MARK: - Words

    /// The words of a list of segments, each segment split on its own.
    ///
    /// - Separators: every character that is not a letter, decimal digit or combining mark
    ///   (`-`, `_`, `.`, `/`, `+`, space, `$`, emoji, symbols, invisible format characters).
    /// - Camel-case boundaries: before an upper-case letter that follows a lower-case or uncased
    ///   letter (`actionPrimary`), that ends an acronym (`HTTPProxy` → `HTTP`, `Proxy`), or that
    ///   starts a capitalised word after a digit (`h1Title` → `h1`, `Title`). Letters and digits
    ///   are never split apart.
    /// - Case: words are lower-cased, except all-capital words of two or more letters in a segment
    ///   that also has lower-case letters (acronyms: `HTTP_Proxy` → `HTTP`, `proxy`). A segment
    ///   without lower-case letters is treated as shouting: `ALLCAPS` → `allcaps`.
    /// - Non-ASCII letters are kept when Swift allows them in identifiers (`café`, `日本語`).
    /// - What tells two paths apart survives: a segment that is a negative number starts with the
    ///   word `minus` (`-100` → `minus`, `100`, so `z-index.-100` is `minus100` beside `_100`), and
    ///   a segment's leading underscores stay in front of its first word (`_size` → `_size`, so
    ///   `_size.4` is `_size4`, type `_Size`, beside `size4`); a trailing `+` ends it with the word
    ///   `plus` (`sm+` → `smPlus` beside `sm`); a number after a separator and a `-` is negative
    ///   (`step--2` → `step`, `minus`, `2`, beside `step-2`).
    /// - An apostrophe inside a word is dropped, not a break (`Harper's` → `harpers`).
    /// - A segment with characters but no word is spelled as `u` + the hex of each scalar
    ///   (`😀` → `u1f600`, `$$$` → `u24`, `u24`, `u24`), so it never vanishes. An empty segment
    ///   gives no words.
    public func words(_ segments: [String]) -> [String] {
        segments.flatMap(Self.words(ofSegment:))
    }

    /// What splitting and casing need to know about a scalar that belongs in a word.
    private enum ScalarKind {
        case upper, lower, digit, mark, uncasedLetter
    }

    private struct WordScalar {
        var scalar: Unicode.Scalar
        var kind: ScalarKind
    }

    private static func words(ofSegment segment: String) -> [String] {
        // Lower-case ASCII letters and digits (`palette`, `100`, `p500`) are one word as they are:
        // no separator, no case boundary, nothing to lower-case.
        if !segment.isEmpty, segment.utf8.allSatisfy({ (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) }) {
            return [segment]
        }
        let runs = wordRuns(in: segment)
        let runWords = runs.map { splitAtCaseBoundaries($0.scalars) }
        guard runWords.contains(where: { !$0.isEmpty }) else { return hexWords(segment) }
        let keepsAcronyms = runWords.contains { $0.contains { word in word.contains { $0.kind == .lower } } }
        var words: [String] = []
        for (run, rawWords) in zip(runs, runWords) {
            // A sign after a separator (Wahoo's `step--2` beside `step-2`): dropping it gave both one name.
            if run.isNegativeNumber { words.append(minusWord) }
            words += rawWords.map { word in
                let text = String(String.UnicodeScalarView(word.map(\.scalar)))
                return keepsAcronyms && isAcronym(word) ? text : text.lowercased()
            }
        }
        let scalars = segment.unicodeScalars
        // A sign before a word too (3jane's `space.-xl` beside `space.xl`): dropping it would give the
        // negative size the positive one's name. CSS's `--name` is no sign.
        if scalars.first == "-", let next = scalars.dropFirst().first, next != "-", wordScalarKind(next) != nil {
            words.insert(minusWord, at: 0)
        } else if scalars.first == "_" {
            words[0] = String(repeating: "_", count: scalars.prefix { $0 == "_" }.count) + words[0]
        }
        // A trailing plus too (Esri Calcite's `sm+` beside `sm`): dropping it gave both one name.
        if scalars.last == "+" { words.append(plusWord) }
        return words
    }

    /// The word a trailing plus becomes (`sm+` → `smPlus`).
    static let plusWord = "plus"

    /// The word a leading sign becomes (`-100` → `minus100`, `-xl` → `minusXl`).
    static let minusWord = "minus"

    /// A maximal run of word scalars, and whether a minus sign after a separator stands before it.
    private struct WordRun {
        var scalars: [WordScalar] = []
        /// A number that a `-` written after another separator makes negative (`--2` in `step--2`).
        var isNegativeNumber = false
    }

    /// The maximal runs of word scalars. A combining mark with no letter before it in its run is
    /// dropped, so a run never starts with one. An apostrophe between two letters is dropped inside
    /// the word (`Harper's` → `Harpers`, not `harperS`).
    private static func wordRuns(in segment: String) -> [WordRun] {
        var runs: [WordRun] = []
        var run = WordRun()
        let scalars = segment.unicodeScalars
        // The separators since the last run, up to two: the last two tell a sign (`-` after another).
        var separators: (Unicode.Scalar?, Unicode.Scalar?) = (nil, nil)
        var index = scalars.startIndex
        while index != scalars.endIndex {
            let scalar = scalars[index]
            index = scalars.index(after: index)
            if let kind = wordScalarKind(scalar) {
                if run.scalars.isEmpty && kind == .mark { continue }
                if run.scalars.isEmpty {
                    run.isNegativeNumber = kind == .digit && !runs.isEmpty && separators.1 == "-" && separators.0 != nil
                }
                run.scalars.append(WordScalar(scalar: scalar, kind: kind))
                separators = (nil, nil)
            } else if isApostrophe(scalar), let last = run.scalars.last, last.kind != .digit,
                      index != scalars.endIndex, let next = wordScalarKind(scalars[index]), next != .digit, next != .mark {
                continue
            } else {
                if !run.scalars.isEmpty {
                    runs.append(run)
                    run = WordRun()
                }
                separators = (separators.1, scalar)
            }
        }
        if !run.scalars.isEmpty { runs.append(run) }
        return runs
    }

    /// A typewriter or typographic apostrophe (`'`, `’`).
    private static func isApostrophe(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "'" || scalar == "\u{2019}"
    }

    /// The kind of `scalar` if it is a letter, decimal digit or combining mark that Swift allows
    /// after an identifier's first character; `nil` for separators. Invisible (default-ignorable)
    /// scalars such as variation selectors are separators.
    private static func wordScalarKind(_ scalar: Unicode.Scalar) -> ScalarKind? {
        switch scalar.value {
        case 0x41...0x5A: return .upper
        case 0x61...0x7A: return .lower
        case 0x30...0x39: return .digit
        case 0..<0x80: return nil
        default: break
        }
        let properties = scalar.properties
        guard !properties.isDefaultIgnorableCodePoint, SwiftIdentifier.isIdentifierCharacter(scalar) else {
            return nil
        }
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return .mark
        case .decimalNumber: return .digit
        default:
            guard properties.isAlphabetic else { return nil }
            return properties.isUppercase ? .upper : properties.isLowercase ? .lower : .uncasedLetter
        }
    }

    static func isASCIILetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && isASCIILetterOrDigit(UInt8(scalar.value))
    }

    /// `isASCIILetterOrDigit` of a UTF-8 byte: a string whose bytes all pass is ASCII letters and digits.
    static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
        default: false
        }
    }

    /// Splits a run before each upper-case letter that starts a word. Combining marks belong to
    /// the letter before them and are skipped when looking at neighbours.
    private static func splitAtCaseBoundaries(_ run: [WordScalar]) -> [ArraySlice<WordScalar>] {
        var words: [ArraySlice<WordScalar>] = []
        var wordStart = run.startIndex
        var previous: ScalarKind?
        for index in run.indices where run[index].kind != .mark {
            let kind = run[index].kind
            if kind == .upper, let previous {
                let next = run[(index + 1)...].first { $0.kind != .mark }?.kind
                let isBoundary = previous == .upper || previous == .digit ? next == .lower : true
                if isBoundary {
                    words.append(run[wordStart..<index])
                    wordStart = index
                }
            }
            previous = kind
        }
        words.append(run[wordStart...])
        return words
    }

    /// Two or more upper-case letters and no lower-case ones (`HTTP`, `UI`, `HTTP2`).
    private static func isAcronym(_ word: ArraySlice<WordScalar>) -> Bool {
        !word.contains { $0.kind == .lower } && word.count { $0.kind == .upper } >= 2
    }

    private static func hexWords(_ text: String) -> [String] {
        text.unicodeScalars.map { "u" + String($0.value, radix: 16) }
    }

    // MARK: - Assembly

    /// The words of the prefix, then `segmentWords`; one placeholder word if there are none.
    private func prefixed(_ segmentWords: [String], by prefix: String?) -> [String] {
        // Without a prefix the words are returned as they are, not copied into a new array.
        let all = prefix.map { words([$0]) + segmentWords } ?? segmentWords
        return all.isEmpty ? [Self.emptyNameWord] : all
    }

    /// `name` with ``digitPrefix`` in front when it starts with a decimal digit (of any script).
    private func startingWithNonDigit(_ name: String, as style: Case) -> String {
        guard let first = name.unicodeScalars.first,
              first.isASCII ? (0x30...0x39).contains(first.value) : first.properties.generalCategory == .decimalNumber
        else {
            return name
        }
        return (style == .upperCamel ? Self.capitalized(digitPrefix) : digitPrefix) + name
    }

    /// The identifier for `name`. Should case mapping ever turn a letter into something Swift does
    /// not accept, the name's scalars are spelled in hex instead, which is always valid.
    private func identifier(_ name: String, as style: Case) -> SwiftIdentifier {
        SwiftIdentifier(validating: name) ?? SwiftIdentifier(checked: joined(Self.hexWords(name), as: style))
    }

    /// The word with its first scalar after any leading underscores in title case (`naïve` →
    /// `Naïve`, `ǆ` → `ǅ`, `_size` → `_Size`).
    private static func capitalized(_ word: String) -> String {
        let underscores = word.unicodeScalars.prefix { $0 == "_" }.count
        let rest = word.unicodeScalars.dropFirst(underscores)
        guard let first = rest.first else { return word }
        let head = switch first.value {
        case 0x61...0x7A: String(Unicode.Scalar(UInt8(first.value - 0x20)))
        case 0..<0x80: String(first)
        default: first.properties.titlecaseMapping
        }
        return String(repeating: "_", count: underscores) + head + String(rest.dropFirst())
    }
}
