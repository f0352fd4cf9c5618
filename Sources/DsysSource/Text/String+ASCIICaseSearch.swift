extension String {
    /// Whether the text holds `pattern`, given in lower-case ASCII, ignoring the letter case of
    /// ASCII letters; read from the UTF-8 bytes without a copy. The checks that run on every token
    /// path's segments (opacity, font and letter-spacing words) use it: lowercasing each segment
    /// and searching the copy cost several percent of a 100k-token run.
    package func containsIgnoringASCIICase(_ pattern: [UInt8]) -> Bool {
        var text = self
        return text.withUTF8 { bytes in
            guard !pattern.isEmpty else { return true }
            guard bytes.count >= pattern.count else { return false }
            for start in 0...(bytes.count - pattern.count) {
                var offset = 0
                while offset < pattern.count, Self.asciiLowercased(bytes[start + offset]) == pattern[offset] { offset += 1 }
                if offset == pattern.count { return true }
            }
            return false
        }
    }

    /// `byte` with an ASCII capital letter made lower case; every other byte as it is.
    private static func asciiLowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }
}
