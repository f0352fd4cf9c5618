import DsysTokens

/// A color inside a shadow layer, gradient stop or border whose value differs by appearance. With
/// the asset-catalog strategy it gets a colorset of its own, so `.shadow(color:)`, `LinearGradient`
/// and borders adapt to light, dark and increased contrast with no code.
public struct AdaptiveColor: Sendable {
    /// Where the color sits in its token.
    public enum Slot: Sendable, Hashable {
        case shadowLayer(Int)
        case gradientStop(Int)
        case border
    }

    public var tokenPath: TokenPath
    public var slot: Slot
    /// The `.colorset` name (`dsysShadowCardLayer0`).
    public var assetName: String
    /// The color per appearance, as a color token would hold it.
    public var modal: ModalToken

    /// The colors in the slots of `named` that differ by appearance, unnamed (`assetName` empty).
    /// Shadows and gradients whose layer or stop count differs by appearance have none: their
    /// slots do not line up.
    static func slots(of named: NamedToken, appearances: [Appearance]) -> [AdaptiveColor] {
        let modal = named.modal
        guard modal.varies else { return [] }
        func colors(_ value: TokenValue) -> [ColorValue] {
            switch value {
            case .shadow(let layers): layers.map(\.color)
            case .gradient(let gradient): gradient.stops.map(\.color)
            case .border(let border): [border.color]
            default: []
            }
        }
        let perAppearance = appearances.map { (appearance: $0, colors: colors(modal.value(for: $0))) }
        let count = perAppearance.first?.colors.count ?? 0
        guard count > 0, perAppearance.allSatisfy({ $0.colors.count == count }) else { return [] }
        return (0..<count).compactMap { index in
            let values = perAppearance.map { ($0.appearance, TokenValue.color($0.colors[index])) }
            guard Set(values.map(\.1)).count > 1 else { return nil }
            var token = named.token
            token.value = values[0].1
            let slot: Slot
            switch modal.defaultValue {
            case .shadow: slot = .shadowLayer(index)
            case .gradient: slot = .gradientStop(index)
            default: slot = .border
            }
            return AdaptiveColor(tokenPath: named.token.path, slot: slot, assetName: "", modal: ModalToken(token: token, values: values))
        }
    }

    /// The words the colorset name adds to the token path (`layer`, `0`).
    var nameSuffix: [String] {
        switch slot {
        case .shadowLayer(let index): ["layer", String(index)]
        case .gradientStop(let index): ["stop", String(index)]
        case .border: ["color"]
        }
    }
}
