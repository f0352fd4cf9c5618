/// YAML's merge key (`<<: *base`, from YAML 1.1, which Theo-style token files use to share a
/// token's fields): a mapping's `<<` member whose value is a mapping, or a list of mappings, stands
/// for their members, under the mapping's own. A member the mapping gives itself wins; of listed
/// mappings, the earlier wins. A `<<` with any other value stays an ordinary member.
enum YAMLMergeKeys {
    static let key = "<<"

    /// `node` with every merge key below it replaced by the members it merges.
    static func merged(_ node: SourceNode) -> SourceNode {
        var result = node
        switch node.value {
        case .array(let elements):
            result.value = .array(elements.map(merged))
        case .object(let members):
            var taken = Set(members.lazy.filter { $0.key != key }.map(\.key))
            var kept: [SourceMember] = []
            kept.reserveCapacity(members.count)
            for member in members {
                guard member.key == key, let sources = mappings(in: member.value) else {
                    kept.append(SourceMember(key: member.key, keyLine: member.keyLine, keyColumn: member.keyColumn, value: merged(member.value)))
                    continue
                }
                for source in sources {
                    for inherited in source where taken.insert(inherited.key).inserted {
                        kept.append(SourceMember(key: inherited.key, keyLine: inherited.keyLine, keyColumn: inherited.keyColumn,
                                                 value: merged(inherited.value)))
                    }
                }
            }
            result.value = .object(kept)
        case .string, .number, .bool, .null:
            break
        }
        return result
    }

    /// The members of each mapping a merge key's `value` names: one mapping, or a list of them.
    private static func mappings(in value: SourceNode) -> [[SourceMember]]? {
        if let members = value.members { return [members] }
        guard let elements = value.elements, !elements.isEmpty else { return nil }
        let lists = elements.compactMap(\.members)
        return lists.count == elements.count ? lists : nil
    }
}
