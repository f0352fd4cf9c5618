/// A Tokens Studio color modifier, `"$extensions": {"studio.tokens": {"modify": {…}}}`, applied as
/// its `sd-transforms` package applies it with colorjs.io (`modifyColor`):
///
/// - `lighten` / `darken` by `amount` in the modifier's space: in `srgb` and `p3` every channel moves
///   that fraction of the way to 1 (to 0); in `hsl` the lightness does; in `lch` the lightness does
///   and the chroma shrinks by the same fraction;
/// - `mix` with `mixColor`, `amount` (clamped to 0…1) of the way towards it, interpolated in the space
///   (hues the shorter way round; an achromatic color takes the other's hue; alpha premultiplied);
/// - `alpha` sets the alpha to `amount`, clamped to 0…1.
///
/// The result is a color in the modifier's space (`srgb`, `hsl`, `lch` or `display-p3`), converted
/// exactly by the generator like any other.
package struct TokensStudioColorModifier: Equatable {
    package enum Operation: String, CaseIterable {
        case lighten, darken, mix, alpha
    }

    /// The spaces Tokens Studio offers.
    package enum Space: String, CaseIterable {
        case srgb, hsl, lch, p3
    }

    package var operation: Operation
    var amount: Double
    package var space: Space
    /// The color `mix` mixes towards.
    var mixColor: ColorValue?

    /// `color` with the modifier applied.
    package func apply(to color: ColorValue) -> ColorValue {
        switch operation {
        case .lighten, .darken:
            return shifted(color)
        case .alpha:
            var result = converted(color)
            result.alpha = min(1, max(0, amount))
            return result
        case .mix:
            guard let mixColor else { return converted(color) }
            return mixed(color, mixColor, fraction: min(1, max(0, amount)))
        }
    }

    /// Lighten or darken.
    private func shifted(_ color: ColorValue) -> ColorValue {
        let lighten = operation == .lighten
        func toward(_ value: Double, limit: Double) -> Double {
            lighten ? min(limit, value + (limit - value) * amount) : max(0, value - value * amount)
        }
        switch space {
        case .srgb, .p3:
            let rgb = rgbComponents(of: color)
            return colorValue(SIMD3(toward(rgb.x, limit: 1), toward(rgb.y, limit: 1), toward(rgb.z, limit: 1)),
                              alpha: color.alpha)
        case .hsl:
            var hsl = PolarColorCoordinates.hsl(of: color).components
            hsl.z = toward(hsl.z, limit: 100)
            return colorValue(hsl, alpha: color.alpha)
        case .lch:
            var lch = PolarColorCoordinates.lch(of: color).components
            lch.x = toward(lch.x, limit: 100)
            lch.y = max(0, lch.y - amount * lch.y)
            return colorValue(lch, alpha: color.alpha)
        }
    }

    private func mixed(_ first: ColorValue, _ second: ColorValue, fraction: Double) -> ColorValue {
        let alpha = first.alpha + (second.alpha - first.alpha) * fraction
        var from: SIMD3<Double>
        var to: SIMD3<Double>
        var hueIndex: Int?
        switch space {
        case .srgb, .p3:
            from = rgbComponents(of: first)
            to = rgbComponents(of: second)
        case .hsl, .lch:
            let polarFirst = space == .hsl ? PolarColorCoordinates.hsl(of: first) : PolarColorCoordinates.lch(of: first)
            let polarSecond = space == .hsl ? PolarColorCoordinates.hsl(of: second) : PolarColorCoordinates.lch(of: second)
            let hue = space == .hsl ? 0 : 2
            hueIndex = hue
            from = polarFirst.components
            to = polarSecond.components
            if polarFirst.hueIsPowerless { from[hue] = to[hue] }
            if polarSecond.hueIsPowerless { to[hue] = from[hue] }
            if to[hue] - from[hue] > 180 { from[hue] += 360 } else if to[hue] - from[hue] < -180 { to[hue] += 360 }
        }
        var result = SIMD3<Double>()
        for index in 0..<3 {
            if index == hueIndex {
                result[index] = ColorSpaceMath.normalizedHue(from[index] + (to[index] - from[index]) * fraction)
            } else {
                let premultiplied = from[index] * first.alpha + (to[index] * second.alpha - from[index] * first.alpha) * fraction
                result[index] = alpha == 0 ? premultiplied : premultiplied / alpha
            }
        }
        return colorValue(result, alpha: alpha)
    }

    /// `color` unchanged, expressed in the modifier's space.
    private func converted(_ color: ColorValue) -> ColorValue {
        switch space {
        case .srgb, .p3: colorValue(rgbComponents(of: color), alpha: color.alpha)
        case .hsl: colorValue(PolarColorCoordinates.hsl(of: color).components, alpha: color.alpha)
        case .lch: colorValue(PolarColorCoordinates.lch(of: color).components, alpha: color.alpha)
        }
    }

    /// Gamma-encoded red, green and blue in the modifier's RGB space (`srgb` or `p3`).
    private func rgbComponents(of color: ColorValue) -> SIMD3<Double> {
        let rgb = space == .p3 ? color.displayP3 : color.sRGB
        return SIMD3(rgb.red, rgb.green, rgb.blue)
    }

    private func colorValue(_ components: SIMD3<Double>, alpha: Double) -> ColorValue {
        let colorSpace: ColorValue.Space = switch space {
        case .srgb: .srgb
        case .hsl: .hsl
        case .lch: .lch
        case .p3: .displayP3
        }
        return ColorValue(space: colorSpace, components: [components.x, components.y, components.z], alpha: alpha)
    }
}
