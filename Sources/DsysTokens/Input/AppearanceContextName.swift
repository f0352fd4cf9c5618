/// Whether a mode's context names an appearance, for the steps that narrow modes before they are
/// resolved (`ModeCombinations`, `ModeAxisPinning`): an axis with such a context (`MDS-Light`,
/// `Dark`) is narrowed last, so the package keeps its dark variant.
enum AppearanceContextName {
    /// Whether `context` names the light or the dark appearance.
    static func namesLightOrDark(_ context: String) -> Bool {
        let lowered = context.lowercased()
        return lowered.contains("dark") || lowered.contains("light")
    }
}
