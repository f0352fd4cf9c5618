import DsysSource

/// The readings a run takes of many tokens alike, each said once instead of once per token: the
/// tokens of `$`-keyed files that declare no `$type`, whose type dsys inferred from the value (one
/// warning per file and inferred type, at the first such token and naming the others; Kong's tokens
/// leave it off fifty tokens of one file), type names that are not DTCG types, Style Dictionary's
/// bare-number sizes and the bare numbers it keeps under other length categories, and opacities in
/// percent (`OpacityNumbers`).
struct InferredTypeNotes {
    /// The tokens one note is about: how many (each path once), and the first with its number and location.
    private struct Counted {
        var count = 0
        var first: (path: TokenPath, number: Double, location: SourceLocation)?
        private var paths: Set<TokenPath> = []

        mutating func add(_ path: TokenPath, number: Double, at location: SourceLocation) {
            guard paths.insert(path).inserted else { return }
            count += 1
            if first == nil { first = (path, number, location) }
        }

        /// The note that counts the tokens (`tokens` says how many, `reading` how the first reads)
        /// at the first; nil when none was added.
        func note(
            tokens: (Int) -> String, reading: (_ path: TokenPath, _ number: Double) -> String, hint: String
        ) -> Diagnostic? {
            guard let first else { return nil }
            return Diagnostic(.note, tokens(count) + " " + reading(first.path, first.number),
                              at: first.location, token: first.path.description, hint: hint)
        }
    }

    /// The tokens of one file read as one type, in the order they were met.
    private struct Group {
        var type: TokenType
        var location: SourceLocation
        var paths: [TokenPath]
    }

    /// How many of a group's other tokens its warning names.
    private static let namedOthers = 5

    private var groups: [Group] = []
    /// The Style Dictionary sizes with bare numbers read as lengths (`StyleDictionarySizes`): how many, how
    /// they are written, and the first that is not zero (else the first) with its length and location.
    private var sizes: (count: Int, reading: StyleDictionarySizes.Reading,
                        example: (path: TokenPath, length: Dimension, location: SourceLocation))?
    private var notedSizes: Set<TokenPath> = []
    private var groupIndex: [String: [TokenType: Int]] = [:]
    private var noted: Set<TokenPath> = []
    /// The type names, by file, a DTCG file's tokens give that are not DTCG types (`isFirstUse`).
    private var typeNamesWarned: Set<[String]> = []
    /// Opacity numbers read as percentages (`notePercentOpacity`).
    private var percentOpacities = Counted()
    /// Bare numbers kept under a length category other than `size` (`noteUnitlessLength`).
    private var unitlessLengths = Counted()
    /// Colors written as lists of 0–255 channels (`ByteChannelList`): how many, and the first.
    private var channelLists: (count: Int, example: (path: TokenPath, color: ColorValue, location: SourceLocation))?
    private var notedChannelLists: Set<TokenPath> = []

    /// Notes that the token at `path`, defined at `location`, is read as `type`; a token met again
    /// in another mode is noted once.
    mutating func note(_ path: TokenPath, as type: TokenType, at location: SourceLocation) {
        guard noted.insert(path).inserted else { return }
        if let index = groupIndex[location.file]?[type] {
            groups[index].paths.append(path)
        } else {
            groupIndex[location.file, default: [:]][type] = groups.count
            groups.append(Group(type: type, location: location, paths: [path]))
        }
    }

    /// Whether `file` gives the type name `name`, which is not a DTCG type, for the first time: its
    /// warning is said once per file, not at each of the tokens that declare it (Designers Italia's
    /// 102 such warnings for 9 names).
    mutating func isFirstUse(ofTypeName name: String, in file: String) -> Bool {
        typeNamesWarned.insert([file, name]).inserted
    }

    /// Notes that the Style Dictionary size at `path`, a bare number, is read as `length`, as `reading` says.
    mutating func noteStyleDictionarySize(_ path: TokenPath, as length: Dimension, reading: StyleDictionarySizes.Reading,
                                          at location: SourceLocation) {
        guard notedSizes.insert(path).inserted else { return }
        // The example is the first size that is not zero, which shows the reading best.
        let example = sizes.map { $0.example.length.points == 0 && length.points != 0 ? (path, length, location) : $0.example }
            ?? (path, length, location)
        sizes = (count: (sizes?.count ?? 0) + 1, reading: reading, example: example)
    }

    /// Notes that the opacity at `path`, written `written`, is read as a percentage.
    mutating func notePercentOpacity(_ path: TokenPath, written: Double, at location: SourceLocation) {
        percentOpacities.add(path, number: written, at: location)
    }

