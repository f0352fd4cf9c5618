/// Font family tokens: a namespace of family values (`DSFontFamily.sans`), each with its names and
/// a `Font` in its first family that scales with Dynamic Type (`DSFontFamily.sans.font(size: 17)`).
struct FontFamiliesEmitter {
    let context: EmitContext

    /// The value type of the family constants: the namespace's last part + `Name` (`DSFontFamilyName`).
    static func valueType(_ config: GeneratorConfig) -> String {
        (config.fontFamilies.typeParts.last ?? "FontFamily") + "Name"
    }

    func sections() -> [SourceSection] {
        let tokens = context.system.tokens(.fontFamily)
        guard !tokens.isEmpty else { return [] }
        let type = SwiftName(configured: Self.valueType(context.config))
        let memberwise = SwiftDeclaration.memberwise([("names", "[String]")])
        let firstName = SwiftProperty(access: .public, binding: .var, name: "name", type: "String", value: .inlineGetter("names.first ?? \"\""))
        let font = SwiftFunction(
            access: .public, kind: .function("font"),
            parameters: [SwiftParameter(.name, "size", "CGFloat"),
                         SwiftParameter(.label("relativeTo"), "textStyle", "SwiftUI.Font.TextStyle", default: ".body")],
            returnType: "SwiftUI.Font", body: [.code("SwiftUI.Font.custom(name, size: size, relativeTo: textStyle)")]
        )
        let valueType = SwiftDeclaration.type(SwiftTypeDeclaration(
            access: .public, kind: .struct, name: type, conformances: ["Sendable", "Hashable"], members: memberwise.properties.map {
                $0.documented("The family names, most preferred first (CSS fallbacks such as `sans-serif` included).")
            } + [
                SwiftDeclaration.property(firstName).documented("The first family name, the one `font(size:relativeTo:)` uses."),
                memberwise.initializer,
                SwiftDeclaration.function(font).documented("The family at `size` points, scaling with Dynamic Type relative to `textStyle`."),
            ]
        ))
        let namespace = context.namespaceDeclaration(context.config.fontFamilies, tokens: tokens) { named in
            guard case .fontFamily(let families) = named.modal.defaultValue else { return nil }
            let names = families.map(SwiftLiteral.string).joined(separator: ", ")
            return .property(SwiftProperty(access: .public, isStatic: true, binding: .let, name: SwiftName(named.member),
                                           value: .initial("\(type)(names: [\(names)])")))
                .documented(context.documentation(named))
                .attributed(context.deprecationAttribute(named.token))
        }
        return [context.categorySection(.fontFamilies, "FontFamilies", [
            valueType.documented("A font family token: its family names, most preferred first, and a `Font` in the first one."),
            namespace.documented("The design system's font families."),
        ])]
    }
}
