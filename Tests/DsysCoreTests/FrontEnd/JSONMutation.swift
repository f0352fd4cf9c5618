import Foundation

/// Random edits of a parsed JSON document (the `Any` tree of `JSONSerialization`), for
/// `MutatedCorpusTests`: each picks its place with a seeded generator, so a case repeats exactly.
enum JSONMutation {
    /// One step from a node to a child.
    private enum Step {
        case key(String)
        case index(Int)
    }

    /// The path of every node below `node` (itself first), children in key order.
    private static func paths(_ node: Any, at path: [Step] = [], into paths: inout [[Step]]) {
        paths.append(path)
        if let object = node as? [String: Any] {
            for key in object.keys.sorted() { Self.paths(object[key]!, at: path + [.key(key)], into: &paths) }
        } else if let array = node as? [Any] {
            for index in array.indices { Self.paths(array[index], at: path + [.index(index)], into: &paths) }
        }
    }

    private static func allPaths(_ node: Any) -> [[Step]] {
        var found: [[Step]] = []
        paths(node, into: &found)
        return found
    }

    /// `node` with the node at `path` made `change(old)`.
    private static func replacing(_ node: Any, at path: ArraySlice<Step>, _ change: (Any) -> Any) -> Any {
        guard let step = path.first else { return change(node) }
        switch step {
        case .key(let key):
            guard var object = node as? [String: Any], let child = object[key] else { return node }
            object[key] = replacing(child, at: path.dropFirst(), change)
            return object
        case .index(let index):
            guard var array = node as? [Any], array.indices.contains(index) else { return node }
            array[index] = replacing(array[index], at: path.dropFirst(), change)
            return array
        }
    }

    private static func node(_ root: Any, at path: [Step]) -> Any? {
        var current: Any? = root
        for step in path {
            switch step {
            case .key(let key): current = (current as? [String: Any])?[key]
            case .index(let index): current = (current as? [Any]).flatMap { $0.indices.contains(index) ? $0[index] : nil }
            }
        }
        return current
    }

    /// Replaces the value of a random token (an object with `$value`, or `value` in Style Dictionary
    /// files) with one of `values`.
    static func breakATokenValue(in document: inout Any, with values: [Any], random: inout SplitMix64) {
        let tokens = allPaths(document).filter { path in
            guard let object = node(document, at: path) as? [String: Any] else { return false }
            return object["$value"] != nil || object["value"] != nil
        }
        guard !tokens.isEmpty else { return }
        let token = tokens[Int.random(in: 0..<tokens.count, using: &random)]
        let value = values[Int.random(in: 0..<values.count, using: &random)]
        document = replacing(document, at: token[...]) { old in
            guard var object = old as? [String: Any] else { return old }
            object[object["$value"] != nil ? "$value" : "value"] = value
            return object
        }
    }

    /// One random edit anywhere: a node replaced by one of `values`, by an alias to another node's
    /// path (maybe its own), or by a group nested deep; or a key renamed to a DTCG property or a
    /// name with a dot or brace.
    static func editAnywhere(in document: inout Any, with values: [Any], random: inout SplitMix64) {
        let all = allPaths(document)
        let target = all[Int.random(in: 0..<all.count, using: &random)]
        let replacement: Any
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
            replacement = values[Int.random(in: 0..<values.count, using: &random)]
        case 1:
            let other = all[Int.random(in: 0..<all.count, using: &random)]
            let names = other.compactMap { step -> String? in
                guard case .key(let key) = step, !key.hasPrefix("$") else { return nil }
                return key
            }
            replacement = "{" + names.joined(separator: ".") + "}"
        case 2:
            var group: Any = ["$type": "color", "$value": "#ffffff"]
            for level in 0..<[3, 40, 300][Int.random(in: 0..<3, using: &random)] { group = ["g\(level)": group] }
            replacement = group
        default:
            let renames = ["$type", "$value", "$extensions", "$description", "$deprecated", "$root", "value", "type", "a.b", "{x}", ""]
            let newKey = renames[Int.random(in: 0..<renames.count, using: &random)]
            document = replacing(document, at: target[...]) { old in
                guard var object = old as? [String: Any], let key = object.keys.sorted().first else { return old }
                object[newKey] = object.removeValue(forKey: key)
                return object
            }
            return
        }
        document = replacing(document, at: target[...]) { _ in replacement }
    }
}
