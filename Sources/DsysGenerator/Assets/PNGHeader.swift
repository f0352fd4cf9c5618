import Foundation

/// The facts dsys needs from a PNG, read from its signature and `IHDR` chunk (PNG specification,
/// sections 5.2 and 11.2.2) without decoding the image.
package struct PNGHeader: Sendable, Equatable {
    package var width: Int
    package var height: Int
    /// The IHDR colour type: 0 greyscale, 2 truecolour, 3 indexed, 4 greyscale with alpha,
    /// 6 truecolour with alpha.
    var colorType: UInt8
    /// Whether a `tRNS` chunk (transparency for types 0, 2 and 3) comes before the image data.
    var hasTransparencyChunk: Bool

    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Whether no pixel can be transparent: a colour type without alpha and no `tRNS` chunk.
    package var isOpaque: Bool { (colorType == 0 || colorType == 2 || colorType == 3) && !hasTransparencyChunk }

    /// The header of `data`, or nil when it is not a PNG (wrong signature, no IHDR first, bad sizes).
    package init?(_ data: Data) {
        let bytes = [UInt8](data.prefix(33))
        guard bytes.count == 33, Array(bytes[0..<8]) == Self.signature,
              Self.uint32(bytes, at: 8) == 13, Array(bytes[12..<16]) == Array("IHDR".utf8)
        else { return nil }
        width = Int(Self.uint32(bytes, at: 16))
        height = Int(Self.uint32(bytes, at: 20))
        colorType = bytes[25]
        guard width > 0, height > 0, [0, 2, 3, 4, 6].contains(colorType) else { return nil }
        hasTransparencyChunk = Self.hasChunk("tRNS", before: "IDAT", in: data)
    }

    private static func uint32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// Walks the chunk list from the IHDR; stops at `end`, the end of the data or a malformed length.
    private static func hasChunk(_ type: String, before end: String, in data: Data) -> Bool {
        let bytes = [UInt8](data)
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = Int(uint32(bytes, at: offset))
            let name = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            if name == type { return true }
            if name == end { return false }
            let next = offset + 12 + length
            guard length >= 0, next > offset else { return false }
            offset = next
        }
        return false
    }
}
