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

    /// Tokens Studio's color modifier, `"$extensions": {"studio.tokens": {"modify": {…}}}`; an empty
    /// `"modify": {}` (a modifier removed in the plugin, as DLS's) is none, as sd-transforms reads it:
    /// the token and every token that referenced it were skipped.
    var colorModifier: SourceNode? {
        extensions?[Self.tokensStudioKey]?[Self.colorModifierKey].flatMap { $0.members?.isEmpty == true ? nil : $0 }
    }

    /// The member of `$extensions` some sets write the per-mode values in instead (Kapsch's KDS
    /// documents `"modes": {"dark": …}`); read only where `mode` is absent.
    static let pluralModeValuesKey = "modes"

    /// The prefix of the `$extensions` members of Figma plugins that may hold per-mode values under
    /// `modes` (Figma's Simple Design System writes `"com.figma.sds": {"modes": {"sds_light": …}}`).
    static let figmaPluginKeyPrefix = "com.figma"

    /// The token's value per mode, `"$extensions": {"mode": {"light": …, "dark": …}}`, or the same
    /// object under `modes`, or under a Figma plugin's `modes` when it names two or more modes (one
    /// is a collection without modes, `{"value": …}`: the token's own value). Figma SDS's dark and
    /// second-brand values were left out without a word.
    var modeValues: SourceNode? {
        guard let extensions else { return nil }
        if let values = extensions[Self.modeValuesKey] { return values }
        if let values = extensions[Self.pluralModeValuesKey], values.members != nil { return values }
        return figmaPluginModeValues?.value
    }

    /// The Figma plugin member of `$extensions` whose `modes` names two or more modes, and those modes.
    private var figmaPluginModeValues: (key: String, value: SourceNode)? {
        for member in extensions?.members ?? [] where member.key.hasPrefix(Self.figmaPluginKeyPrefix) {
            if let modes = member.value[Self.pluralModeValuesKey], (modes.members?.count ?? 0) > 1 { return (member.key, modes) }
        }
        return nil
    }

    /// How diagnostics name the member `modeValues` comes from, as the token writes it.
    var modeValuesName: String {
        if extensions?[Self.modeValuesKey] != nil || modeValues == nil { return "$extensions." + Self.modeValuesKey }
        if extensions?[Self.pluralModeValuesKey]?.members != nil { return "$extensions." + Self.pluralModeValuesKey }
        return "$extensions[\"\(figmaPluginModeValues?.key ?? "")\"]." + Self.pluralModeValuesKey
    }
}
