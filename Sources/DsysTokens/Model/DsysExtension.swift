import DsysSource

/// dsys's own token extensions, `$extensions.dsys`, decoded once when the token is made, so later
/// stages read typed fields instead of indexing the tree:
/// `spring` (a motion token drawn as a spring, with `dampingFraction`), `default` (the default
/// option of a component style's parameter), `textStyle` (the Dynamic Type style a typography token
/// scales with), `renamed` (the successor of a deprecated token), `asset` (an image file) and
/// `symbol` (an SF Symbol). A class, so a token without the extension pays one reference for it.
public final class DsysExtension: Sendable, Hashable {
    /// The member of `$extensions` that holds them.
    public static let key = "dsys"

    /// Whether `spring` is given at all (a bad damping fraction is reported, not ignored).
    public let requestsSpring: Bool
    /// `spring.dampingFraction` when it is a number.
    public let springDampingFraction: Double?
    /// `default: true`.
    public let isDefault: Bool
    public let textStyle: String?
    public let renamed: String?
    public let asset: String?
    public let symbol: String?

    /// The extension in `extensions` (a token's `$extensions`), or nil when it has no `dsys` member.
    public static func decoding(_ extensions: SourceNode?) -> DsysExtension? {
        guard let node = extensions?[key] else { return nil }
        return DsysExtension(node)
    }

    private init(_ node: SourceNode) {
        requestsSpring = node["spring"] != nil
        springDampingFraction = node["spring"]?["dampingFraction"]?.number
        isDefault = node["default"]?.value == .bool(true)
        textStyle = node["textStyle"]?.string
        renamed = node["renamed"]?.string
        asset = node["asset"]?.string
        symbol = node["symbol"]?.string
    }

    public static func == (left: DsysExtension, right: DsysExtension) -> Bool {
        left.requestsSpring == right.requestsSpring && left.springDampingFraction == right.springDampingFraction
            && left.isDefault == right.isDefault && left.textStyle == right.textStyle && left.renamed == right.renamed
            && left.asset == right.asset && left.symbol == right.symbol
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(requestsSpring)
        hasher.combine(springDampingFraction)
        hasher.combine(isDefault)
        hasher.combine(textStyle)
        hasher.combine(renamed)
        hasher.combine(asset)
        hasher.combine(symbol)
    }
}
