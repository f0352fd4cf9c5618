import DsysSource
import DsysTokens

/// Reads component styles from the tokens under the configured component groups. Tokens that do
/// not fit (a property name the kind does not use, a value of the wrong type, nesting deeper
/// than a parameter group) are reported as warnings naming the token, and left out.
struct ComponentStyleReader {
    let config: GeneratorConfig

    /// The styles of `kind`, in input order of their first token.
    func styles(_ kind: ComponentStyle.Kind, from tokens: [Token], diagnostics: inout Diagnostics) -> [ComponentStyle] {
        guard let group = kind.group(config.componentStyles) else { return [] }
        let prefix = TokenPath(dotted: group).segments
        var styles: [ComponentStyle] = []
        for token in tokens where Array(token.path.segments.prefix(prefix.count)) == prefix {
            var rest = Array(token.path.segments.dropFirst(prefix.count))
            let ownsGroup = setsPropertyOfGroupItself(rest, kind)
            if ownsGroup, let groupName = prefix.last { rest.insert(groupName, at: 0) }
            guard rest.count == 2 || rest.count == 3 else {
                warn(token, "is not a property of a \(kind.noun): write '\(group).<property>', '\(group).<style>.<property>'"
                     + " or '\(group).<style>.<property>.<option>'", &diagnostics)
                continue
            }
            guard let property = ComponentProperty.named(rest[1]), kind.properties.contains(property) else {
                let known = kind.properties.map(\.tokenName).sorted().joined(separator: ", ")
                warn(token, "names no property of a \(kind.noun) (known: \(known))", &diagnostics)
                continue
            }
            guard property.acceptedTypes.contains(token.type) else {
                warn(token, "must be a \(property.acceptedTypes.map(\.rawValue).sorted().joined(separator: " or ")) "
                     + "to set '\(property.tokenName)', not a \(token.type.rawValue)", &diagnostics)
                continue
            }
            // A modifier group's child named `default` is the group's own style: `card.default.padding` gives `CardModifier`.
            let name = kind == .modifier && rest[0] == "default" ? prefix.last ?? rest[0] : rest[0]
            let index = styles.firstIndex { $0.name == name } ?? styles.count
            if index == styles.count {
                let path = TokenPath(ownsGroup ? prefix : prefix + [rest[0]])
                styles.append(ComponentStyle(kind: kind, name: name, path: path, location: token.location))
            }
            if rest.count == 2 {
                styles[index].properties[property] = token
                continue
            }
            guard kind == .modifier else {
                warn(token, "sets an option of '\(property.tokenName)', but only view modifiers take parameters", &diagnostics)
                continue
            }
            let isDefault = token.dsys?.isDefault == true
            if let existing = styles[index].parameters.firstIndex(where: { $0.property == property }) {
                styles[index].parameters[existing].options.append(.init(token: token, isDefault: isDefault))
            } else {
                styles[index].parameters.append((property, [.init(token: token, isDefault: isDefault)]))
            }
        }
        let generator = SwiftNameGenerator(digitPrefix: config.digitPrefix)
        var firstByType: [String: ComponentStyle] = [:]
        for style in styles {
            let type = generator.typeName([style.name]).name
            if let first = firstByType[type] {
                diagnostics.error(
                    "'\(first.path)' and '\(style.path)' both become the Swift type name '\(type)'",
                    at: style.location, token: style.path.description, hint: "rename one of the groups"
                )
            }
            firstByType[type] = firstByType[type] ?? style
            for (property, _) in style.parameters where style.properties[property] != nil {
                diagnostics.warning(
                    "'\(style.path)' sets '\(property.tokenName)' both as a value and as options; the options are used",
                    at: style.location, token: style.path.description
                )
            }
        }
        return styles
    }

    /// Whether `rest` (the path below the configured group) sets a property of the group itself
    /// (`card.padding`, `card.padding.large`) rather than of a child style (`card.elevated.padding`):
    /// such a group is one style named after the group's last segment.
    private func setsPropertyOfGroupItself(_ rest: [String], _ kind: ComponentStyle.Kind) -> Bool {
        guard let first = rest.first, let property = ComponentProperty.named(first), kind.properties.contains(property) else { return false }
        return rest.count == 1 || (rest.count == 2 && ComponentProperty.named(rest[1]).map(kind.properties.contains) != true)
    }

    private func warn(_ token: Token, _ message: String, _ diagnostics: inout Diagnostics) {
        diagnostics.warning("'\(token.path)' \(message); it is left out", at: token.location, token: token.path.description)
    }
}
