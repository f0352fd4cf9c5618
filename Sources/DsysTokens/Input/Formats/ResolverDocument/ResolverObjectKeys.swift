import DsysSource

/// The keys the resolver module allows on each kind of object, for warnings about the rest.
enum ResolverObjectKeys {
    static let document: Set<String> = [
        "$schema", "name", "version", "description", "sets", "modifiers", "resolutionOrder", "$defs", "$extensions",
    ]
    /// `name` and `type` are only needed inline in `resolutionOrder`, but harmless elsewhere.
    static let set: Set<String> = ["sources", "description", "$extensions", "name", "type"]
    static let modifier: Set<String> = ["contexts", "default", "description", "$extensions", "name", "type"]

    /// Warns about each key of `node` outside `allowed`; `what` names the object in the message.
    static func warnAboutUnknownKeys(
        of node: SourceNode, allowed: Set<String>, what: String, in file: SourceFile, diagnostics: inout Diagnostics
    ) {
        for member in node.members ?? [] where !allowed.contains(member.key) {
            diagnostics.warning(
                "unknown key '\(member.key)' in \(what)"
                    + NameSuggestion.didYouMean(member.key, among: allowed.sorted()),
                at: file.location(ofKey: member), hint: "allowed keys: " + allowed.sorted().joined(separator: ", ")
            )
        }
    }
}
