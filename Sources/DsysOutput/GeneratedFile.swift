import Foundation

/// One file of the generated package: its path relative to the output folder and its bytes.
/// Swift sources and JSON are text (`contents`); assets copied into the catalog (SVG, PDF, PNG)
/// keep their bytes exactly (`init(path:bytes:)`).
public struct GeneratedFile: Sendable, Hashable, Comparable {
    public var path: String
    /// The text in the pieces it was built from, written one after another: a large source file is
    /// its header and its sections, never joined into one more copy in memory.
    public private(set) var textParts: [String]
    /// The bytes of a copied file, kept as they are; nil for a text file.
    public private(set) var copiedBytes: Data?

    public init(path: String, contents: String) {
        self.init(path: path, textParts: [contents])
    }

    /// A text file made of `textParts`, in order.
    public init(path: String, textParts: [String]) {
        self.path = path
        self.textParts = textParts
    }

    /// A file copied byte for byte (an asset).
    public init(path: String, bytes: Data) {
        self.path = path
        self.textParts = []
        self.copiedBytes = bytes
    }

    /// The text of a text file; empty for a copied binary file.
    public var contents: String { textParts.count == 1 ? textParts[0] : textParts.joined() }

    /// What is written to disk: the copied bytes, else the text in UTF-8.
    public var data: Data { copiedBytes ?? Data(contents.utf8) }

    public static func == (lhs: GeneratedFile, rhs: GeneratedFile) -> Bool {
        lhs.path == rhs.path && lhs.copiedBytes == rhs.copiedBytes && lhs.contents == rhs.contents
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(copiedBytes)
        hasher.combine(contents)
    }

    public static func < (lhs: GeneratedFile, rhs: GeneratedFile) -> Bool {
        lhs.path.utf8Precedes(rhs.path)
    }
}
