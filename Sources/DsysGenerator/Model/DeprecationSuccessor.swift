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

    /// The names `@available(renamed:)` takes for a design system's deprecated tokens, found in two
    /// passes over its tokens (searching all tokens per deprecated token made many of them quadratic).
    struct Names: Sendable {
        /// A token as it is categorized: the successor must be a constant of the same kind.
        private struct Constant: Hashable {
            let path: TokenPath
            let category: TokenCategory
        }

        /// The Swift name of each usable successor, by the deprecated token's path.
        private let names: [TokenPath: String]

        init(_ system: DesignSystemDescription) {
            // A token's own constant is the first one with its path, in `categorizedTokens` order.
            // Most tokens are not deprecated: that is checked first, so their paths are not hashed.
            var deprecated: [TokenPath: (category: TokenCategory, named: NamedToken, successor: TokenPath)] = [:]
            system.forEachCategorizedToken { category, named in
                guard let successor = DeprecationSuccessor.path(of: named.token), deprecated[named.token.path] == nil else { return }
                deprecated[named.token.path] = (category, named, successor)
            }
            guard !deprecated.isEmpty else { names = [:]; return }
            let wanted = Set(deprecated.values.map { Constant(path: $0.successor, category: $0.category) })
            var successors: [Constant: NamedToken] = [:]
            system.forEachCategorizedToken { category, named in
                let constant = Constant(path: named.token.path, category: category)
                if wanted.contains(constant), successors[constant] == nil { successors[constant] = named }
            }
            names = deprecated.compactMapValues { own in
                guard let successor = successors[Constant(path: own.successor, category: own.category)] else { return nil }
                if successor.groups == own.named.groups { return successor.member.name }
                let namespace = own.category.namespace(system.config)
                return (namespace.typeParts + successor.groups.map(\.name) + [successor.member.name]).joined(separator: ".")
            }
        }

        /// The bare member name of `token`'s successor when it lives in the same enum, else its
        /// qualified reference; nil when there is no usable successor.
        func swiftName(of token: Token) -> String? { names[token.path] }
    }

    /// Warnings for deprecated tokens whose successor is no generated constant of the same kind;
    /// `names` are the successors' names in `system` (`Names(system)`, made once per run).
    static func problems(in system: DesignSystemDescription, names: Names) -> Diagnostics {
        var diagnostics = Diagnostics()
        system.forEachCategorizedToken { _, named in
            guard let successor = path(of: named.token), names.swiftName(of: named.token) == nil else { return }
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
    /// The categories of `categorizedTokens`, in its order.
    private static let categorizedOrder: [TokenCategory] = [
        .color, .spacing, .radius, .borderWidth, .opacity, .typography, .shadow, .gradient, .motion,
    ]

    /// Every named constant with its category, in category order then input order; made as it is
    /// read, since every token is in it.
    package var categorizedTokens: some Sequence<(category: TokenCategory, named: NamedToken)> {
        Self.categorizedOrder.lazy.flatMap { category in tokens(category).lazy.map { (category: category, named: $0) } }
    }

    /// Calls `body` with each of `categorizedTokens`, in its order, read where it lies in its
    /// category's array rather than copied out: a pass over every token that looks at a few fields
    /// of each then costs no retain and release of every part of every token.
    func forEachCategorizedToken(_ body: (TokenCategory, NamedToken) -> Void) {
        for category in Self.categorizedOrder {
            let tokens = tokens(category)
            for index in tokens.indices { body(category, tokens[index]) }
        }
    }
}
