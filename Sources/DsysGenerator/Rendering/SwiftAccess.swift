/// The access level written before a declaration; `nil` where a declaration leaves it implicit.
package enum SwiftAccess: String, Sendable {
    case `public`, `private`
    /// Readable everywhere, settable only inside the type (`@Published public private(set) var`).
    case publicPrivateSet = "public private(set)"
}
