/// A hex color written without its `#` (`"156fad"`, `"0000000f"`), as Auro's classic theme writes
/// them: Style Dictionary reads them through TinyColor, which takes 3, 4, 6 or 8 hex digits alone.
/// dsys read them as text (a `String` constant) or, where a digit run ends in letters, as a length
/// in an unknown unit (`156fad` as 156 "fad"), with no word about colors.
///
/// A color token reads such a value as the color; an untyped one does where its path is in Style
/// Dictionary's color category (its first segment `color`, as the CTI structure names it).
enum BareHexColor {
    /// First path segments (lowercased) that make Style Dictionary's color category.
    private static let colorCategories: Set<String> = ["color", "colors", "colour", "colours"]

    /// The color `text` spells as 3, 4, 6 or 8 hex digits without `#`; nil for anything else.
    static func parse(_ text: String) -> ColorValue? {
        let digits = text.utf8
        guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy(isHexDigit) else { return nil }
        return ColorValue.parse(css: "#" + text)
    }

    /// Whether an untyped token at `path` lies in the color category.
    static func isInColorCategory(_ path: TokenPath) -> Bool {
        path.segments.first.map { colorCategories.contains($0.lowercased()) } ?? false
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }
}
