import DsysSource

/// The `{ "$ref": "…" }` objects that stand below the top level of an inline token tree of a
/// resolver document, in place of a group or token: `{ "brand": { "$ref": "base.json#/palette/black" } }`.
/// The Resolver Module has every reference object of the document resolved; the referenced
/// node takes the object's place, and keys written next to `$ref` replace its keys of that name.
///
/// A `$ref` inside a token (in its `$value`, a reference to another token's value) is the token
/// format's own and is left to the alias resolver.
struct NestedSourceReferences {
    /// One nested reference object.
    struct Reference {
        /// The token path the referenced node takes the place of.
        var path: TokenPath
        /// The `$ref` member's value.
        var referenceNode: SourceNode
        /// The keys written next to `$ref`, which stay in the inline tree and replace the referenced
        /// node's keys of the same names.
        var overriddenKeys: Set<String>
        /// The `$type` written beside the `$ref`, else that of the nearest inline group around it,
        /// which the referenced tokens inherit, as they would written there.
        var inheritedType: String?
    }

    /// The inline tree without its nested `$ref` members.
    private(set) var tree: SourceNode
    /// The nested references, in document order.
    private(set) var references: [Reference] = []

    /// Splits `tree`, written in `dialect`, whose tokens inherit `inheritedType` from outside it. The `$ref` at the top of the tree, a reference to a whole source, is not looked at.
    init(_ tree: SourceNode, inheritedType: String?, dialect: TokenDialect) {
        self.tree = tree
        self.tree = collected(tree, path: TokenPath([]), inheritedType: inheritedType, dialect: dialect)
    }

    /// `group` with the `$ref` members of the objects below it removed, each recorded; an object
    /// that held only `$ref` is removed whole.
    private mutating func collected(
        _ group: SourceNode, path: TokenPath, inheritedType: String?, dialect: TokenDialect
    ) -> SourceNode {
        guard let members = group.members, group.mayContainReference else { return group }
        let type = group[dialect.typeKey]?.string ?? inheritedType
        var kept: [SourceMember] = []
        for var member in members {
            guard !member.key.hasPrefix("$"), let childMembers = member.value.members,
                  !childMembers.contains(where: { $0.key == dialect.valueKey }) else {
                kept.append(member)
                continue
            }
            let childPath = path.appending(member.key)
            if let reference = member.value["$ref"] {
                let overrides = childMembers.filter { $0.key != "$ref" }
                references.append(Reference(
                    path: childPath, referenceNode: reference,
                    overriddenKeys: Set(overrides.map(\.key)), inheritedType: member.value[dialect.typeKey]?.string ?? type
                ))
                if overrides.isEmpty { continue }
                member.value.value = .object(overrides)
            }
            member.value = collected(member.value, path: childPath, inheritedType: type, dialect: dialect)
            kept.append(member)
        }
        var result = group
        result.value = .object(kept)
        return result
    }
}
