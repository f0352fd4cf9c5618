import DsysSource

/// Tokens Studio themes without a `group` are alternatives: one mode each. But themes that share no
/// token set cannot all be alternatives of one design, since each holds only part of it: Element's
/// Compound lists `Global`, `Android`, `iOS`, `Web`, `Light`, `Dark`, `Light HC` and `Dark HC`,
/// meant to be combined (its own build crosses platforms with appearances). Read as alternatives,
/// most tokens exist in one mode only and are left out.
///
/// So when every theme is ungrouped and their names sort them into families that use no set in
/// common, dsys groups them: themes named after an appearance (`light`, `dark`) make the axis
/// `appearance`, themes named after a platform (`iOS`, `Android`, `Web`) the axis `platform` (the
/// themes of one family may share sets: they are alternatives), and at most one other theme
/// (`Global`) is a group of its own, always on. An `iOS` theme is moved first, so the default mode
/// is the iOS one (tokens only some platforms define are then kept for iOS). A note says so; themes
/// it cannot sort stay as they are.
enum TokensStudioUngroupedThemeAxes {
    static let appearanceAxis = "appearance"
    static let platformAxis = "platform"
    /// Theme names (lowercased) that name a platform.
    static let platformNames: Set<String> = ["ios", "android", "web", "macos", "windows", "desktop", "mobile", "tablet",
                                             "watchos", "tvos", "visionos"]

    /// `themes` with groups given as described above, or unchanged.
    static func grouped(_ themes: [TokensStudioTheme], location: SourceLocation?, diagnostics: inout Diagnostics) -> [TokensStudioTheme] {
        guard themes.count > 1, themes.allSatisfy({ $0.group == TokensStudioTheme.ungroupedModifier }) else { return themes }
        var regrouped = themes
        var others: [String] = []
        for index in regrouped.indices {
            let name = regrouped[index].name
            if namesAppearance(name) {
                regrouped[index].group = appearanceAxis
            } else if platformNames.contains(name.lowercased()) {
                regrouped[index].group = platformAxis
            } else {
                regrouped[index].group = name
                others.append(name)
            }
        }
        let family = { (axis: String) in regrouped.filter { $0.group == axis }.map(\.name) }
        let appearances = family(appearanceAxis)
        let platforms = family(platformAxis)
        // One kind alone (`Light`, `Dark`) is the usual list of alternatives, under the modifier `theme`.
        guard others.count <= 1, !others.contains(appearanceAxis), !others.contains(platformAxis),
              appearances.count != 1, platforms.count != 1, appearances.count + platforms.count > 1,
              Set(regrouped.map(\.group)).count > 1, groupsUseDisjointSets(regrouped) else {
            return themes
        }
        if let iOS = regrouped.firstIndex(where: { $0.group == platformAxis && $0.name.lowercased() == "ios" }) {
            regrouped.insert(regrouped.remove(at: iOS), at: regrouped.firstIndex { $0.group == platformAxis } ?? iOS)
        }
        var axes: [String] = []
        for theme in regrouped where theme.group == appearanceAxis || theme.group == platformAxis {
            let axis = "'\(theme.group)' (" + regrouped.filter { $0.group == theme.group }.map(\.name).joined(separator: ", ") + ")"
            if !axes.contains(axis) { axes.append(axis) }
        }
        diagnostics.append(Diagnostic(
            .note,
            "the themes have no groups, and themes of different kinds use no token set in common, so dsys combines them: the axes "
                + axes.joined(separator: " and ") + (others.first.map { ", with '\($0)' always on" } ?? ""),
            at: location,
            hint: "give each theme a group in Tokens Studio (themes of one group are alternatives) to choose the axes yourself"
        ))
        return regrouped
    }

    /// Whether no set is used (enabled or as a source) by themes of two groups.
    private static func groupsUseDisjointSets(_ themes: [TokensStudioTheme]) -> Bool {
        var groupOfSet: [String: String] = [:]
        for theme in themes {
            for selection in theme.selections where selection.status != .disabled {
                if let group = groupOfSet.updateValue(theme.group, forKey: selection.setName), group != theme.group { return false }
            }
        }
        return true
    }

    /// Whether a theme's name says an appearance: a word `light` or `dark` (`Light HC`, `Dark`).
    static func namesAppearance(_ name: String) -> Bool {
        let words = name.lowercased().split { !$0.isLetter && !$0.isNumber }
        return words.contains("light") || words.contains("dark")
    }
}
