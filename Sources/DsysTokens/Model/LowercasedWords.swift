extension StringProtocol {
    /// The lowercased words of the text, split at every character that is not a letter or digit
    /// and where a lowercase letter is followed by an uppercase one: `darkComponent` → `dark`,
    /// `component`; `Button-Primary` → `button`, `primary`.
    package var lowercasedWords: [String] {
        var words: [String] = []
        var current = ""
        var previousIsLower = false
        for character in self {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current.lowercased()) }
                current = ""
                previousIsLower = false
                continue
            }
            if character.isUppercase, previousIsLower, !current.isEmpty {
                words.append(current.lowercased())
                current = ""
            }
            current.append(character)
            previousIsLower = character.isLowercase
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }
}
