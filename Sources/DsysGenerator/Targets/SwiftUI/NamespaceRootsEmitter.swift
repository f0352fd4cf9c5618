/// Declares the outer enums of dotted namespace types once, nested as they are used
/// (`public enum ShapeToken { public enum CornerRadius {} ... }`, `public enum DesignSystem { public
/// enum Colors {} ... }`), so each category's section can extend its own namespace.
struct NamespaceRootsEmitter {
    let context: EmitContext

    /// SwiftUI types that namespaces extend rather than declare.
    static let existingTypes: Set<String> = ["Color", "Font", "View"]

    /// A namespace enum and the enums declared inside it, in first-use order.
    private struct Node {
        var name: String
        var children: [Node] = []

        mutating func insert(_ path: ArraySlice<String>) {
            guard let first = path.first else { return }
            if let index = children.firstIndex(where: { $0.name == first }) {
                children[index].insert(path.dropFirst())
            } else {
                var child = Node(name: first)
                child.insert(path.dropFirst())
                children.append(child)
            }
        }
    }

    func sections() -> [SourceSection] {
        var root = Node(name: "")
        for namespace in usedNamespaces() {
            let parts = namespace.typeParts
            guard parts.count > 1, !Self.existingTypes.contains(parts[0]) else { continue }
            root.insert(parts[...])
        }
        guard !root.children.isEmpty else { return [] }
        return [SourceSection(.namespaces, defaultPath: "Namespaces+\(context.module).swift", framework: .none,
                              declarations: root.children.map { declaration($0, path: []) })]
    }

    /// The namespaces that hold at least one generated member.
    private func usedNamespaces() -> [GeneratorConfig.Namespace] {
        let config = context.config
        let system = context.system
        let hasFonts = config.fontMembers != .none && !system.typography.isEmpty
        let used: [(GeneratorConfig.Namespace, Bool)] = [
            (config.colors, !system.colors.isEmpty), (config.fonts, hasFonts), (config.spacing, !system.spacing.isEmpty),
            (config.radius, !system.radius.isEmpty), (config.borderWidth, !system.borderWidth.isEmpty),
            (config.opacity, !system.opacity.isEmpty), (config.gradients, !system.gradients.isEmpty),
            (config.motion, !system.motion.isEmpty),
        ] + [TokenCategory.dimension, .number, .fontFamily, .fontWeight, .strokeStyle, .border, .string].map { category in
            (category.namespace(config), !system.tokens(category).isEmpty)
        }
        return used.filter(\.1).map(\.0)
    }

    /// `public enum <name> { … }` for `node` and, inside it, its children.
    private func declaration(_ node: Node, path: [String]) -> SwiftDeclaration {
        let qualified = (path + [node.name]).joined(separator: ".")
        return .type(SwiftTypeDeclaration(access: .public, kind: .enum, name: SwiftName(configured: node.name),
                                          members: node.children.map { declaration($0, path: path + [node.name]) }))
            .documented("The namespace of the design system's `\(qualified)` tokens.")
    }
}
