/// An attribute written on its own line above a declaration.
///
/// For example `@available(*, deprecated, renamed: "newName", message: "Use newName.")`.
package enum SwiftAttribute: Sendable {
    /// `@available(*, deprecated)`, with `renamed:` and `message:` when given; both are any text
    /// (they are written as string literals).
    case deprecated(renamed: String? = nil, message: String? = nil)
    /// `@available(iOS 17.0, macOS 14.0, *)`: the platforms with their minimum versions, in order.
    case available([(platform: SwiftName, version: String)])
    /// `@MainActor`.
    case mainActor
}
