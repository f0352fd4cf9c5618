extension Character {
    /// Whether the character is one of the ASCII digits 0–9 (`isNumber` also holds for other
    /// scripts' digits and for fractions such as ½, which no number in a token file is written with).
    package var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
