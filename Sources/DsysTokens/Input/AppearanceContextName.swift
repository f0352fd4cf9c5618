/// Whether a mode's context names an appearance, for the steps that narrow modes before they are
/// resolved (`ModeCombinations`, `ModeAxisPinning`): an axis with such a context (`MDS-Light`,
/// `Dark`) is narrowed last, so the package keeps its dark variant; and for `$extensions.mode`,
/// whose appearance names make an axis apart from its other modes.
enum AppearanceContextName {
    /// Whether `context` names the light or the dark appearance.
    static func namesLightOrDark(_ context: String) -> Bool {
        let lowered = context.lowercased()
        return lowered.contains("dark") || lowered.contains("light")
    }

    /// Whether `context` names an appearance: light, dark, or increased contrast (`hc`,
    /// `high-contrast`), as the generator reads mode names.
    static func namesAppearance(_ context: String) -> Bool {
        namesLightOrDark(context) || namesContrast(context)
    }

    /// Whether `context` names increased contrast (`hc`, `high-contrast`, `Dark HC`).
    static func namesContrast(_ context: String) -> Bool {
        let lowered = context.lowercased()
        return lowered.contains("contrast") || lowered.split { !$0.isLetter && !$0.isNumber }.contains("hc")
    }
}
