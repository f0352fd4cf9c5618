/// A name that is safe to write into generated Swift as a declaration or a member access.
///
/// Only ``SwiftNameGenerator`` and ``init(validating:)`` make one, so holding a `SwiftIdentifier`
/// means the name follows Swift's identifier grammar and is not one of the names that backticks
/// cannot rescue (`Type`, `self`, `init`, `_`, …).
public struct SwiftIdentifier: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The bare name, for example `default`.
    public let name: String
    /// Whether `name` is a keyword, looked up once: names are rendered many times each.
    private let isKeyword: Bool

    /// What to write in declarations and uses: the name, in backticks when it is a keyword
    /// (`` `default` ``).
    public var rendered: String {
        isKeyword ? "`\(name)`" : name
    }

    /// Makes an identifier from a name the caller has already checked. The generator uses it for
    /// names it builds from ASCII letters and digits only.
    init(checked name: String) {
        assert(Self.isValid(name) && !SwiftKeywords.isUnfixableByBackticks(name), "not a usable identifier: \(name)")
        self.name = name
        isKeyword = SwiftKeywords.lexerKeywords.contains(name)
    }

    /// `nil` unless `name` follows the identifier grammar, holds no invisible format character, and
    /// can be used, backticked if it is a keyword, as a member name.
    ///
    /// The grammar admits format characters (bidi overrides such as U+202E, zero-width spaces), but
    /// they make code read differently from what it does, so names from input may not hold them.
    public init?(validating name: String) {
        guard Self.isValid(name), !SwiftKeywords.isUnfixableByBackticks(name),
              !name.unicodeScalars.contains(where: { !$0.isASCII && $0.properties.generalCategory == .format })
        else { return nil }
        self.name = name
        isKeyword = SwiftKeywords.lexerKeywords.contains(name)
    }

    public var description: String { rendered }

    public static func < (lhs: SwiftIdentifier, rhs: SwiftIdentifier) -> Bool { lhs.name < rhs.name }

    /// Whether `name` matches the `identifier` production of The Swift Programming Language,
    /// "Lexical Structure": one identifier-head followed by identifier-characters.
    ///
    /// This is the grammar alone: keywords pass (they are valid once backticked); `$0`-style
    /// implicit parameter names and backticks themselves do not.
    public static func isValid(_ name: String) -> Bool {
        var scalars = name.unicodeScalars.makeIterator()
        guard let head = scalars.next(), isIdentifierHead(head) else { return false }
        while let scalar = scalars.next() {
            guard isIdentifierCharacter(scalar) else { return false }
        }
        return true
    }

    /// The `identifier-head` production.
    static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 {
            return (value >= 0x41 && value <= 0x5A) || (value >= 0x61 && value <= 0x7A) || value == 0x5F
        }
        if value >= 0x10000 {
            // U+10000–U+1FFFD, U+20000–U+2FFFD, … U+E0000–U+EFFFD: every supplementary plane up to
            // plane 14 except its last two code points.
            return value <= 0xEFFFD && (value & 0xFFFF) <= 0xFFFD
        }
        return contains(headRanges, value)
    }

    /// The `identifier-character` production.
    static func isIdentifierCharacter(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value >= 0x30 && value <= 0x39 { return true }
        // The head first: ASCII letters are answered without searching the combining ranges.
        return isIdentifierHead(scalar) || contains(combiningRanges, value)
    }

    /// The identifier-head ranges of the Basic Multilingual Plane beyond ASCII, in ascending order.
    private static let headRanges: [ClosedRange<UInt32>] = [
        0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA,
        0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF,
        0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF,
        0x1E00...0x1FFF,
        0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F,
        0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793,
        0x2C00...0x2DFF, 0x2E80...0x2FFF,
        0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF,
        0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44,
        0xFE47...0xFFFD,
    ]

    /// The combining marks allowed after the first character but not as it.
    private static let combiningRanges: [ClosedRange<UInt32>] = [
        0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
    ]

    /// Binary search in ascending, non-overlapping ranges.
    private static func contains(_ ranges: [ClosedRange<UInt32>], _ value: UInt32) -> Bool {
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if value < ranges[middle].lowerBound {
                high = middle
            } else if value > ranges[middle].upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}
