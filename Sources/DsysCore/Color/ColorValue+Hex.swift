extension ColorValue {
    /// The color as lowercase CSS hex: `#rrggbb`, or `#rrggbbaa` when alpha rounds below 255.
    ///
    /// Channels are the sRGB conversion clamped to 0...1 and rounded half up to 8 bits
    /// (`(v * 255).rounded()`); a NaN channel counts as 0.
    public var hexString: String {
        let color = sRGB
        var text = "#"
        for channel in [color.red, color.green, color.blue] {
            text += Self.twoDigitHex(Self.eightBitValue(channel))
        }
        let alphaByte = Self.eightBitValue(alpha)
        if alphaByte < 255 {
            text += Self.twoDigitHex(alphaByte)
        }
        return text
    }

    /// A unit channel clamped to 0...1 and rounded to 0...255.
    private static func eightBitValue(_ unit: Double) -> Int {
        guard !unit.isNaN else { return 0 }
        let clamped = min(max(unit, 0), 1)
        return Int((clamped * 255).rounded())
    }

    private static func twoDigitHex(_ byte: Int) -> String {
        let digits = String(byte, radix: 16)
        return digits.count == 1 ? "0" + digits : digits
    }
}
