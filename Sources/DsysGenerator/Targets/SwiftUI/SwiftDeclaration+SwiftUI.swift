/// Declaration shapes of SwiftUI code that several emitters write.
extension SwiftDeclaration {
    /// `public extension View { /// documentation  func name<generics>(parameters) -> some View { body } }`,
    /// for the view methods that apply a generated modifier (`.dsShadow(.md)`, `.typography(.body)`).
    static func viewMethod(
        _ name: SwiftName, genericParameters: String? = nil, parameters: [SwiftParameter], documentation: String, body: String
    ) -> SwiftDeclaration {
        let method = SwiftFunction(kind: .function(name), genericParameters: genericParameters, parameters: parameters,
                                   returnType: "some View", body: [.code(body)])
        return .type(SwiftTypeDeclaration(access: .public, kind: .extension, name: "View",
                                          members: [SwiftDeclaration.function(method).documented(documentation)]))
    }

    /// A `ViewModifier`'s `func body(content: Content) -> some View`.
    static func modifierBody(access: SwiftAccess? = nil, _ body: [SwiftStatement]) -> SwiftDeclaration {
        .function(SwiftFunction(access: access, kind: .function("body"), parameters: [SwiftParameter(.name, "content", "Content")],
                                returnType: "some View", body: body))
    }

    /// `@Environment(<keyPath>) private var <name>`.
    static func environment(_ keyPath: String, _ name: SwiftName) -> SwiftDeclaration {
        .property(SwiftProperty(access: .private, wrapper: "@Environment(\(keyPath))", binding: .var, name: name))
    }
}
