import Foundation

/// Checks that an SVG file is well-formed XML whose root element is `<svg>`, in one linear pass
/// (`XMLWellFormednessScanner`): no entity is expanded and nothing else is read, so a hostile file
/// costs time in proportion to its size, which is limited too.
package enum SVGDocumentCheck {
    /// The largest SVG checked; icons and illustrations are far smaller.
    static let maximumBytes = 16 << 20

    /// Nil when `data` is a usable SVG; else the problem and its 1-based line and column.
    package static func problem(in data: Data) -> (message: String, line: Int, column: Int)? {
        guard data.count <= maximumBytes else {
            return ("the SVG holds \(data.count) bytes; dsys checks SVGs of at most \(maximumBytes >> 20) MiB", 1, 1)
        }
        return data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> (message: String, line: Int, column: Int)? in
            let bytes = raw.bindMemory(to: UInt8.self)
            do throws(XMLWellFormednessScanner.Failure) {
                let root = try XMLWellFormednessScanner.check(bytes)
                guard root.name == "svg" || root.name.hasSuffix(":svg") else {
                    let (line, column) = position(of: root.offset, in: bytes)
                    return ("the file's root element is <\(root.name)>, not <svg>", line, column)
                }
                return nil
            } catch {
                let (line, column) = position(of: error.offset, in: bytes)
                return ("the SVG is not well-formed XML: " + error.message, line, column)
            }
        }
    }

    /// The 1-based line and column (in characters) of the byte at `offset`.
    private static func position(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        var line = 1, column = 1
        for byte in bytes[..<min(offset, bytes.count)] {
            if byte == UInt8(ascii: "\n") {
                (line, column) = (line + 1, 1)
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }
}
