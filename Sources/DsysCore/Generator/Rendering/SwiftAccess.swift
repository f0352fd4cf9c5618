/// The access level written before a declaration; `nil` where a declaration leaves it implicit.
enum SwiftAccess: String, Sendable {
    case `public`, `private`
}
