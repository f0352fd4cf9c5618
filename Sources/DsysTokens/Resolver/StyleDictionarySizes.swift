import DsysSource
import Foundation

/// Style Dictionary's category/type/item convention for sizes: an untyped token under `size` holds
/// a length (and a token typed as a length holds one in the same unit when its number has none), which its `size/rem` transform writes as `0.25rem` and its iOS transforms
/// (`size/swift/remToCGFloat`, `size/remToPt`) as 4 points. Its own examples keep every padding,
/// font and icon size so (`"size": { "padding": { "tiny": { "value": "0.25" } } }`), and read
/// plainly they are text or bare numbers, which generate no spacing at all.
///
/// A token right under `size` (`size.100`) is in the size scale itself, and a free-form type that
/// no format defines (`"type": "semantic"`) counts as none, as Style Dictionary's transforms match
/// on the category alone.
///
/// Every number under `size` is read so (Style Dictionary 3's `isSize` is `attributes.category ===
/// 'size'`): Hyphen's `size.heading.lg` of 1.5 is 24 points
/// in its build, like `size.font-size.lg` beside it, where reading only groups that name lengths
/// kept it 1.5 with no word. Names that say a number is no length are left out (`unitless`): the
/// transform would also turn a line height of 1.25 or a z-index of 9000 into rem, which no app means.
///
/// The numbers are rem unless a spacing, border width, font or icon size is larger than any rem
/// scale goes: projects that write pixels convert them with transforms of their own (spor's
/// `size/pxToRem`, spacing up to 200).
///
/// Other categories are not sizes to Style Dictionary: a bare number under `spacing` (Heartwood's
/// `spacing.1: 4`) stays the number its build writes, and one note says so (`isUnitlessLength`).
enum StyleDictionarySizes {
    /// The category the convention applies to.
    static let category = "size"

    /// The largest number read as rem: 16rem is 256 points, more than a spacing, radius, font or
    /// icon size of any rem scale.
    static let largestRem = 16.0

    /// How a set's sizes with bare numbers are written.
    struct Reading: Sendable {
        /// Whether the numbers are rem (else points, as px).
        var inRem: Bool
        /// The largest number, and its token.
        var largest: (value: Double, path: TokenPath)?
    }

    /// Words of the categories that name lengths (compared without case, `-` or `_`), besides `size`.
    private static let lengthCategories: Set<String> = scaleGroups.subtracting([scaleItself]).union([
        "width", "height", "dimension", "dimensions", "sizing", "radius", "borderradius", "border",
    ])

    /// Words of a path (`lowercasedWords`) that say its number is no length: `size.z-index.modal`,
    /// `size.font.fontWeight.bold`, `size.type-scale.base`; line heights and opacities by `FractionNames`.
    /// Breakpoints and percentages too: Hyphen's `size.breakpoint.tablet` of 680 is a viewport width in
    /// pixels beside rem spacings, and would be 10,880 points read as rem.
    private static let unitlessWords: Set<String> = [
        "index", "zindex", "weight", "fontweight", "ratio", scaleWord, "multiplier", "factor", "columns", "count",
        "breakpoint", "breakpoints", "percentage", "percentages", "percent",
    ]

    /// The word of a scale of factors (`size.type-scale.base`, 1.25), except inside a group of
    /// lengths: Auro's `size.font.scale.base.60` is a font size of 0.625rem.
    private static let scaleWord = "scale"

    /// The length groups whose numbers tell rem from px: spacing, border widths, fonts and icons stay
    /// within a rem scale, where widths and heights of whole layouts need not (Hyphen's `dimension`
    /// goes to 64rem, its spacing to 16), nor radii, whose pill value is any large number (lifebit's
    /// `round` is 360).
    private static let scaleGroups: Set<String> = [
        "spacing", "space", "padding", "margin", "gap", "inset", "offset", "borderwidth", "icon", "iconsize", "font", "fontsize",
        scaleItself,
    ]

    /// The group a token right under `size` is in (Auro's `size.100`): the size scale itself.
    private static let scaleItself = "size"

    /// Whether a token typed `typeName` follows the convention: an untyped one, one whose type is
    /// Style Dictionary's free-form metadata, which no format defines (Auro's `"type": "semantic"`),
    /// or, outside a Tokens Studio set, one of the length types its size transforms (`size/rem`,
    /// `size/remToPt`) convert when the number has no unit: its own `examples/complete` has
    /// `size.font.tiny` typed `fontSize` with `"0.75"`, 12 points in its iOS output, not 0.75.
    static func followsConvention(_ typeName: String?, inTokensStudioSet: Bool) -> Bool {
        guard let typeName else { return true }
        return !TokenTypeName.isKnown(typeName) || (!inTokensStudioSet && lengthTypes.contains(typeName))
    }

