import DsysSource

/// One component style with the Swift names every style emitter derives from it.
struct NamedComponentStyle {
    let style: ComponentStyle
    let kind: ComponentStyle.Kind
    /// The UpperCamel base of the generated type names (`BrandPrimary` → `BrandPrimaryButtonStyle`).
    let baseName: SwiftIdentifier
    /// The static member the style is used by (`.buttonStyle(.brandPrimary)`).
    let member: SwiftIdentifier
    let chain: ComponentModifierChain

    /// A type named after the style (`BrandPrimary` + `TextFieldBody`).
    func typeName(_ suffix: String) -> SwiftName {
        SwiftName(baseName, suffix: suffix)
    }

    /// The style's own type (`BrandPrimaryButtonStyle`).
    var styleType: SwiftName { typeName(kind.typeSuffix) }

    /// `public struct <style type>: <kind's protocol>` with `members`, documented with where the
    /// style comes from and `usage`.
    func styleStruct(usage: String, members: [SwiftDeclaration]) -> SwiftDeclaration {
        .type(SwiftTypeDeclaration(access: .public, kind: .struct, name: styleType, conformances: [kind.typeSuffix], members: members))
            .documented(chain.documentation(usage))
    }

    /// `public extension ButtonStyle where Self == BrandPrimaryButtonStyle { static var brandPrimary: … }`,
    /// the member that lets call sites write `.buttonStyle(.brandPrimary)`.
    var staticMember: SwiftDeclaration {
        let property = SwiftProperty(isStatic: true, binding: .var, name: SwiftName(member), type: styleType.rendered,
                                     value: .inlineGetter("\(styleType)()"))
        return .type(SwiftTypeDeclaration(
            access: .public, kind: .extension, name: SwiftName(configured: kind.typeSuffix), whereClause: "Self == \(styleType)",
            members: [SwiftDeclaration.property(property).documented("The " + DocComment.markdownCode(style.name) + " \(kind.noun).")]
        ))
    }

    /// `public func makeBody(configuration: Configuration) -> some View`, which `ButtonStyle` and
    /// `ToggleStyle` require.
    static func makeBody(_ body: [SwiftStatement]) -> SwiftDeclaration {
        .function(SwiftFunction(access: .public, kind: .function("makeBody"),
                                parameters: [SwiftParameter(.name, "configuration", "Configuration")], returnType: "some View", body: body))
    }

    /// `public init() {}`, documented, for styles without settings.
    static let plainInitializer = SwiftDeclaration.function(SwiftFunction(access: .public, kind: .initializer(failable: false), body: []))
        .documented("The style.")
}

extension EmitContext {
    /// The declarations of every component style of `kind` the tokens define, in order, built by
    /// `declarations`; empty when there is none.
    func componentStyleDeclarations(
        _ kind: ComponentStyle.Kind, diagnostics: inout Diagnostics,
        _ declarations: (NamedComponentStyle, inout Diagnostics) -> [SwiftDeclaration]
    ) -> [SwiftDeclaration] {
        let generator = SwiftNameGenerator(digitPrefix: config.digitPrefix)
        return (system.componentStyles[kind] ?? []).flatMap { style in
            let named = NamedComponentStyle(
                style: style, kind: kind, baseName: generator.typeName([style.name]), member: generator.memberName([style.name]),
                chain: ComponentModifierChain(context: self, style: style)
            )
            return declarations(named, &diagnostics)
        }
    }
}
