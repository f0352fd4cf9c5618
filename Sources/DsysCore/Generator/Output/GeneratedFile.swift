import Foundation

/// One file of the generated package: its path relative to the output folder and its bytes.
/// Swift sources and JSON are text (`contents`); assets copied into the catalog (SVG, PDF, PNG)
/// keep their bytes exactly (`init(path:bytes:)`).
public struct GeneratedFile: Sendable, Hashable, Comparable {
    public var path: String
    /// The text of a text file; empty for a copied binary file.
    public var contents: String
    /// The bytes of a copied file, kept as they are; nil for a text file.
    public private(set) var copiedBytes: Data?

    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }

    /// A file copied byte for byte (an asset).
    public init(path: String, bytes: Data) {
        self.path = path
        self.contents = ""
        self.copiedBytes = bytes
    }

    /// What is written to disk: the copied bytes, else the text in UTF-8.
    public var data: Data { copiedBytes ?? Data(contents.utf8) }

    public static func < (lhs: GeneratedFile, rhs: GeneratedFile) -> Bool {
        lhs.path.utf8.lexicographicallyPrecedes(rhs.path.utf8)
    }
}
