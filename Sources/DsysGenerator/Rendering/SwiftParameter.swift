/// One parameter of a function or initializer.
///
/// For example `_ size: DSShadowSize = .md`, `relativeTo textStyle: SwiftUI.Font.TextStyle = .body`
/// or `@ViewBuilder field: () -> Field`.
package struct SwiftParameter: Sendable {
    /// The argument label callers write.
    package enum Label: Sendable {
        /// The parameter's name (`size: CGFloat`).
        case name
        /// No label (`_ size: CGFloat`).
        case none
        /// Another label (`relativeTo textStyle: …`).
        case label(SwiftName)
    }

    var label: Label = .name
    var name: SwiftName
    package var type: String
    var defaultValue: String?
    /// An attribute before the parameter (`@ViewBuilder`).
    var attribute: String?

    package init(_ label: Label = .name, _ name: SwiftName, _ type: String, default defaultValue: String? = nil, attribute: String? = nil) {
        self.label = label
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.attribute = attribute
    }
}
