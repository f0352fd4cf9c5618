import DsysSource
import DsysTokens

/// The successor a deprecated token names with `"$extensions": {"dsys": {"renamed": "color.new"}}`,
/// which becomes `@available(*, deprecated, renamed: "new")` so Xcode offers the fix-it.
enum DeprecationSuccessor {
    /// The dotted token path `token` names as its successor, if any.
    static func path(of token: Token) -> TokenPath? {
        guard token.deprecation != nil, let text = token.dsys?.renamed, !text.isEmpty else { return nil }
        return TokenPath(dotted: text)
    }

    /// The name `@available(renamed:)` takes for the successor of `token`: the bare member name when
    /// it lives in the same enum, else its qualified reference; nil when there is no usable successor.
    static func swiftName(of token: Token, in system: DesignSystemDescription) -> String? {
        guard let successorPath = path(of: token),
              let own = system.categorizedTokens.first(where: { $0.named.token.path == token.path }),
              let successor = system.categorizedTokens.first(where: { $0.named.token.path == successorPath && $0.category == own.category })
        else { return nil }
        if successor.named.groups == own.named.groups { return successor.named.member.name }
        let namespace = own.category.namespace(system.config)
        return (namespace.typeParts + successor.named.groups.map(\.name) + [successor.named.member.name]).joined(separator: ".")
    }

    /// Warnings for deprecated tokens whose successor is no generated constant of the same kind.
    static func problems(in system: DesignSystemDescription) -> Diagnostics {
        var diagnostics = Diagnostics()
        for (_, named) in system.categorizedTokens {
            guard let successor = path(of: named.token), swiftName(of: named.token, in: system) == nil else { continue }
            diagnostics.warning(
                "'\(named.token.path)' is deprecated in favour of '\(successor)', which is no generated constant of the same kind",
                at: named.token.location, token: named.token.path.description,
                hint: "name the successor's dotted token path in \"$extensions\": {\"dsys\": {\"renamed\": …}}"
            )
        }
        return diagnostics
    }
}

extension DesignSystemDescription {
    /// Every named constant with its category, in category order then input order; made as it is
    /// read, since every token is in it.
    package var categorizedTokens: some Sequence<(category: TokenCategory, named: NamedToken)> {
        let categories: [TokenCategory] = [.color, .spacing, .radius, .borderWidth, .opacity, .typography, .shadow, .gradient, .motion]
        return categories.lazy.flatMap { category in tokens(category).lazy.map { (category: category, named: $0) } }
    }
}
