/// A position in an input file, as a compiler reports it.
///
/// `file` is the path as the user gave it (relative paths stay relative), so diagnostics and
/// generated headers never contain machine-specific absolute paths unless the user passed one.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The file path as given on the command line or derived from it.
    public var file: String
    /// 1-based line number.
    public var line: Int
    /// 1-based column, counted in UTF-8 bytes from the line start (as clang and swiftc do).
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:col`.
    public var description: String { file + ":" + String(line) + ":" + String(column) }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
