import DsysSource

/// One file of Salesforce Theo's design-token format (`TheoFormat`), its four top-level members read:
///
/// ```yaml
/// global: { type: size, category: spacing }   # merged into every prop (the prop's own keys win)
/// imports: [../aliases/spacing.yml]            # files whose aliases and props come first
/// aliases: { space-10: 4px, space-20: { value: 8px } }
/// props: { space-inset: { value: "{!space-20}", comment: Inset of cards. } }   # or a list of { name: … }
/// ```
///
/// A member of the wrong kind is an error of the file; a prop that is not an object, or has no
/// `value`, is reported at its position and left out.
struct TheoDocument {
    /// One prop: its name and the members it has after `global` is merged in, with their positions.
    struct Prop {
        var name: String
        var nameMember: SourceMember?
        var node: SourceNode
    }

    /// One alias: `name: value` or `name: { value: … }`.
    struct Alias {
        var name: String
        var value: SourceNode
    }

    /// One entry of `imports`: the path as written, and where.
    struct Import {
        var path: String
        var node: SourceNode
    }

    /// The top-level members of a Theo file; any other member makes the file something else, unless
    /// its props are a list.
    static let topLevelKeys: Set<String> = ["props", "aliases", "imports", "global"]

    var file: SourceFile
    var props: [Prop] = []
    var aliases: [Alias] = []
    var imports: [Import] = []

    /// Whether `root` is a Theo file: an object whose members are all Theo's own (or a list of props
    /// beside others), with `props` (an object or a list), `aliases` (an object) or `imports` (a list)
    /// among them, and no DTCG token
    /// (`$value`, `$type`) directly in `props` or `aliases`. A Style Dictionary file with a group
    /// named `props` beside other groups is not one, nor a DTCG file whose only group is `aliases`.
    /// A list of props, each an object with a `name`, is Theo's alone: other members beside it (Barista's
    /// build settings, `outputs`) are ignored, where they made the files "no design tokens".
    static func isTheo(_ root: SourceNode) -> Bool {
        guard let members = root.members, !members.isEmpty else { return false }
        let isPropList = root["props"]?.elements.map { !$0.isEmpty && $0.allSatisfy { $0["name"]?.string != nil } } ?? false
        guard isPropList || members.allSatisfy({ topLevelKeys.contains($0.key) }) else { return false }
        let entries = ["props", "aliases"].flatMap { key in root[key].map { $0.members?.map(\.value) ?? $0.elements ?? [] } ?? [] }
        guard !entries.contains(where: { $0["$value"] != nil || $0["$type"] != nil }) else { return false }
        return root["props"].map { $0.members != nil || $0.elements != nil } == true
            || root["aliases"]?.members != nil
            || root["imports"]?.elements != nil
    }

    /// Reads `file`'s members, reporting those of the wrong kind.
    init(_ file: SourceFile, diagnostics: inout Diagnostics) {
        self.file = file
        let root = file.root
        let global = Self.object(named: "global", in: root, file: file, diagnostics: &diagnostics) ?? []
        if let node = root["imports"] {
            if let elements = node.elements {
                for element in elements {
                    guard let path = element.string else {
                        diagnostics.error("an entry of 'imports' must be a file path, but this is \(element.kindDescription)",
                                          at: file.location(of: element))
                        continue
                    }
                    imports.append(Import(path: path, node: element))
                }
            } else {
                diagnostics.error("'imports' must be a list of file paths, but it is \(node.kindDescription)", at: file.location(of: node))
            }
        }
        for member in Self.object(named: "aliases", in: root, file: file, diagnostics: &diagnostics) ?? [] {
            aliases.append(Alias(name: member.key, value: member.value["value"] ?? member.value))
        }
        readProps(root["props"], global: global, diagnostics: &diagnostics)
    }

    /// The members of the object `name`, or nil when there is none (reported when it is no object).
    private static func object(named name: String, in root: SourceNode, file: SourceFile, diagnostics: inout Diagnostics)
        -> [SourceMember]? {
        guard let node = root[name] else { return nil }
        guard let members = node.members else {
            diagnostics.error("'\(name)' must be an object, but it is \(node.kindDescription)", at: file.location(of: node))
            return nil
        }
        return members
    }

    /// Reads `props`, an object of named props or a list of props with a `name` each.
    private mutating func readProps(_ node: SourceNode?, global: [SourceMember], diagnostics: inout Diagnostics) {
        guard let node else { return }
        if let members = node.members {
            for member in members {
                addProp(member.key, nameMember: member, node: member.value, global: global, diagnostics: &diagnostics)
            }
        } else if let elements = node.elements {
            for element in elements {
                guard let name = element["name"]?.string else {
                    diagnostics.warning("a prop in the list 'props' has no 'name'; it is skipped", at: file.location(of: element),
                                        hint: "give it a \"name\", or write 'props' as an object keyed by name")
                    continue
                }
                addProp(name, nameMember: nil, node: element, global: global, diagnostics: &diagnostics)
            }
        } else {
            diagnostics.error("'props' must be an object or a list, but it is \(node.kindDescription)", at: file.location(of: node))
        }
    }

    /// Adds the prop `name` with `global`'s members under its own, or reports why it is left out.
    private mutating func addProp(_ name: String, nameMember: SourceMember?, node: SourceNode, global: [SourceMember],
                                  diagnostics: inout Diagnostics) {
        guard let own = node.members, own.contains(where: { $0.key == "value" }) else {
            diagnostics.warning(
                "the prop '\(name)' " + (node.members == nil ? "must be an object, but it is \(node.kindDescription)" : "has no 'value'")
                    + "; it is skipped",
                at: file.location(of: node), token: name, hint: "write it as \(name): { value: …, type: … }"
            )
            return
        }
        let ownKeys = Set(own.map(\.key))
        var merged = node
        merged.value = .object(global.filter { !ownKeys.contains($0.key) } + own.filter { $0.key != "name" })
        props.append(Prop(name: name, nameMember: nameMember, node: merged))
    }
}
