/// A fully resolved, typed token value. Aliases are gone; units are normalised.
///
/// The large composites are `indirect`, so a value (and so every `Token`) stays small: a token set
/// copies and stores every one of them, and the typography payload alone would triple their size.
public enum TokenValue: Sendable, Hashable {
    case color(ColorValue)
    case dimension(Dimension)
    case fontFamily([String])
    /// A weight from 1 to 1000.
    case fontWeight(Double)
    case duration(TimeSpan)
    case cubicBezier(CubicBezier)
    case number(Double)
    case string(String)
    indirect case strokeStyle(StrokeStyle)
    indirect case border(Border)
    indirect case transition(Transition)
    /// One or more shadow layers, drawn in order.
    case shadow([ShadowLayer])
    case gradient(GradientValue)
    indirect case typography(Typography)

    /// The type of this value.
    public var type: TokenType {
        switch self {
        case .color: .color
        case .dimension: .dimension
        case .fontFamily: .fontFamily
        case .fontWeight: .fontWeight
        case .duration: .duration
        case .cubicBezier: .cubicBezier
        case .number: .number
        case .string: .string
        case .strokeStyle: .strokeStyle
        case .border: .border
        case .transition: .transition
        case .shadow: .shadow
        case .gradient: .gradient
        case .typography: .typography
        }
    }
}

extension TokenValue {
    /// The gradient, when this is a gradient value.
    package var gradientValue: GradientValue? {
        if case .gradient(let gradient) = self { return gradient }
        return nil
    }
}

/// A length. `points` is the value in iOS points (CSS px map 1:1 to pt; rem and em are
/// multiplied by the configured base); `unit` and `original` keep what the file said.
///
/// A length relative to the font size the text uses, such as a standalone letter-spacing token in
/// percent (Tokens Studio's `"-2%"`), has `fractionOfFontSize` (-0.02, an em) and no length in
/// points (`points` is 0): multiply the fraction by the font size to get points.
public struct Dimension: Sendable, Hashable {
    public var points: Double
    public var original: Double
    public var unit: String
    /// The fraction of the font size this length is (an em), when it is relative to the font size.
    public var fractionOfFontSize: Double?

    public init(points: Double, original: Double, unit: String) {
        self.points = points
        self.original = original
        self.unit = unit
    }

    /// A length of `fraction` times the font size the text uses (`original` in `unit`, as written).
    public init(fractionOfFontSize fraction: Double, original: Double, unit: String) {
        self.init(points: 0, original: original, unit: unit)
        fractionOfFontSize = fraction
    }

    public init(points: Double) {
        self.init(points: points, original: points, unit: "px")
    }
}

/// A time span in milliseconds (named so it does not shadow the standard library's `Duration`).
public struct TimeSpan: Sendable, Hashable {
    public var milliseconds: Double

    public init(milliseconds: Double) {
        self.milliseconds = milliseconds
    }

    public var seconds: Double { milliseconds / 1000 }
}

/// A cubic Bézier timing curve `(x1, y1, x2, y2)`; x values lie in 0...1.
public struct CubicBezier: Sendable, Hashable {
    public var x1: Double
    public var y1: Double
    public var x2: Double
    public var y2: Double

    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }
}

/// A DTCG stroke style: a keyword (`solid`, `dashed`, ...) or a dash pattern.
public enum StrokeStyle: Sendable, Hashable {
    case keyword(String)
    case dashes(dashArray: [Dimension], lineCap: String)

    /// The keywords a stroke style may be (DTCG's, and CSS's `none`).
    static let keywords = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset", "none"]
}

/// A DTCG border: color, width and style.
public struct Border: Sendable, Hashable {
    public var color: ColorValue
    public var width: Dimension
    public var style: StrokeStyle

    public init(color: ColorValue, width: Dimension, style: StrokeStyle) {
        self.color = color
        self.width = width
        self.style = style
    }
}

/// A DTCG transition: duration, delay and timing curve.
public struct Transition: Sendable, Hashable {
    public var duration: TimeSpan
    public var delay: TimeSpan
    public var timingFunction: CubicBezier

    public init(duration: TimeSpan, delay: TimeSpan, timingFunction: CubicBezier) {
        self.duration = duration
        self.delay = delay
        self.timingFunction = timingFunction
    }
}

/// One layer of a DTCG shadow.
public struct ShadowLayer: Sendable, Hashable {
    public var color: ColorValue
    public var offsetX: Dimension
    public var offsetY: Dimension
    public var blur: Dimension
    public var spread: Dimension
    public var inset: Bool

    public init(
        color: ColorValue, offsetX: Dimension, offsetY: Dimension, blur: Dimension, spread: Dimension, inset: Bool
    ) {
        self.color = color
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.blur = blur
        self.spread = spread
        self.inset = inset
    }
}

/// A linear gradient: its color stops and, when the token gave one, its direction.
public struct GradientValue: Sendable, Hashable {
    public var stops: [GradientStop]
    /// The direction as a CSS angle in degrees: 0 draws toward the top, 90 toward the right, 180
    /// toward the bottom. CSS `linear-gradient()` strings give one; DTCG gradients have none, and
    /// dsys draws them from the top leading to the bottom trailing corner.
    public var angle: Double?

    public init(stops: [GradientStop], angle: Double? = nil) {
        self.stops = stops
        self.angle = angle
    }
}

/// One stop of a gradient; `position` lies in 0...1.
public struct GradientStop: Sendable, Hashable {
    public var color: ColorValue
    public var position: Double

    public init(color: ColorValue, position: Double) {
        self.color = color
        self.position = position
    }
}

/// A DTCG typography value. Every part is optional because Tokens Studio and Style Dictionary
/// sets often leave some out; the generator fills gaps with documented defaults.
public struct Typography: Sendable, Hashable {
    /// Line height: a multiplier of the font size (DTCG) or an absolute length (Tokens Studio "24px").
    public enum LineHeight: Sendable, Hashable {
        case multiplier(Double)
        case absolute(Dimension)
    }

    public var fontFamily: [String]?
    public var fontSize: Dimension?
    public var fontWeight: Double?
    public var letterSpacing: Dimension?
    public var lineHeight: LineHeight?
    /// `uppercase`, `lowercase`, `capitalize` or `none` (Tokens Studio's `textCase`).
    public var textCase: String?
    /// `underline`, `line-through` or `none` (Tokens Studio's `textDecoration`).
    public var textDecoration: String?
    /// Whether the text is italic: `fontStyle: "italic"` (or `oblique`), or a weight name such as
    /// "Bold Italic".
    public var isItalic = false

    public init(
        fontFamily: [String]? = nil,
        fontSize: Dimension? = nil,
        fontWeight: Double? = nil,
        letterSpacing: Dimension? = nil,
        lineHeight: LineHeight? = nil,
        textCase: String? = nil,
        textDecoration: String? = nil,
        isItalic: Bool = false
    ) {
        self.fontFamily = fontFamily
        self.fontSize = fontSize
        self.fontWeight = fontWeight
        self.letterSpacing = letterSpacing
        self.lineHeight = lineHeight
        self.textCase = textCase
        self.textDecoration = textDecoration
        self.isItalic = isItalic
    }
}
