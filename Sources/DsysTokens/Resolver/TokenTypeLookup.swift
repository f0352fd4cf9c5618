/// Finds the `TokenType` a type name declares, remembering the last name it saw.
///
/// Tokens come in groups that share a `$type`, so consecutive lookups nearly always ask for the same
/// name; comparing with the last name is far cheaper than `TokenType(rawValue:)`'s string switch,
/// which was a noticeable cost per token in large sets.
struct TokenTypeLookup {
    private var lastName: String?
    private var lastType: TokenType?

    /// The type `name` declares, or nil when it is not a DTCG type name.
    package mutating func type(named name: String) -> TokenType? {
        if name == lastName { return lastType }
        lastName = name
        lastType = TokenType(rawValue: name)
        return lastType
    }
}
