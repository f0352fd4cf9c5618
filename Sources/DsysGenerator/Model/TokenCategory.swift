import DsysTokens

/// The generated API area a token belongs to. Every token type has one, so no token is left
/// without a place: dimensions and numbers that are no spacing, radius, border width or opacity
/// go to the general `dimension` and `number` namespaces.
public enum TokenCategory: String, Sendable, Hashable, CaseIterable {
    case color, spacing, radius, borderWidth, opacity, typography, shadow, gradient, motion
    case dimension, number, fontFamily, fontWeight, strokeStyle, border, string
    /// Lengths relative to the font size (letter spacing in percent), kept in the value layer only.
    case letterSpacing

    /// The namespace config for this category.
    package func namespace(_ config: GeneratorConfig) -> GeneratorConfig.Namespace {
        switch self {
        case .color: config.colors
        case .spacing: config.spacing
        case .radius: config.radius
        case .borderWidth: config.borderWidth
        case .opacity: config.opacity
        case .typography: config.fonts
        case .shadow: GeneratorConfig.Namespace(type: config.shadowType, paths: ["shadow"])
        case .gradient: config.gradients
        case .motion: config.motion
        case .dimension: config.dimensions
        case .number: config.numbers
        case .fontFamily: config.fontFamilies
        case .fontWeight: config.fontWeights
        case .strokeStyle: config.strokeStyles
        case .border: config.borders
        case .string: config.strings
        case .letterSpacing: GeneratorConfig.Namespace(type: "\(config.valuesType).LetterSpacing", paths: [])
        }
    }

    /// The enum inside the value layer (`DesignTokens.Spacing`) that holds this category's values.
    var valueSection: SwiftName {
        switch self {
        case .color: "Colors"
        case .spacing: "Spacing"
        case .radius: "Radius"
        case .borderWidth: "BorderWidth"
        case .opacity: "Opacity"
        case .typography: "Typography"
        case .shadow: "Shadows"
        case .gradient: "Gradients"
        case .motion: "Motion"
        case .dimension: "Dimensions"
        case .number: "Numbers"
        case .fontFamily: "FontFamilies"
        case .fontWeight: "FontWeights"
        case .strokeStyle: "StrokeStyles"
        case .border: "Borders"
        case .string: "Strings"
        case .letterSpacing: "LetterSpacing"
        }
    }

    /// The category `token`'s Figma scopes stand for (`FigmaScopes`), or nil when they do not decide.
    private static func figmaCategory(of token: Token) -> TokenCategory? {
        switch FigmaScopes.measure(of: token) {
        case .radius?: .radius
        case .spacing?: .spacing
        case .borderWidth?: .borderWidth
        case .opacity?: .opacity
        case .length?: .dimension
        case .fontWeight?: .fontWeight
        case nil: nil
        }
    }

    /// The category of `token`: by type, and for dimensions and numbers by its Figma scopes
    /// (`FigmaScopes`), else the configured path prefixes or, failing those, the words in the path;
    /// what matches nothing is a general dimension or number.
    ///
    /// One group lands in one namespace: `letterSpacingGroups` holds the groups that have a letter
    /// spacing relative to the font size (`letter-spacing.tight`: `-2%`), and a zero length there
    /// (`letter-spacing.none`: `0`, which is 0 em as well; a zero named for letter spacing, not a
    /// flat group's `radius-none`) joins it in the letter spacings rather than the layout spacing
    /// its name suggests. A length named for letter spacing (`tracking`,
    /// `letter-spacing`, `kerning`) is never layout spacing: it is a general dimension.
    package static func categorize(_ token: Token, config: GeneratorConfig, letterSpacingGroups: Set<TokenPath> = []) -> TokenCategory {
        switch token.type {
        case .color: return .color
        case .typography: return .typography
        case .shadow: return .shadow
        case .gradient: return .gradient
        case .duration, .cubicBezier, .transition: return .motion
        case .dimension:
            if case .dimension(let dimension) = token.value,
               dimension.fractionOfFontSize != nil
                || (dimension.points == 0 && letterSpacingGroups.contains(token.path.parent) && LetterSpacingName.names(token.path)) {
                return .letterSpacing
            }
            if let scoped = figmaCategory(of: token), [.spacing, .radius, .borderWidth, .dimension].contains(scoped) {
                return scoped
            }
            for category in [TokenCategory.spacing, .radius, .borderWidth, .dimension]
            where category.namespace(config).matchedPrefixCount(of: token.path) != nil {
                return category
            }
            let words = token.path.segments.map { $0.lowercased() }
            if words.contains(where: { $0.contains("radius") || $0.contains("radii") || $0.contains("corner") }) {
                return .radius
            }
            if words.contains(where: { $0.contains("borderwidth") || $0.contains("border-width") || $0 == "stroke" }) {
                return .borderWidth
            }
            if words.contains(where: LetterSpacingName.isWord) { return .dimension }
            if words.contains(where: { $0.contains("spacing") || $0.contains("space") || $0 == "gap" }) {
                return .spacing
            }
            return .dimension
        case .number:
            if let scoped = figmaCategory(of: token), scoped == .opacity { return scoped }
            // The same rule reads their numbers as fractions (`OpacityNumbers`), given the prefixes (`ConfigFile.frontEnd`).
            if config.opacity.matchedPrefixCount(of: token.path) != nil || OpacityNumbers.namesOpacity(token.path) {
                return .opacity
            }
            return .number
        case .fontFamily: return .fontFamily
        case .fontWeight: return .fontWeight
        case .strokeStyle: return .strokeStyle
        case .border: return .border
        case .string: return .string
        }
    }

