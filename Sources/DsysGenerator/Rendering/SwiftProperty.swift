/// A stored or computed property.
///
/// For example `public static let primary = SwiftUI.Color("primary", bundle: .module)`,
/// `@ScaledMetric private var size: CGFloat` or `public var radius: CGFloat { … }`.
package struct SwiftProperty: Sendable {
    package enum Binding: String, Sendable {
        case `let`, `var`
    }

    /// What follows the name and type.
    package enum Value: Sendable {
        /// Nothing: a stored property set by an initializer (`let size: CGFloat`).
        case none
        /// `= expression`.
        case initial(String)
        /// `{ expression }` on the declaration's line.
        case inlineGetter(String)
        /// A getter whose statements stand on their own lines.
        case getter([SwiftStatement])
        /// `= [`, one element per line one level deeper, each followed by a comma, then `]`.
        case arrayLiteral([String])
    }

    var access: SwiftAccess?
    var isStatic = false
    /// A property wrapper written before the declaration on the same line (`@ScaledMetric`,
    /// `@Environment(\.colorScheme)`).
    var wrapper: String?
    var binding: Binding
    var name: SwiftName
    /// The type after `:`, if written.
    package var type: String?
    var value: Value = .none
}
