import DsysTokens

/// Swift expressions that name generated constants instead of repeating values, shared by the
/// effect and component emitters.
extension EmitContext {
    /// A token's name with its groups joined (`glow.purple` → `glowPurple`), for enum cases and
    /// other places that cannot nest.
    func flatName(_ named: NamedToken) -> SwiftIdentifier {
        named.flatMember(digitPrefix: config.digitPrefix)
    }

    /// A `SwiftUI.Color` literal in sRGB, or Display P3 outside the sRGB gamut.
    func colorLiteral(_ color: ColorValue) -> String {
        let useP3 = !color.isInSRGBGamut
        let channels = useP3 ? color.displayP3 : color.sRGB
        return "SwiftUI.Color(\(useP3 ? ".displayP3" : ".sRGB"), red: \(SwiftNumbers.rounded(channels.red)), "
            + "green: \(SwiftNumbers.rounded(channels.green)), blue: \(SwiftNumbers.rounded(channels.blue)), "
            + "opacity: \(SwiftNumbers.rounded(color.alpha)))"
    }

    /// One gradient stop as a `SwiftUI.Gradient.Stop`, its color named as the palette names it.
    func gradientStopExpression(_ stop: GradientStop, adaptive: AdaptiveColor? = nil) -> String {
        "SwiftUI.Gradient.Stop(color: \(colorExpression(stop.color, adaptive: adaptive)), location: \(SwiftNumbers.rounded(stop.position)))"
    }

    /// The color as the palette names it: the color token it equals; else, for a translucent color,
    /// the opaque palette color with an opacity token (`ColorToken.Semantic.black.opacity(OpacityToken.opacity10)`);
    /// else a literal. Colors that change with the appearance are not used, as the value is fixed;
    /// a color of a composite token that adapts (`adaptive`) reads its own colorset instead.
    func colorExpression(_ color: ColorValue, adaptive: AdaptiveColor? = nil) -> String {
        if let adaptive { return "SwiftUI.Color(\(SwiftLiteral.string(adaptive.assetName)), bundle: .module)" }
        if let named = palette.fixedColor(equalTo: color) {
            return reference(named, in: config.colors)
        }
        if color.alpha < 1, let opacity = palette.opacityToken(color.alpha),
           let opaque = palette.opaqueColor(hex: String(color.hexString.prefix(7))) {
            return "\(reference(opaque, in: config.colors)).opacity(\(reference(opacity, in: config.opacity)))"
        }
        return colorLiteral(color)
    }
}
