import DsysTokens

/// How the SwiftUI shadow modifier draws one shadow layer, given Swift expressions for its values
/// (literals, or per-appearance conditionals). CSS semantics, in points:
///
/// - an outer layer without spread is `.shadow(color:radius:x:y:)`, the shadow of the content;
/// - an outer layer with spread is the view's shape grown by the spread (`shape.inset(by: -spread)`),
///   filled, blurred and offset, behind the content: `0 0 0 3 #2563eb` is a crisp 3-point ring;
/// - an inset layer is a stroke around the hole (the shape inset by the spread), offset, blurred and
///   clipped to the shape, over the content: the color left inside the shape is the inner shadow.
///
/// The blur radius is half the CSS blur length, as for `.shadow`.
struct ShadowLayerDrawing {
    /// Whether the layer is inset (an inner shadow).
    let isInset: Bool
    /// Whether the layer has a spread in some appearance (so it is drawn with the shape).
    let spreads: Bool
    let color: String
    /// Half the CSS blur length.
    let radius: String
    let x: String
    let y: String
    /// `shape.inset(by:)`'s amount: minus the spread for an outer layer; for an inset layer the spread
    /// less half of `ringWidth`, so the ring starts at the hole's edge.
    let insetAmount: String
    /// The inset layer's stroke width: wide enough to cover the shape around the hole once offset
    /// and blurred (`ShadowLayer.innerRingWidth`).
    let ringWidth: String
    /// The view's shape: `shape` inside the shadow modifier, a `RoundedRectangle` in a component style.
    let shape: String

    /// How `layer` is drawn; `pick` turns a value of the layer into its expression (one literal, or
    /// one per appearance, where `spreads` and `ringWidth` cover every appearance).
    init(
        _ layer: ShadowLayer, spreads: Bool, color: String, ringWidth: Double, shape: String,
        pick: ((ShadowLayer) -> String) -> String
    ) {
        isInset = layer.inset
        self.spreads = spreads
        self.color = color
        radius = pick { SwiftNumbers.rounded($0.blur.points / 2) }
        x = pick { SwiftNumbers.rounded($0.offsetX.points) }
        y = pick { SwiftNumbers.rounded($0.offsetY.points) }
        // `0 -` keeps a zero spread `0`, not `-0`.
        insetAmount = pick(layer.inset ? { SwiftNumbers.rounded($0.spread.points - ringWidth / 2) } : { SwiftNumbers.rounded(0 - $0.spread.points) })
        self.ringWidth = SwiftNumbers.rounded(ringWidth)
        self.shape = shape
    }

    /// How `layer` is drawn with its own values (one appearance).
    init(_ layer: ShadowLayer, color: String, shape: String) {
        self.init(layer, spreads: layer.spread.points != 0, color: color, ringWidth: layer.innerRingWidth, shape: shape, pick: { $0(layer) })
    }

    /// Whether the layer needs the view's shape: an inset layer, or one with a spread.
    var usesShape: Bool { isInset || spreads }

    /// The modifier, `.shadow(...)`, `.background { ... }` or `.overlay { ... }`.
    var modifier: String {
        if !usesShape { return ".shadow(color: \(color), radius: \(radius), x: \(x), y: \(y))" }
        let blur = radius == "0" ? "" : ".blur(radius: \(radius))"
        let offset = x == "0" && y == "0" ? "" : ".offset(x: \(x), y: \(y))"
        if isInset {
            return ".overlay { \(shape).inset(by: \(insetAmount)).stroke(\(color), lineWidth: \(ringWidth))\(offset)\(blur).clipShape(\(shape)) }"
        }
        return ".background { \(shape).inset(by: \(insetAmount)).fill(\(color))\(blur)\(offset) }"
    }
}

extension ShadowLayer {
    /// Whether SwiftUI draws the layer with the view's shape rather than `.shadow`.
    var usesShape: Bool { inset || spread.points != 0 }

    /// The stroke width that draws an inner shadow: from the hole's edge it must reach past the
    /// shape's edge (the spread), the offset and the blur's falloff (CSS blur length is two standard
    /// deviations; two blur lengths is four), with a point to spare.
    var innerRingWidth: Double {
        abs(spread.points) + abs(offsetX.points) + abs(offsetY.points) + 2 * blur.points + 1
    }
}
