import DsysSource

/// A token the front end left out of a mode because of a problem confined to it (or to a token it
/// references), with the message that says why. `ResolvedTokens.skipped` lists each path once.
public struct SkippedToken: Sendable {
    public var path: TokenPath
    /// The type the token declares or inherits, as written (`"breakpoint"`), if any.
    public var typeName: String?
    /// Where the token is defined.
    public var location: SourceLocation
    public var reason: TokenSkipReason
    /// The diagnostic's message: the problem itself, or for a dependent which skipped token it references.
    public var message: String

    public init(path: TokenPath, typeName: String?, location: SourceLocation, reason: TokenSkipReason, message: String) {
        self.path = path
        self.typeName = typeName
        self.location = location
        self.reason = reason
        self.message = message
    }
}
