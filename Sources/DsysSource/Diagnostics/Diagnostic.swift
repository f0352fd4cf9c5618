/// One message for the user, rendered compiler-style:
/// `tokens/color.json:12:5: error: 'color.brand' references 'color.blu', which is not defined`.
///
/// A diagnostic always says what happened and, where one can be given, what to do (`hint`).
public struct Diagnostic: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// How serious the message is.
    public enum Severity: String, Sendable, Hashable, Comparable {
        case note, warning, error

        private var rank: Int {
            switch self {
            case .error: 0
            case .warning: 1
            case .note: 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    public var severity: Severity
    public var message: String
    /// Where the problem is; `nil` only for problems that have no place in a file (for example a missing input).
    public var location: SourceLocation?
    /// The dotted token path the message is about, if any.
    public var tokenPath: String?
    /// What the user can do about it.
    public var hint: String?

    /// The longest message or hint a diagnostic keeps; longer ones are cut with `…`. Messages quote
    /// input values shortened already (`QuotedInput`); this also bounds names and paths, so no
    /// input can make a diagnostic print megabytes.
    public static let maximumMessageCharacters = 1_000

    public init(
        _ severity: Severity,
        _ message: String,
        at location: SourceLocation? = nil,
        token tokenPath: String? = nil,
        hint: String? = nil
    ) {
        self.severity = severity
        self.message = QuotedInput.shortened(message, to: Self.maximumMessageCharacters)
        self.location = location
        self.tokenPath = tokenPath
        self.hint = hint.map { QuotedInput.shortened($0, to: Self.maximumMessageCharacters) }
    }

    public static func error(
        _ message: String, at location: SourceLocation? = nil, token: String? = nil, hint: String? = nil
    ) -> Diagnostic {
        Diagnostic(.error, message, at: location, token: token, hint: hint)
    }

    public static func warning(
        _ message: String, at location: SourceLocation? = nil, token: String? = nil, hint: String? = nil
    ) -> Diagnostic {
        Diagnostic(.warning, message, at: location, token: token, hint: hint)
    }

    /// `file:line:col: severity: message`, followed by an indented `hint:` line when there is a hint.
    public var description: String {
        var text = location.map { "\($0): " } ?? "dsys: "
        text += "\(severity.rawValue): \(message)"
        if let hint { text += "\n    hint: \(hint)" }
        return text
    }

    /// Orders by file, line, column, then severity and message, so output is stable whatever order
    /// the stages found problems in.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        switch (lhs.location, rhs.location) {
        case let (l?, r?) where l != r: return l < r
        case (nil, _?): return true
        case (_?, nil): return false
        default: break
        }
        if lhs.severity != rhs.severity { return lhs.severity < rhs.severity }
        return (lhs.message, lhs.tokenPath ?? "") < (rhs.message, rhs.tokenPath ?? "")
    }
}
