extension ColorValue {
    /// The color as lowercase CSS hex: `#rrggbb`, or `#rrggbbaa` when alpha rounds below 255.
    ///
    /// Channels are the sRGB conversion clamped to 0...1 and rounded half up to 8 bits
    /// (`(v * 255).rounded()`); a NaN channel counts as 0.
    public var hexString: String {
        // Nine bytes at most: a small string, made without allocating (one per color and target).
        var text = "#"
        func append(_ unit: Double) {
            let byte = Self.eightBitValue(unit)
            text.unicodeScalars.append(Unicode.Scalar(Self.hexDigits[byte >> 4]))
            text.unicodeScalars.append(Unicode.Scalar(Self.hexDigits[byte & 0xF]))
        }
        let color = sRGB
        append(color.red)
        append(color.green)
        append(color.blue)
        if Self.eightBitValue(alpha) < 255 { append(alpha) }
        return text
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// A unit channel clamped to 0...1 and rounded to 0...255.
    package static func eightBitValue(_ unit: Double) -> Int {
        guard !unit.isNaN else { return 0 }
        let clamped = min(max(unit, 0), 1)
        return Int((clamped * 255).rounded())
    }
}
