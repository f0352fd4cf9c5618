/// A problem that stops a reader: the parse cannot go on past it.
///
/// Readers throw it from deep inside their scanning loops; `SourceFileReader` turns it into one error
/// diagnostic at `line`:`column` of the file being read.
struct SourceSyntaxError: Error {
    package var message: String
    /// 1-based line of the offending character.
    var line: Int
    /// 1-based UTF-8 column of the offending character.
    var column: Int
    var hint: String?

    init(_ message: String, line: Int, column: Int, hint: String? = nil) {
        self.message = message
        self.line = line
        self.column = column
        self.hint = hint
    }

    /// The diagnostic for this error in `file`.
    func diagnostic(file: String) -> Diagnostic {
        .error(message, at: SourceLocation(file: file, line: line, column: column), hint: hint)
    }
}
