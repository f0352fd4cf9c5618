import DsysTokens
import DsysSource

/// A token with its value in each appearance the design system defines.
public struct ModalToken: Sendable {
    /// The token as resolved in the default (light) mode: path, description, provenance.
    public var token: Token
    /// The value per appearance, in `Appearance.all` order; always holds `.light`.
    public var values: [(appearance: Appearance, value: TokenValue)]
    /// The value per appearance in each `AxisVariant` of the design system (parallel to
    /// `DesignSystemDescription.variants`), in `values` order; empty when there are no mode axes.
    public var variantValues: [[(appearance: Appearance, value: TokenValue)]] = []
    /// Where each variant's first mode defines the token (parallel to `variantValues`), which the
    /// variant's documentation names; nil where that mode does not define it.
    public var variantLocations: [SourceLocation?] = []

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
///
/// A value whose fields lie in one immutable box that copies share: a named token is copied into
/// every list, section and test that shows it, and copying its many reference-counted fields one
/// by one was a noticeable part of generating a large package (see `Docs/Performance.md`). Fields
/// are read in place (`_read`), not copied out of the box; a change makes a new box.
public struct NamedToken: Sendable {
    /// The stored fields.
    private struct Fields: Sendable {
        var groups: [SwiftIdentifier]
        var member: SwiftIdentifier
        var modal: ModalToken
        var assetName: String?
        var position: Int?
    }

    /// The fields, shared by copies; never changed once made.
    private final class Box: Sendable {
        let fields: Fields

        init(_ fields: Fields) {
            self.fields = fields
        }
    }

    private var box: Box

    init(groups: [SwiftIdentifier], member: SwiftIdentifier, modal: ModalToken, assetName: String? = nil, position: Int? = nil) {
        box = Box(Fields(groups: groups, member: member, modal: modal, assetName: assetName, position: position))
    }

    /// Puts a new box in place, holding the fields as `change` leaves them.
    private mutating func change(_ change: (inout Fields) -> Void) {
        var fields = box.fields
        change(&fields)
        box = Box(fields)
    }

    /// Enclosing group type names below the namespace (empty for flat namespaces).
    public var groups: [SwiftIdentifier] {
        _read { yield box.fields.groups }
        set { change { $0.groups = newValue } }
    }

    public var member: SwiftIdentifier {
        _read { yield box.fields.member }
        set { change { $0.member = newValue } }
    }

    public var modal: ModalToken {
        _read { yield box.fields.modal }
        set { change { $0.modal = newValue } }
    }

    /// The asset-catalog entry the constant reads (`dsysDsActionPrimary` for a `.colorset`), or
    /// `nil` when it has none; see `XcodeAssetSymbols`.
    public var assetName: String? {
        _read { yield box.fields.assetName }
        set { change { $0.assetName = newValue } }
    }

    /// Where the token lies among the design model's named tokens, counted in translation order
    /// across categories (`TokenDocumentationTable` is indexed by it); nil for a token made elsewhere.
    var position: Int? {
        _read { yield box.fields.position }
        set { change { $0.position = newValue } }
    }

    public var token: Token {
        _read { yield box.fields.modal.token }
    }

    /// One member name for the whole path below the namespace (`sizeIconMd` for `Size.Icon.md`),
    /// for enums whose cases cannot nest (shadow sizes, typography presets).
    func flatMember(digitPrefix: String) -> SwiftIdentifier {
        groups.isEmpty ? member : SwiftNameGenerator(digitPrefix: digitPrefix).memberName(groups.map(\.name) + [member.name])
    }
}
