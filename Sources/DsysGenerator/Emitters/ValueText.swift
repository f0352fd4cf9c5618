import DsysTokens

/// Short human-readable descriptions of token values for doc comments (`#3b82f6`, `16pt`).
package enum ValueText {
    package static func describe(_ value: TokenValue) -> String {
        switch value {
        case .color(let color): color.hexString + (color.isInSRGBGamut ? "" : " (Display P3)")
        case .dimension(let dimension):
            dimension.fractionOfFontSize.map {
                "\(SwiftNumbers.rounded($0)) em (\(SwiftNumbers.rounded(dimension.original))\(dimension.unit) of the font size the text uses; "
                    + "not a length: multiply by the font size)"
            } ?? SwiftNumbers.rounded(dimension.points) + "pt"
        case .fontFamily(let families): families.joined(separator: ", ")
        case .fontWeight(let weight): SwiftNumbers.literal(weight)
        case .duration(let duration): SwiftNumbers.literal(duration.milliseconds) + "ms"
        case .cubicBezier(let curve): bezier(curve)
        case .number(let number): SwiftNumbers.rounded(number)
        case .string(let text): DocComment.markdownCode(text)
        case .strokeStyle(let style): stroke(style)
        case .border(let border): "\(SwiftNumbers.rounded(border.width.points))pt \(stroke(border.style)) \(border.color.hexString)"
        case .transition(let transition):
            "\(SwiftNumbers.literal(transition.duration.milliseconds))ms \(bezier(transition.timingFunction))"
        case .shadow(let layers) where layers.isEmpty: "none (no shadow)"
        case .shadow(let layers):
            // Spread and inset only where they change the shadow, so the common drop shadow reads short.
            layers.map { layer in
                "\(layer.color.hexString) x \(SwiftNumbers.rounded(layer.offsetX.points)) y "
                    + "\(SwiftNumbers.rounded(layer.offsetY.points)) blur \(SwiftNumbers.rounded(layer.blur.points))"
                    + (layer.spread.points == 0 ? "" : " spread \(SwiftNumbers.rounded(layer.spread.points))")
                    + (layer.inset ? " inset" : "")
            }.joined(separator: "; ")
        case .gradient(let gradient):
            (gradient.angle.map { "\(SwiftNumbers.rounded($0))deg: " } ?? "")
                + gradient.stops.map { "\($0.color.hexString) at \(SwiftNumbers.rounded($0.position * 100))%" }
                .joined(separator: ", ")
        case .typography(let typography):
            [typography.fontFamily?.first, typography.fontSize.map { SwiftNumbers.rounded($0.points) + "pt" },
             typography.fontWeight.map { "weight " + SwiftNumbers.literal($0) }, typography.textCase,
             typography.textDecoration, typography.isItalic ? "italic" : nil].compactMap { $0 }.joined(separator: " ")
        }
    }

    private static func stroke(_ style: StrokeStyle) -> String {
        switch style {
        case .keyword(let keyword): keyword
        case .dashes(let dashes, let cap):
            "dashes " + dashes.map { SwiftNumbers.rounded($0.points) + "pt" }.joined(separator: " ") + " \(cap) caps"
        }
    }

    private static func bezier(_ curve: CubicBezier) -> String {
        "cubic-bezier(\([curve.x1, curve.y1, curve.x2, curve.y2].map { SwiftNumbers.rounded($0) }.joined(separator: ", ")))"
    }
}
