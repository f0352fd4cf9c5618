import DsysSource

/// Where other tools' extensions that dsys reads sit in a token's `$extensions`, named once, so no
/// stage spells out their keys. Both stay trees: their members may be references, resolved with
/// the token's aliases (dsys's own `$extensions.dsys` is decoded into `DsysExtension` instead).
extension RawToken {
    /// The member of `$extensions` that holds Tokens Studio's extensions.
    static let tokensStudioKey = "studio.tokens"
    /// The member of Tokens Studio's extensions that holds a color modifier.
    static let colorModifierKey = "modify"
    /// The member of `$extensions` that holds per-mode values (Terrazzo, TokensBrücke, design-system files).
    static let modeValuesKey = "mode"

    /// Tokens Studio's color modifier, `"$extensions": {"studio.tokens": {"modify": {…}}}`.
    var colorModifier: SourceNode? {
        extensions?[Self.tokensStudioKey]?[Self.colorModifierKey]
    }

    /// The token's value per mode, `"$extensions": {"mode": {"light": …, "dark": …}}`.
    var modeValues: SourceNode? {
        extensions?[Self.modeValuesKey]
    }
}
