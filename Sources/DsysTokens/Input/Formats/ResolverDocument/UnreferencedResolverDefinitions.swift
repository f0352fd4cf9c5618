import DsysSource

/// The root `sets` and `modifiers` of a resolver document that no `$ref` in it names.
///
/// The Resolver Module reads only what `resolutionOrder` reaches, so such a definition's tokens are
/// left out of every mode. Without a word, the only sign would be the references into them that
/// fail later ("… which is not defined"), far from the cause.
enum UnreferencedResolverDefinitions {
    /// Warns at the name of each root set and modifier of `file` that no local `$ref` anywhere in
    /// the document (`#/sets/name…`, `#/modifiers/name…`) refers to.
    static func warn(in file: SourceFile, diagnostics: inout Diagnostics) {
        var referenced: Set<[String]> = []
        collectReferences(in: file.root, into: &referenced)
        for (key, kind) in [("sets", "set"), ("modifiers", "modifier")] {
            for definition in file.root[key]?.members ?? [] where !referenced.contains([key, definition.key]) {
                diagnostics.warning(
                    "\(kind) '\(definition.key)' is defined, but no '$ref' names it, so its tokens are not read",
                    at: file.location(ofKey: definition),
                    hint: "add { \"$ref\": \"#/\(key)/\(JSONPointer.escape(definition.key))\" } to 'resolutionOrder' "
                        + "if its tokens belong to the design system, or remove the \(kind)"
                )
            }
        }
    }

    /// Adds the first two segments (`["sets", "base"]`) of every local `$ref` at or below `node`.
    private static func collectReferences(in node: SourceNode, into referenced: inout Set<[String]>) {
        for member in node.members ?? [] {
            if member.key == "$ref", let text = member.value.string, case .local(let pointer)? = ResolverReference(text),
               let segments = JSONPointer.segments(pointer), segments.count >= 2 {
                referenced.insert(Array(segments.prefix(2)))
            }
            collectReferences(in: member.value, into: &referenced)
        }
        for element in node.elements ?? [] { collectReferences(in: element, into: &referenced) }
    }
}
