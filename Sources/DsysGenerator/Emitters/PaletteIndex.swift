import DsysTokens

/// The palette looked up by value: which fixed color token equals a color, which opaque one has a
/// color's hex, and which opacity token holds an alpha. Built once per run, so naming the colors
/// of every shadow, gradient and border costs a lookup each instead of a walk of all colors.
struct PaletteIndex: Sendable {
    /// The first fixed (not appearance-dependent) color token of each value, in input order.
    private var fixedByValue: [ColorValue: NamedToken] = [:]
    /// The first fixed opaque color token of each `#rrggbb`.
    private var opaqueByHex: [String: NamedToken] = [:]
    /// The opacity tokens with a number value, sorted by value, then by input order.
    private var opacities: [(value: Double, order: Int, token: NamedToken)] = []
    /// How close an opacity token's value must be to an alpha to name it.
    private static let opacityTolerance = 1e-9

    init(colors: [NamedToken], opacity: [NamedToken]) {
        // By index: a token is copied only into the index, not for every look at its value.
        for index in colors.indices where !colors[index].modal.varies {
            guard case .color(let color) = colors[index].modal.defaultValue else { continue }
            if fixedByValue[color] == nil { fixedByValue[color] = colors[index] }
            if color.alpha == 1 {
                let hex = color.hexString
                if opaqueByHex[hex] == nil { opaqueByHex[hex] = colors[index] }
            }
        }
        for (order, named) in opacity.enumerated() {
            if case .number(let value) = named.modal.defaultValue { opacities.append((value, order, named)) }
        }
        opacities.sort { ($0.value, $0.order) < ($1.value, $1.order) }
    }

    /// The first fixed color token whose value is `color`.
    func fixedColor(equalTo color: ColorValue) -> NamedToken? { fixedByValue[color] }

    /// The first fixed opaque color token whose hex is `hex` (`#rrggbb`).
    func opaqueColor(hex: String) -> NamedToken? { opaqueByHex[hex] }

    /// The first opacity token, in input order, whose value is within 1e-9 of `alpha`.
    func opacityToken(_ alpha: Double) -> NamedToken? {
        var (low, high) = (0, opacities.count)
        while low < high {
            let middle = (low + high) / 2
            if opacities[middle].value < alpha - Self.opacityTolerance { low = middle + 1 } else { high = middle }
        }
        var best: (order: Int, token: NamedToken)?
        while low < opacities.count, opacities[low].value <= alpha + Self.opacityTolerance {
            if best == nil || opacities[low].order < best!.order { best = (opacities[low].order, opacities[low].token) }
            low += 1
        }
        return best?.token
    }
}