    /// Notes that the color at `path`, written as a list of numbers, is read as 0–255 channels (`ByteChannelList`).
    mutating func noteByteChannelList(_ path: TokenPath, as color: ColorValue, at location: SourceLocation) {
        guard notedChannelLists.insert(path).inserted else { return }
        channelLists = (count: (channelLists?.count ?? 0) + 1, example: channelLists?.example ?? (path, color, location))
    }

    /// Notes that the untyped Style Dictionary token at `path`, whose category names a length, keeps
    /// its bare `number` (`StyleDictionarySizes.isUnitlessLength`).
    mutating func noteUnitlessLength(_ path: TokenPath, number: Double, at location: SourceLocation) {
        unitlessLengths.add(path, number: number, at: location)
    }

    /// One warning per group, and one note each for the Style Dictionary sizes, the bare numbers of
    /// other length categories, the opacities in percent and the colors written as lists of numbers.
    func report(into diagnostics: inout Diagnostics) {
        if let channelLists {
            let example = channelLists.example
            let tokens = channelLists.count == 1 ? "1 color is a list of numbers" : "\(channelLists.count) colors are lists of numbers"
            diagnostics.append(Diagnostic(
                .note, "\(tokens), read as red, green and blue from 0 to 255 and an alpha from 0 to 1: '\(example.path)' is "
                    + example.color.hexString,
                at: example.location, token: example.path.description,
                hint: "write them as \"rgb(255 255 255 / 1)\" or DTCG color objects to say which they are"
            ))
        }
        let percentages = percentOpacities.note(
            tokens: { $0 == 1 ? "1 opacity above 1 is a percentage" : "\($0) opacities above 1 are percentages" },
            reading: { path, number in
                "(SwiftUI takes an opacity from 0 to 1): '\(path)' (\(PlainNumberText.plain(number))) is \(PlainNumberText.plain(number / 100))"
            },
            hint: "write an opacity as a fraction from 0 to 1, or as a percentage with its sign (\"40%\"), to say which it is"
        )
        let unitless = unitlessLengths.note(
            tokens: { $0 == 1 ? "1 untyped token with a bare number under a category that names a length is"
                : "\($0) untyped tokens with a bare number under categories that name a length are" },
            reading: { path, number in
                "kept as numbers, not lengths, as Style Dictionary's size transforms read only the 'size' category: '\(path)' is \(PlainNumberText.plain(number))"
            },
            hint: "to make them lengths, write their unit ('4px', '0.25rem') or give them \"type\": \"dimension\" (a bare number is then points)"
        )
        for note in [percentages, unitless].compactMap({ $0 }) { diagnostics.append(note) }
        if let sizes {
            let example = sizes.example
            let tokens = sizes.count == 1 ? "1 token under 'size' with a bare number is a length"
                : "\(sizes.count) tokens under 'size' with a bare number are lengths"
            let written = "'\(example.path)' (\(PlainNumberText.plain(example.length.original))) is \(PlainNumberText.plain(example.length.points)) pt"
            let reading = sizes.reading.inRem
                ? "in rem, as Style Dictionary's size transforms read them: \(written)"
                : "in points: \(sizes.reading.largest.map { "'\($0.path)' (\(PlainNumberText.plain($0.value)))" } ?? "one of them") "
                    + "is more than rem scales go (\(PlainNumberText.plain(StyleDictionarySizes.largestRem))), so they are px: \(written)"
            diagnostics.append(Diagnostic(
                .note, "\(tokens) \(reading)", at: example.location, token: example.path.description,
                hint: sizes.reading.inRem
                    ? "if the numbers are pixels, set \"remBase\": 1 in dsys.json; write a token's unit ('16px', '1rem') to read it otherwise"
                    : "write a token's unit ('16px', '1rem') to read it otherwise"
            ))
        }
        for group in groups {
            let first = group.paths[0], others = group.paths.dropFirst()
            let named = others.prefix(Self.namedOthers).map { "'\($0)'" }
            let rest = others.count > named.count ? " and \(others.count - named.count) more" : ""
            let message = others.isEmpty
                ? "token '\(first)' has no $type; treating it as \(group.type.rawValue)"
                : "token '\(first)' and \(others.count) other token\(others.count == 1 ? "" : "s") of this file have no $type; "
                    + "treating them as \(group.type.rawValue): " + named.joined(separator: ", ") + rest
            diagnostics.warning(message, at: group.location, token: first.description,
                                hint: others.isEmpty ? "add \"$type\" to the token or to its group" : "add \"$type\" to the tokens or to their group")
        }
    }
}
