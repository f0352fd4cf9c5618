/// Whether a mode's context names an appearance, for the steps that narrow modes before they are
/// resolved (`ModeCombinations`, `ModeAxisPinning`): an axis with such a context (`MDS-Light`,
/// `Dark`) is narrowed last, so the package keeps its dark variant; and for `$extensions.mode`,
/// whose appearance names make an axis apart from its other modes.
package enum AppearanceContextName {
    /// Whether `context` names the light or the dark appearance.
    static func namesLightOrDark(_ context: String) -> Bool {
        namesDark(context) || namesLight(context)
    }

    /// Whether a word of `text` holds `dark` (`MDS-Dark`, `darkMode`, `dark_hc`, `middark`, `darker`),
    /// unless it starts with it and goes on as another word (the brand `Darkroom`): that brand's light
    /// mode read as dark.
    package static func namesDark(_ text: String) -> Bool {
        words(of: text).contains { isAppearanceWord($0, "dark") }
    }

    /// Whether a word of `text` holds `light` (`Light`, `lightMode`, `midlight`), unless it starts with
    /// it and goes on as another word (`Lighthouse`).
    package static func namesLight(_ text: String) -> Bool {
        words(of: text).contains { isAppearanceWord($0, "light") }
    }

    /// What may follow an appearance at the start of a word and keep it one, before a version
    /// (`v2`, `2`): `darkmode`, `darker`, `darkish`, `darkhc2`, `darkmodev2`.
    private static let suffixes: Set<Substring> = [
        "", "mode", "modes", "theme", "scheme", "er", "est", "ish", "hc", "ax", "contrast", "highcontrast",
    ]

    private static func isAppearanceWord(_ word: Substring, _ appearance: String) -> Bool {
        guard word.hasPrefix(appearance) else { return word.contains(appearance) }
        var rest = word.dropFirst(appearance.count)
        while let last = rest.last, last.isNumber { rest = rest.dropLast() }
        if rest.count < word.count - appearance.count, rest.last == "v" { rest = rest.dropLast() }
        return suffixes.contains(rest)
    }

    /// The lowercased words of `text`, split at anything but letters and digits and where a lowercase
    /// letter meets an uppercase one (`darkMode`).
    private static func words(of text: String) -> [Substring] {
        var spaced = ""
        var previousIsLower = false
        for character in text {
            if character.isUppercase, previousIsLower { spaced.append(" ") }
            spaced.append(character)
            previousIsLower = character.isLowercase
        }
        return spaced.lowercased().split { !$0.isLetter && !$0.isNumber }
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
