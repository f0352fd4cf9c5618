/// One file of the generated package: its path relative to the output folder and its bytes.
public struct GeneratedFile: Sendable, Hashable, Comparable {
    public var path: String
    public var contents: String

    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }

    public static func < (lhs: GeneratedFile, rhs: GeneratedFile) -> Bool {
        lhs.path.utf8.lexicographicallyPrecedes(rhs.path.utf8)
    }
}