    /// Style Dictionary's type names of the tokens its size transforms convert.
    private static let lengthTypes: Set<String> = ["dimension", "fontSize"]

    /// How the bare-number sizes of the Style Dictionary files of `plan` are written (each file once),
    /// from the numbers of their spacing, border width, font and icon groups (not their weights or line heights).
    static func reading(of plan: ResolutionPlan) -> Reading {
        var seen = Set<String>()
        var largest: (value: Double, path: TokenPath)?
        for mode in plan.modes {
            for layer in mode.layers where layer.tokens.first?.dialect == .legacy && seen.insert(layer.name).inserted {
                for token in layer.tokens where followsConvention(token.typeName, inTokensStudioSet: layer.isTokensStudioSet)
                    && group(of: token.path).map(scaleGroups.contains) == true && !unitless(token.path) {
                    guard let number = number(in: token.value), number > (largest?.value ?? -.infinity) else { continue }
                    largest = (number, token.path)
                }
            }
        }
        return Reading(inRem: (largest?.value ?? 0) <= largestRem, largest: largest)
    }

    /// The length of a token following the convention in a Style Dictionary file at `path`, when
    /// its value is a plain number or a number written as text without a unit and the token, or for
    /// an alias `aliasSource` (the token its chain of references ends at), is under `size` with a
    /// name that does not say it is no length (`namesLength`); nil otherwise. The number is in the set's unit (`Reading.inRem`) only when
    /// the token that holds it is under `size`: Style Dictionary transforms that token, and an alias
    /// takes its value, so Codex's `size.6` of `{dimension.6}`, a bare 1 in pixels, is 1 point, not
    /// 1 rem (16 points).
    static func length(of value: SourceNode, path: TokenPath, aliasSource: TokenPath?, reading: Reading, remBase: Double) -> Dimension? {
        let holderIsSize = namesLength(aliasSource ?? path)
        guard holderIsSize || namesLength(path), let number = number(in: value) else { return nil }
        return holderIsSize && reading.inRem ? Dimension(points: number * remBase, original: number, unit: "rem") : Dimension(points: number)
    }

    private static func number(in value: SourceNode) -> Double? {
        if let number = value.number { return number }
        guard let text = value.string, let number = Double(text.trimmingCharacters(in: .whitespaces)), number.isFinite else {
            return nil
        }
        return number
    }

    /// Whether `path` is under `size` and names no number that is no length (`unitless`).
    private static func namesLength(_ path: TokenPath) -> Bool {
        group(of: path) != nil && !unitless(path)
    }

    /// Whether `path` says its number is no length: a line height, an opacity, a z-index, a weight, a ratio, a scale…
    private static func unitless(_ path: TokenPath) -> Bool {
        let inLengthScale = group(of: path).map { scaleGroups.contains($0) && $0 != scaleItself } ?? false
        return FractionNames.names(path) || path.segments.contains { segment in
            segment.lowercasedWords.contains { unitlessWords.contains($0) && !(inLengthScale && $0 == scaleWord) }
        }
    }

    /// Whether `path` is in a category other than `size` that names a length (`spacing.1`,
    /// `radius.sm`) and names no number that is no length: an untyped bare number there stays a
    /// number, since Style Dictionary's size transforms leave such categories alone and its builds
    /// write the number as it is, with a note (`InferredTypeNotes`) that says how to make it a length.
    static func isUnitlessLength(_ path: TokenPath) -> Bool {
        guard path.segments.count >= 2, let category = path.segments.first?.lowercased().filter({ $0 != "-" && $0 != "_" }) else {
            return false
        }
        return lengthCategories.contains(category) && !unitless(path)
    }

    /// The group under `size` that holds the token at `path` (`borderradius` of `size.border-radius.md`),
    /// lower-cased without `-` and `_`, or `scaleItself` for a token right under `size`; nil outside `size`.
    private static func group(of path: TokenPath) -> String? {
        let segments = path.segments
        guard segments.count >= 2, segments[0] == category else { return nil }
        guard segments.count >= 3 else { return scaleItself }
        return segments[1].lowercased().filter { $0 != "-" && $0 != "_" }
    }
}
