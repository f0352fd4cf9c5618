/// Declarations that add methods to SwiftUI's `View`.
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
}
