/// The theme struct (`themeType`, e.g. `KordantTheme`): the design system's colors, fonts,
/// spacing and radii as one value whose members start as the generated constants and can be
/// replaced, provided to views through the environment (`@Environment(\.kordantTheme)`).
struct ThemeEmitter {
    let context: EmitContext

    /// One group of the theme: its property, struct, member type and members.
    private struct Group {
        var property: String
        var type: String
        var valueType: String
        var namespace: GeneratorConfig.Namespace
        var tokens: [NamedToken]
        /// The expression that reads a member's constant.
        var value: (String) -> String
    }

    func sections() -> [SourceSection] {
        guard let type = context.config.themeType else { return [] }
        let groups = self.groups().filter { !$0.tokens.isEmpty }
        guard !groups.isEmpty else { return [] }
        let key = SwiftNameGenerator().memberName([type])
        var writer = SwiftWriter()
        writer.doc([
            "The design system as one value: \(groups.map(\.property).joined(separator: ", ")). Each member starts as the",
            "generated constant; change members for a variant and provide it with `.environment(\\.\(key.name), theme)`.",
            "Views read it with `@Environment(\\.\(key.name)) private var theme`.",
        ])
        writer.block("public struct \(type): Sendable") { body in
            for group in groups {
                body.doc("The theme's \(group.property).")
                body.line("public var \(group.property) = \(group.type)()")
            }
            body.line()
            body.doc("The design system's own values.")
            body.line("public init() {}")
            for group in groups {
                body.line()
                writeGroup(&body, group)
            }
        }
        writer.line()
        writer.doc("The environment key of `\(type)`.")
        writer.block("private struct \(type)Key: EnvironmentKey") { body in
            body.line("static var defaultValue: \(type) { \(type)() }")
        }
        writer.line()
        writer.block("public extension EnvironmentValues") { body in
            body.doc("The theme views read with `@Environment(\\.\(key.name))`.")
            body.block("var \(key.rendered): \(type)") { property in
                property.line("get { self[\(type)Key.self] }")
                property.line("set { self[\(type)Key.self] = newValue }")
            }
        }
        return [SourceSection(.theme, defaultPath: "Theme/\(type).swift", framework: .swiftUI, writer: writer)]
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

    private func writeGroup(_ writer: inout SwiftWriter, _ group: Group) {
        writer.doc("The theme's \(group.property), each starting as the design system's constant.")
        writer.block("public struct \(group.type): Sendable") { body in
            for named in group.tokens {
                let reference = qualified(context.reference(named, in: group.namespace), group.namespace)
                body.doc("Starts as " + DocComment.markdownCode(reference) + ".")
                let value = group.value(reference)
                body.line("public var \(memberName(named, in: group.namespace).rendered): \(group.valueType) = \(value)")
            }
            body.line()
            body.doc("The design system's own values.")
            body.line("public init() {}")
        }
    }

    /// `reference` with `SwiftUI.` in front when the namespace extends a SwiftUI type (`Color`, `Font`),
    /// and with the module's name in front when the namespace is named like one of the theme's own
    /// group structs (`Spacing`), which would otherwise shadow it inside the theme.
    private func qualified(_ reference: String, _ namespace: GeneratorConfig.Namespace) -> String {
        guard let root = namespace.typeParts.first else { return reference }
        if NamespaceRootsEmitter.existingTypes.contains(root) { return "SwiftUI." + reference }
        if groups().contains(where: { $0.type == root }) { return "\(context.module).\(reference)" }
        return reference
    }

    /// The token's name without the namespace's member prefix (`kordantTitle` → `title`), since the
    /// theme's groups already say what the members are; a name override is kept as written.
    private func memberName(_ named: NamedToken, in namespace: GeneratorConfig.Namespace) -> SwiftIdentifier {
        guard namespace.memberPrefix != nil, context.config.nameOverrides[named.token.path.description] == nil else {
            return context.flatName(named)
        }
        var segments = named.token.path.segments.filter { $0 != "$root" }
        if let prefix = namespace.matchedPrefix(of: named.token.path) { segments.removeFirst(prefix.count) }
        return SwiftNameGenerator(digitPrefix: context.config.digitPrefix).memberName(segments.isEmpty ? [named.token.path.last] : segments)
    }
}