    /// The groups holding a letter spacing relative to the font size (see `categorize`).
    static func letterSpacingGroups(_ tokens: [Token]) -> Set<TokenPath> {
        var groups: Set<TokenPath> = []
        for token in tokens {
            if case .dimension(let dimension) = token.value, dimension.fractionOfFontSize != nil { groups.insert(token.path.parent) }
        }
        return groups
    }
}

extension GeneratorConfig.Namespace {
    /// How many segments the first configured prefix that `path` starts with has (and `path` has
    /// more), if any. The dotted prefix is compared piece by piece where it is written, as
    /// `TokenPath(dotted:)` would split it: this runs for every token, several times for a length.
    func matchedPrefixCount(of path: TokenPath) -> Int? {
        for prefix in paths {
            if let count = Self.segmentCount(ofDotted: prefix, startingAndShorterThan: path.segments) { return count }
        }
        return nil
    }

    /// The number of segments of `dotted` when `segments` starts with them and has more, else nil.
    /// An ASCII prefix is split and compared in its UTF-8 bytes: its dots are where `Character`s
    /// would split it, and a segment with the same bytes is the same string. A segment whose bytes
    /// differ is compared as a `String` only if it is not ASCII (it may still be canonically
    /// equivalent: U+212A KELVIN SIGN equals `K`). Any other prefix is split by `Character`.
    private static func segmentCount(ofDotted dotted: String, startingAndShorterThan segments: [String]) -> Int? {
        let isASCIIPrefix = dotted.utf8.withContiguousStorageIfAvailable { $0.allSatisfy(isASCII) } ?? false
        guard isASCIIPrefix else { return segmentCountByCharacter(ofDotted: dotted, startingAndShorterThan: segments) }
        return dotted.utf8.withContiguousStorageIfAvailable { asciiSegmentCount(of: $0, startingAndShorterThan: segments) } ?? nil
    }

    private static func isASCII(_ byte: UInt8) -> Bool { byte < 0x80 }

    /// `segmentCount(ofDotted:startingAndShorterThan:)` for an ASCII prefix, given as its bytes.
    private static func asciiSegmentCount(of prefix: UnsafeBufferPointer<UInt8>, startingAndShorterThan segments: [String]) -> Int? {
        let dot = UInt8(ascii: ".")
        var count = 0
        var start = 0
        while true {
            let end = prefix[start...].firstIndex(of: dot) ?? prefix.endIndex
            guard count < segments.count else { return nil }
            let piece = UnsafeBufferPointer(rebasing: prefix[start..<end])
            let segment = segments[count]
            let matches = segment.utf8.withContiguousStorageIfAvailable { bytes in
                bytes.elementsEqual(piece) || (!bytes.allSatisfy(isASCII) && segment == String(decoding: piece, as: UTF8.self))
            } ?? (segment == String(decoding: piece, as: UTF8.self))
            guard matches else { return nil }
            count += 1
            guard end < prefix.endIndex else { break }
            start = end + 1
        }
        return segments.count > count ? count : nil
    }

    /// `segmentCount(ofDotted:startingAndShorterThan:)` for a prefix that is not ASCII.
    private static func segmentCountByCharacter(ofDotted dotted: String, startingAndShorterThan segments: [String]) -> Int? {
        var count = 0
        var start = dotted.startIndex
        while true {
            let end = dotted[start...].firstIndex(of: ".") ?? dotted.endIndex
            guard count < segments.count, segments[count] == dotted[start..<end] else { return nil }
            count += 1
            guard end < dotted.endIndex else { break }
            start = dotted.index(after: end)
        }
        return segments.count > count ? count : nil
    }

    /// The container type's dotted parts (`ShapeToken.CornerRadius` → two parts).
    var typeParts: [String] { type.split(separator: ".").map(String.init) }

    /// `typeParts` joined by dots: `type` itself unless it has empty parts.
    /// Every token's qualified name starts with it (`TokenSymbols.qualified`), so the check for
    /// empty parts is one pass over the bytes.
    var dottedType: String {
        let dot = UInt8(ascii: ".")
        var hasEmptyPart = false
        var previous = dot
        for byte in type.utf8 {
            if byte == dot, previous == dot { hasEmptyPart = true }
            previous = byte
        }
        return hasEmptyPart || previous == dot ? typeParts.joined(separator: ".") : type
    }
}
