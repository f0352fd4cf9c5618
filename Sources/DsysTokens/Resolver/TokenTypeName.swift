/// Maps the type names of every supported format to `TokenType`: DTCG's own names, and the
/// Tokens Studio / Style Dictionary names (`spacing`, `sizing`, `borderRadius`, `boxShadow`,
/// `fontWeights`, ...), and the few Penpot adds to Tokens Studio's (`strokeWidth`, `rotation`).
public enum TokenTypeName {
    private static let legacyNames: [String: TokenType] = [
        "color": .color, "colors": .color,
        "dimension": .dimension, "sizing": .dimension, "size": .dimension, "spacing": .dimension,
        "borderRadius": .dimension, "borderWidth": .dimension, "fontSizes": .dimension, "fontSize": .dimension,
        "letterSpacing": .dimension, "paragraphSpacing": .dimension, "paragraphIndent": .dimension,
        "lineHeights": .number, "lineHeight": .number, "opacity": .number, "number": .number,
        "fontWeights": .fontWeight, "fontWeight": .fontWeight,
        "fontFamilies": .fontFamily, "fontFamily": .fontFamily,
        "boxShadow": .shadow, "shadow": .shadow,
        "typography": .typography, "border": .border, "strokeStyle": .strokeStyle,
        "duration": .duration, "time": .duration, "cubicBezier": .cubicBezier, "transition": .transition,
        "gradient": .gradient,
        // Penpot's own: a stroke width is a border width (newer Penpot writes `borderWidth`), a rotation
        // a number of degrees.
        "strokeWidth": .dimension, "rotation": .number,
        // CSS's property names, as HashiCorp's and other Style Dictionary projects spell types.
        "font-family": .fontFamily, "font-weight": .fontWeight, "font-size": .dimension, "letter-spacing": .dimension,
        "line-height": .number, "border-radius": .dimension, "border-width": .dimension, "box-shadow": .shadow,
        "cubic-bezier": .cubicBezier, "stroke-style": .strokeStyle,
        // Figma's "Design Tokens" plugin (an exporter of Figma Variables and styles).
        "custom-shadow": .shadow, "custom-gradient": .gradient,
        "text": .string, "string": .string, "other": .string, "textCase": .string, "textDecoration": .string,
        "content": .string, "asset": .string, "font": .string, "composition": .string, "boolean": .string,
    ]

    /// A type name that says only that tokens are about fonts (sizes, weights and families alike):
    /// its tokens are read by their values.
    static let fontDomain = "font"

    /// The type a name stands for in `dialect`, or nil when the name is unknown.
    public static func canonical(_ name: String, dialect: TokenDialect) -> TokenType? {
        if let type = TokenType(rawValue: name) { return type }
        return legacyNames[name]
    }

    /// Whether dsys reads tokens of type `name` at all (a token of any other type is skipped).
    static func isKnown(_ name: String) -> Bool {
        canonical(name, dialect: .dtcg) != nil
    }

    /// Types whose values can stand for each other (a dimension token may alias a number token's 0).
    static func compatible(_ a: TokenType, _ b: TokenType) -> Bool {
        let numeric: Set<TokenType> = [.number, .dimension, .fontWeight]
        return (numeric.contains(a) && numeric.contains(b)) || a == .string || b == .string
    }

    /// Whether `name` is Tokens Studio's letter-spacing type, whose percentages are relative to the font size.
    static func isLetterSpacing(_ name: String) -> Bool {
        name == "letterSpacing"
    }

    /// Whether `name` is a line-height type of Tokens Studio, Style Dictionary or CSS (`lineHeights`,
    /// `lineHeight`, `line-height`): a number, the multiple of the font size a line height is, unless
    /// the value has a length unit (`LineHeightLength`).
    static func isLineHeight(_ name: String) -> Bool {
        ["lineHeights", "lineHeight", "line-height"].contains(name)
    }

    /// Every DTCG type name, for "did you mean" hints.
    static var dtcgNames: [String] { TokenType.allCases.map(\.rawValue) }

    /// The type names Tokens Studio itself writes (its plugin's `TokenTypes`), all read by `canonical`,
    /// for "did you mean" hints in its sets.
    static let tokensStudioNames = [
        "color", "dimension", "spacing", "sizing", "borderRadius", "borderWidth", "border", "opacity", "number", "boolean",
        "fontFamilies", "fontWeights", "fontSizes", "lineHeights", "letterSpacing", "paragraphSpacing", "paragraphIndent",
        "textCase", "textDecoration", "typography", "boxShadow", "composition", "asset", "text", "other",
    ]
}
