/// The theme struct (`themeType`, e.g. `KordantTheme`): the design system's colors, fonts,
/// spacing and radii as one value whose members start as the generated constants and can be
/// replaced, provided to views through the environment (`@Environment(\.kordantTheme)`).
struct ThemeEmitter {
    let context: EmitContext

    /// One group of the theme: its property, struct, member type and members.
    private struct Group {
        var property: SwiftName
        var type: SwiftName
        var valueType: String
        var namespace: GeneratorConfig.Namespace
        var tokens: [NamedToken]
        /// The expression that reads a member's constant.
        var value: (String) -> String
    }

    func sections() -> [SourceSection] {
        guard let typeName = context.config.themeType else { return [] }
        let groups = self.groups().filter { !$0.tokens.isEmpty }
        guard !groups.isEmpty else { return [] }
        let type = SwiftName(configured: typeName)
        let keyType = SwiftName(configured: typeName + "Key")
        let key = SwiftNameGenerator().memberName([typeName])
        let properties = groups.map { group in
            SwiftDeclaration.property(SwiftProperty(access: .public, binding: .var, name: group.property,
                                                    value: .initial("\(group.type)()")))
                .documented("The theme's \(group.property).")
        }
        let theme = SwiftDeclaration.type(SwiftTypeDeclaration(
            access: .public, kind: .struct, name: type, conformances: ["Sendable"],
            members: [.run(properties), ownValuesInitializer] + groups.map(groupDeclaration)
        )).documented(
            "The design system as one value: \(groups.map(\.property.rendered).joined(separator: ", ")). Each member starts as the",
            "generated constant; change members for a variant and provide it with `.environment(\\.\(key.name), theme)`.",
            "Views read it with `@Environment(\\.\(key.name)) private var theme`."
        )
        let environmentKey = SwiftDeclaration.type(SwiftTypeDeclaration(
            access: .private, kind: .struct, name: keyType, conformances: ["EnvironmentKey"],
            members: [.property(SwiftProperty(isStatic: true, binding: .var, name: "defaultValue", type: type.rendered,
                                              value: .inlineGetter("\(type)()")))]
        )).documented("The environment key of `\(type)`.")
        let environmentValue = SwiftProperty(binding: .var, name: SwiftName(key), type: type.rendered, value: .getter([
            .code("get { self[\(keyType).self] }"),
            .code("set { self[\(keyType).self] = newValue }"),
        ]))
        let environmentValues = SwiftDeclaration.type(SwiftTypeDeclaration(
            access: .public, kind: .extension, name: "EnvironmentValues",
            members: [SwiftDeclaration.property(environmentValue).documented("The theme views read with `@Environment(\\.\(key.name))`.")]
        ))
        return [SourceSection(.theme, defaultPath: "Theme/\(typeName).swift", framework: .swiftUI,
                              declarations: [theme, environmentKey, environmentValues])]
    }

    /// `public init() {}`, documented as the design system's own values.
    private var ownValuesInitializer: SwiftDeclaration {
        SwiftDeclaration.function(SwiftFunction(access: .public, kind: .initializer(failable: false), body: []))
            .documented("The design system's own values.")
    }

    private func groups() -> [Group] {
        let config = context.config
        let system = context.system
        var groups = [Group(property: "colors", type: "Colors", valueType: "SwiftUI.Color", namespace: config.colors,
                            tokens: system.colors) { $0 }]
        if config.fontMembers != .none {
            let call = config.fontMembers == .functions ? "()" : ""
            groups.append(Group(property: "fonts", type: "Fonts", valueType: "SwiftUI.Font", namespace: config.fonts,
                                tokens: system.typography) { $0 + call })
        }
        groups.append(Group(property: "spacing", type: "Spacing", valueType: "CGFloat", namespace: config.spacing,
                            tokens: system.spacing) { $0 })
        groups.append(Group(property: "radius", type: "Radius", valueType: "CGFloat", namespace: config.radius,
                            tokens: system.radius) { $0 })
        return groups
    }

    private func groupDeclaration(_ group: Group) -> SwiftDeclaration {
        let members = group.tokens.map { named in
            let reference = qualified(context.reference(named, in: group.namespace), group.namespace)
            return SwiftDeclaration.property(SwiftProperty(
                access: .public, binding: .var, name: SwiftName(memberName(named, in: group.namespace)),
                type: group.valueType, value: .initial(group.value(reference))
            )).documented("Starts as " + DocComment.markdownCode(reference) + ".")
        }
        return SwiftDeclaration.type(SwiftTypeDeclaration(
            access: .public, kind: .struct, name: group.type, conformances: ["Sendable"],
            members: [.run(members), ownValuesInitializer]
        )).documented("The theme's \(group.property), each starting as the design system's constant.")
    }

    /// `reference` with `SwiftUI.` in front when the namespace extends a SwiftUI type (`Color`, `Font`),
    /// and with the module's name in front when the namespace is named like one of the theme's own
    /// group structs (`Spacing`), which would otherwise shadow it inside the theme.
    private func qualified(_ reference: String, _ namespace: GeneratorConfig.Namespace) -> String {
        guard let root = namespace.typeParts.first else { return reference }
        if NamespaceRootsEmitter.existingTypes.contains(root) { return "SwiftUI." + reference }
        if groups().contains(where: { $0.type.rendered == root }) { return "\(context.module).\(reference)" }
        return reference
    }

    /// The token's name without the namespace's member prefix (`kordantTitle` → `title`), since the
    /// theme's groups already say what the members are; a name override is kept as written.
    private func memberName(_ named: NamedToken, in namespace: GeneratorConfig.Namespace) -> SwiftIdentifier {
        guard namespace.memberPrefix != nil, NameOverride.requested(for: named.token, config: context.config) == nil else {
            return context.flatName(named)
        }
        var segments = named.token.path.segments.filter { !GroupOwnToken.isMarker($0) }
        if let count = namespace.matchedPrefixCount(of: named.token.path) { segments.removeFirst(count) }
        return SwiftNameGenerator(digitPrefix: context.config.digitPrefix).memberName(segments.isEmpty ? [named.token.path.last] : segments)
    }
}
