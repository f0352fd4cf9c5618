import DsysTokens

/// A token that some shown modes define and the default mode does not (a touch target only in
/// `density=comfortable`, a border color only in dark). It has no default value, so it gets no
/// static API constant, asset colorset or component use: the value layer holds it as an optional
/// (`DesignTokens.Dimensions.touchTarget: Double? = nil`, and its value in the namespace of each
/// mode that defines it, `DesignTokens.DensityComfortable.Dimensions.touchTarget`), and
/// `DSAdaptiveTokens` as an optional member that is non-nil exactly in those modes.
public struct PartialToken: Sendable {
    /// Where a value of the token sits: a variant of the mode axes (nil: the default contexts) and an appearance.
    public struct Slot: Sendable, Hashable {
        public var variant: Int?
        public var appearance: Appearance
    }

    public var category: TokenCategory
    /// Its names in the category's namespace; `named.token` is the token as the first mode that
    /// defines it gives it (path, description, type, location).
    public var named: NamedToken
    /// Its value in each slot whose mode defines it, in slot order (default contexts first, then
    /// each variant; appearances in `Appearance.all` order). Never holds the default slot
    /// (default contexts, light).
    public var values: [(slot: Slot, value: TokenValue)]

    public var token: Token { named.token }

    /// The value in `slot`, nil where its mode does not define the token.
    public func value(in slot: Slot) -> TokenValue? {
        values.first { $0.slot == slot }?.value
    }

    /// The appearances with a value in `variant` (nil: the default contexts).
    public func appearances(variant: Int?) -> [Appearance] {
        values.filter { $0.slot.variant == variant }.map(\.slot.appearance)
    }
}
