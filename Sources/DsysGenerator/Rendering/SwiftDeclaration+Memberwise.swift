/// Value types whose stored properties are all set by one initializer.
extension SwiftDeclaration {
    /// `public let` properties for `fields`, in order, and
    /// `public init(<fields>) { self.<field> = <field> … }`, a parameter defaulting to
    /// `defaults[field]` where given.
    ///
    /// For example `public let width: CGFloat` and `public init(width: CGFloat) { self.width = width }`.
    package static func memberwise(
        _ fields: [(name: SwiftName, type: String)], defaults: [SwiftName: String] = [:]
    ) -> (properties: [SwiftDeclaration], initializer: SwiftDeclaration) {
        let properties = fields.map { SwiftDeclaration.property(SwiftProperty(access: .public, binding: .let, name: $0.name, type: $0.type)) }
        let initializer = SwiftFunction(access: .public, kind: .initializer(failable: false),
                                        parameters: fields.map { SwiftParameter(.name, $0.name, $0.type, default: defaults[$0.name]) },
                                        body: fields.map { .code("self.\($0.name) = \($0.name)") })
        return (properties, .function(initializer))
    }
}
