import DsysTokens

/// How far a mode's contexts contradict the appearance it stands for: on every axis where some mode
/// picks a context that names `dark` (a light/dark axis), a choice whose darkness differs from the
/// appearance's is a mismatch. Two Figma collections (or resolver modifiers) with modes Light and
/// Dark cross into four modes; `Light-Dark` and `Dark-Dark` both read as dark, but only `Dark-Dark`
/// has no mismatch, so it is the one the dark appearance shows.
struct AppearanceMismatches {
    /// The axes that have a context naming `dark`.
    private let lightDarkAxes: Set<String>

    init(_ modes: [Mode]) {
        var axes: Set<String> = []
        for mode in modes {
            for choice in mode.contexts where Self.namesDark(choice.context) { axes.insert(choice.modifier) }
        }
        lightDarkAxes = axes
    }

    /// The number of `mode`'s choices on light/dark axes whose darkness is not `appearance`'s.
    func count(in mode: Mode, for appearance: Appearance) -> Int {
        mode.contexts.count { lightDarkAxes.contains($0.modifier) && Self.namesDark($0.context) != appearance.isDark }
    }

    /// Whether a context names the dark appearance, as `Appearance.infer` reads it.
    private static func namesDark(_ context: String) -> Bool {
        AppearanceContextName.namesDark(context)
    }
}
