import DsysSource
import Foundation

/// Style Dictionary's category/type/item convention for sizes: an untyped token under `size` holds
/// a length in rem, which its `size/rem` transform writes as `0.25rem` and its iOS transforms
/// (`size/swift/remToCGFloat`, `size/remToPt`) as 4 points. Its own examples keep every padding,
/// font and icon size so (`"size": { "padding": { "tiny": { "value": "0.25" } } }`), and read
/// plainly they are text or bare numbers, which generate no spacing at all.
///
/// Only groups that name lengths are read so: Style Dictionary's transform would also turn a line
/// height of 1.25 or a z-index of 9000 into rem, which no app means.
enum StyleDictionarySizes {
    /// The category the convention applies to.
    static let category = "size"

    /// Words of the groups under `size` whose numbers are lengths (compared without case, `-` or `_`).
    private static let lengthGroups: Set<String> = [
        "spacing", "space", "padding", "margin", "gap", "inset", "offset", "radius", "borderradius", "borderwidth",
        "border", "width", "height", "icon", "iconsize", "font", "fontsize", "dimension", "dimensions", "sizing",
    ]

    /// The value in rem of an untyped token of a Style Dictionary file at `path` (or aliasing a
    /// token at `target`) under a `size` group that names lengths, when the value is a plain number
    /// or a number written as text without a unit; nil otherwise.
    static func rems(of value: SourceNode, path: TokenPath, aliasOf target: TokenPath?) -> Double? {
        guard namesLength(path) || target.map(namesLength) == true else { return nil }
        if let number = value.number { return number }
        guard let text = value.string, let number = Double(text.trimmingCharacters(in: .whitespaces)), number.isFinite else {
            return nil
        }
        return number
    }

    /// Whether `path` is `size.<length group>…`.
    private static func namesLength(_ path: TokenPath) -> Bool {
        let segments = path.segments
        guard segments.count >= 3, segments[0] == category else { return false }
        let word = segments[1].lowercased().filter { $0 != "-" && $0 != "_" }
        return lengthGroups.contains(word)
    }
}
