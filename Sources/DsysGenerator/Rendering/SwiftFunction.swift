/// A function or initializer.
///
/// For example `public func font(size: CGFloat) -> SwiftUI.Font { … }` or `public init?(hex: String) { … }`.
package struct SwiftFunction: Sendable {
    package enum Kind: Sendable {
        case function(SwiftName)
        /// `init`, or `init?` when failable.
        case initializer(failable: Bool)
    }

    var access: SwiftAccess?
    var isStatic = false
    var kind: Kind
    /// The generic parameter clause without its angle brackets (`Value: Equatable`).
    var genericParameters: String?
    var parameters: [SwiftParameter] = []
    /// Whether it is declared `throws`.
    var isThrowing = false
    var returnType: String?
    /// The statements; an empty body is written `{}` on the declaration's line.
    var body: [SwiftStatement]
    /// Whether a body of one ``SwiftStatement/code(_:)`` line stays on the declaration's line
    /// (`public func setLight() { set(.light) }`).
    var isOneLiner = false
}
