import DsysTokens

/// A token with its value in each appearance the design system defines.
public struct ModalToken: Sendable {
    /// The token as resolved in the default (light) mode: path, description, provenance.
    public var token: Token
    /// The value per appearance, in `Appearance.all` order; always holds `.light`.
    public var values: [(appearance: Appearance, value: TokenValue)]
    /// The value per appearance in each `AxisVariant` of the design system (parallel to
    /// `DesignSystemDescription.variants`), in `values` order; empty when there are no mode axes.
    public var variantValues: [[(appearance: Appearance, value: TokenValue)]] = []

    public var path: TokenPath { token.path }
    public var defaultValue: TokenValue { token.value }

    /// Whether any appearance's value differs from the default one.
    public var varies: Bool { values.contains { $0.value != token.value } }

    /// The value for `appearance`, falling back to the default.
    public func value(for appearance: Appearance) -> TokenValue {
        values.first { $0.appearance == appearance }?.value ?? token.value
    }

    /// The value for `appearance` in the variant at `variant` (an index into the design system's
    /// variants), or in the default contexts when `variant` is nil.
    public func value(for appearance: Appearance, variant: Int?) -> TokenValue {
        guard let variant, variantValues.indices.contains(variant) else { return value(for: appearance) }
        return variantValues[variant].first { $0.appearance == appearance }?.value ?? value(for: appearance)
    }

    /// Whether the value in `appearance` differs between the variant at `variant` and the default contexts.
    public func differs(in variant: Int, appearance: Appearance) -> Bool {
        value(for: appearance, variant: variant) != value(for: appearance)
    }

    /// Whether any variant's value differs from the default contexts' in some appearance.
    public var variesByAxis: Bool {
        variantValues.indices.contains { variant in values.contains { differs(in: variant, appearance: $0.appearance) } }
    }
}

/// One generated constant: the Swift names it gets in its namespace, and its token.
public struct NamedToken: Sendable {
    /// Enclosing group type names below the namespace (empty for flat namespaces).
    public var groups: [SwiftIdentifier]
    public var member: SwiftIdentifier
    public var modal: ModalToken
    /// The asset-catalog entry the constant reads (`dsysDsActionPrimary` for a `.colorset`), or
    /// `nil` when it has none; see `XcodeAssetSymbols`.
    public var assetName: String?
    /// Where the token lies among the design model's named tokens, counted in translation order
    /// across categories (`TokenDocumentationTable` is indexed by it); nil for a token made elsewhere.
    var position: Int?

    public var token: Token { modal.token }

    /// One member name for the whole path below the namespace (`sizeIconMd` for `Size.Icon.md`),
    /// for enums whose cases cannot nest (shadow sizes, typography presets).
    func flatMember(digitPrefix: String) -> SwiftIdentifier {
        groups.isEmpty ? member : SwiftNameGenerator(digitPrefix: digitPrefix).memberName(groups.map(\.name) + [member.name])
    }
}
