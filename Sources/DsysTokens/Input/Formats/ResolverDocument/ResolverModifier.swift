import DsysSource

/// A resolver modifier: named contexts, each with its own token layers, and an optional default.
struct ResolverModifier {
    /// One context and the layers it adds.
    struct Context {
        var name: String
        var layers: [TokenLayer]
    }

    var name: String
    var contexts: [Context]
    var defaultContext: String?

    /// The modifier as an axis of mode combinations.
    var axis: ModeAxis {
        ModeAxis(name: name, contexts: contexts.map(\.name), defaultContext: defaultContext)
    }

    /// The layers of the context `name` (empty for an unknown name).
    func layers(for name: String) -> [TokenLayer] {
        contexts.first { $0.name == name }?.layers ?? []
    }

    /// Reads the modifier object `node` (at `pointer`) and loads its contexts' sources.
    /// Nil when it has no usable `contexts`.
    static func read(
        name: String, node: SourceNode, pointer: String, sources: inout ResolverSourceLoader,
        diagnostics: inout Diagnostics
    ) -> ResolverModifier? {
        let file = sources.document
        ResolverObjectKeys.warnAboutUnknownKeys(
            of: node, allowed: ResolverObjectKeys.modifier.union(["context"]), what: "modifier '\(name)'", in: file,
            diagnostics: &diagnostics
        )
        guard let contextsNode = node["contexts"] else {
            let misspelled = node.members?.first { $0.key == "context" }
            diagnostics.error(
                "modifier '\(name)' has no 'contexts'" + (misspelled == nil ? "" : " (it has 'context')"),
                at: misspelled.map { file.location(ofKey: $0) } ?? file.location(of: node),
                hint: "write \"contexts\": { \"light\": [ … ], \"dark\": [ … ] }"
            )
            return nil
        }
        guard let members = contextsNode.members, !members.isEmpty else {
            diagnostics.error(
                "'contexts' of modifier '\(name)' must be an object with at least one context, such as "
                    + "{ \"light\": [ … ], \"dark\": [ … ] }",
                at: file.location(of: contextsNode)
            )
            return nil
        }
        if members.count == 1 {
            diagnostics.warning(
                "modifier '\(name)' has a single context, '\(members[0].key)'", at: file.location(of: contextsNode),
                hint: "a modifier with one context is a set; move its sources into 'sets'"
            )
        }
        var contexts: [Context] = []
        for member in members {
            let layers = sources.layers(
                of: member.value, pointer: "\(pointer)/contexts/\(JSONPointer.escape(member.key))",
                diagnostics: &diagnostics
            )
            contexts.append(Context(name: member.key, layers: layers))
        }
        let defaultContext = readDefault(
            node["default"], of: name, contexts: contexts, file: file, diagnostics: &diagnostics
        )
        return ResolverModifier(name: name, contexts: contexts, defaultContext: defaultContext)
    }

    private static func readDefault(
        _ node: SourceNode?, of modifier: String, contexts: [Context], file: SourceFile, diagnostics: inout Diagnostics
    ) -> String? {
        guard let node else { return nil }
        let names = contexts.map(\.name)
        guard let text = node.string else {
            diagnostics.error(
                "'default' of modifier '\(modifier)' must be the name of a context, but it is \(node.kindDescription)",
                at: file.location(of: node), hint: "contexts: " + names.joined(separator: ", ")
            )
            return nil
        }
        guard names.contains(text) else {
            diagnostics.error(
                "'default' of modifier '\(modifier)' names '\(text)', which is not one of its contexts"
                    + NameSuggestion.didYouMean(text, among: names),
                at: file.location(of: node), hint: "contexts: " + names.joined(separator: ", ")
            )
            return nil
        }
        return text
    }
}
