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

    /// The member of `$extensions` some sets write the per-mode values in instead (Kapsch's KDS
    /// documents `"modes": {"dark": …}`); read only where `mode` is absent.
    static let pluralModeValuesKey = "modes"

    /// The token's value per mode, `"$extensions": {"mode": {"light": …, "dark": …}}`, or the same
    /// object under `modes`.
    var modeValues: SourceNode? {
        guard let extensions else { return nil }
        if let values = extensions[Self.modeValuesKey] { return values }
        return extensions[Self.pluralModeValuesKey].flatMap { $0.members == nil ? nil : $0 }
    }

    /// How diagnostics name the member `modeValues` comes from, as the token writes it.
    var modeValuesName: String {
        "$extensions." + (extensions?[Self.modeValuesKey] == nil && modeValues != nil ? Self.pluralModeValuesKey : Self.modeValuesKey)
    }
}
