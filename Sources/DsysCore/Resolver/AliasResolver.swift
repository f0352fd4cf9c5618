/// Resolves the aliases of one mode: merges its layers (later layers override earlier ones) and
/// replaces every `{reference}` and `$ref` by the referenced value, depth-first with cycle detection.
///
/// The result is each token's value node with no references left, its effective type name, and
/// the token a whole-value alias pointed at.
struct AliasResolver {
    /// A token whose value no longer contains references.
    struct ResolvedRaw {
        var raw: RawToken
        var value: SourceNode
        var typeName: String?
        var aliasOf: TokenPath?
    }

    private enum State {
        case visiting
        case resolved(ResolvedRaw)
        case failed
    }

    private var byPath: [TokenPath: RawToken] = [:]
    private var order: [TokenPath] = []
    private var outputPaths = Set<TokenPath>()
    private var states: [TokenPath: State] = [:]
    private var stack: [TokenPath] = []
    private var diagnostics = Diagnostics()
    private var reportedCycles = Set<[TokenPath]>()
    /// Guards against absurdly deep alias chains (each hop is one level of recursion).
    private let maximumChainLength = 200

    /// Merges `layers` and resolves every output token, in output order.
    static func resolve(_ layers: [TokenLayer], diagnostics: inout Diagnostics) -> [ResolvedRaw] {
        var resolver = AliasResolver()
        for layer in layers {
            for var token in layer.tokens {
                // A later layer's token without a type keeps the type of the token it overrides, as a
                // deep merge of the JSON trees (the resolver module's model) would keep the group's `$type`.
                if token.typeName == nil, let overridden = resolver.byPath[token.path] {
                    token.typeName = overridden.typeName
                    token.typeLocation = overridden.typeLocation
                }
                if resolver.byPath.updateValue(token, forKey: token.path) == nil {
                    resolver.order.append(token.path)
                }
                if layer.isSourceOnly {
                    resolver.outputPaths.remove(token.path)
                } else {
                    resolver.outputPaths.insert(token.path)
                }
            }
        }
        var result: [ResolvedRaw] = []
        result.reserveCapacity(resolver.order.count)
        for path in resolver.order where resolver.outputPaths.contains(path) {
            if let resolved = resolver.resolveToken(path) { result.append(resolved) }
        }
        diagnostics.append(contentsOf: resolver.diagnostics)
        return result
    }

    private mutating func resolveToken(_ path: TokenPath) -> ResolvedRaw? {
        switch states[path] {
        case .resolved(let done): return done
        case .failed: return nil
        case .visiting: return nil
        case nil: break
        }
        guard let raw = byPath[path] else { return nil }
        if stack.count >= maximumChainLength {
            diagnostics.error(
                "alias chain through '\(path)' is longer than \(maximumChainLength) tokens", at: raw.location,
                token: path.description
            )
            return nil
        }
        states[path] = .visiting
        stack.append(path)
        defer { stack.removeLast() }
        var typeName = raw.typeName
        var aliasOf: TokenPath?
        guard let value = substitute(raw.value, in: raw, typeName: &typeName, aliasOf: &aliasOf, isWholeValue: true)
        else {
            states[path] = .failed
            return nil
        }
        let resolved = ResolvedRaw(raw: raw, value: value, typeName: typeName, aliasOf: aliasOf)
        states[path] = .resolved(resolved)
        return resolved
    }

    /// Returns `node` with references replaced, or nil after reporting why it cannot be resolved.
    private mutating func substitute(
        _ node: SourceNode, in token: RawToken, typeName: inout String?, aliasOf: inout TokenPath?, isWholeValue: Bool
    ) -> SourceNode? {
        switch node.value {
        case .string(let text):
            if let reference = ReferenceSyntax.wholeReference(text) {
                guard let target = follow(reference, from: token, at: node) else { return nil }
                if isWholeValue {
                    aliasOf = target.raw.path
                    checkType(of: token, declared: typeName, against: target, at: node)
                    if typeName == nil { typeName = target.typeName }
                }
                return SourceNode(target.value.value, line: node.line, column: node.column)
            }
            let occurrences = ReferenceSyntax.occurrences(in: text)
            guard !occurrences.isEmpty else { return node }
            var result = text
            for occurrence in occurrences.reversed() {
                guard let target = follow(occurrence.path, from: token, at: node) else { return nil }
                guard let replacement = scalarText(target.value) else {
                    diagnostics.error(
                        "'\(token.path)' uses '\(target.raw.path)' inside a larger value, but its value is "
                            + "\(target.value.kindDescription), not a number or text",
                        at: location(of: node, in: token), token: token.path.description,
                        hint: "reference the whole token instead, as \"{\(target.raw.path)}\""
                    )
                    return nil
                }
                result.replaceSubrange(occurrence.range, with: replacement)
            }
            return SourceNode(.string(result), line: node.line, column: node.column)
        case .object(let members):
            if members.count == 1, members[0].key == "$ref", let pointer = members[0].value.string {
                return followPointer(pointer, from: token, at: node, typeName: &typeName, aliasOf: &aliasOf,
                                     isWholeValue: isWholeValue)
            }
            var resolved: [SourceMember] = []
            resolved.reserveCapacity(members.count)
            for member in members {
                if member.key == "$extensions" {
                    resolved.append(member)
                    continue
                }
                var ignoredAlias: TokenPath?
                guard let value = substitute(member.value, in: token, typeName: &typeName, aliasOf: &ignoredAlias,
                                             isWholeValue: false)
                else { return nil }
                var copy = member
                copy.value = value
                resolved.append(copy)
            }
            return SourceNode(.object(resolved), line: node.line, column: node.column)
        case .array(let elements):
            var resolved: [SourceNode] = []
            resolved.reserveCapacity(elements.count)
            for element in elements {
                var ignoredAlias: TokenPath?
                guard let value = substitute(element, in: token, typeName: &typeName, aliasOf: &ignoredAlias,
                                             isWholeValue: false)
                else { return nil }
                resolved.append(value)
            }
            return SourceNode(.array(resolved), line: node.line, column: node.column)
        case .number, .bool, .null:
            return node
        }
    }

    /// Resolves the token `reference` names, reporting a missing token or a cycle.
    private mutating func follow(_ reference: TokenPath, from token: RawToken, at node: SourceNode) -> ResolvedRaw? {
        var target = reference
        if byPath[target] == nil, target.segments.count > 1, target.last == "value", byPath[target.parent] != nil {
            target = target.parent
        }
        guard byPath[target] != nil else {
            reportMissing(reference, from: token, at: node)
            return nil
        }
        if case .visiting = states[target] {
            reportCycle(closingAt: target, from: token, at: node)
            return nil
        }
        return resolveToken(target)
    }

    /// `{"$ref": "#/color/blue/$value"}`: a JSON pointer into the merged token tree.
    private mutating func followPointer(
        _ pointer: String, from token: RawToken, at node: SourceNode, typeName: inout String?,
        aliasOf: inout TokenPath?, isWholeValue: Bool
    ) -> SourceNode? {
        guard let segments = JSONPointer.segments(pointer), let valueIndex = segments.firstIndex(of: "$value")
        else {
            diagnostics.error(
                "'$ref' \"\(pointer)\" must point at a token's value inside this token set, such as \"#/color/blue/$value\"",
                at: location(of: node, in: token), token: token.path.description,
                hint: "references to other documents are not supported inside token values; use a curly-brace alias"
            )
            return nil
        }
        let targetPath = TokenPath(Array(segments[..<valueIndex]))
        guard byPath[targetPath] != nil else {
            diagnostics.error(
                "'$ref' \"\(pointer)\" in '\(token.path)' points at '\(targetPath)', which is not defined",
                at: location(of: node, in: token), token: token.path.description
            )
            return nil
        }
        guard let target = follow(targetPath, from: token, at: node) else { return nil }
        let rest = "/" + segments[(valueIndex + 1)...].map(JSONPointer.escape).joined(separator: "/")
        guard let value = rest == "/" ? target.value : JSONPointer.resolve(rest, in: target.value) else {
            diagnostics.error(
                "'$ref' \"\(pointer)\" in '\(token.path)' names a part of '\(targetPath)' that does not exist",
                at: location(of: node, in: token), token: token.path.description
            )
            return nil
        }
        if isWholeValue, rest == "/" {
            aliasOf = targetPath
            if typeName == nil { typeName = target.typeName }
        }
        return SourceNode(value.value, line: node.line, column: node.column)
    }

    private func scalarText(_ node: SourceNode) -> String? {
        switch node.value {
        case .string(let text): return text
        case .number(let number): return SwiftNumberText.plain(number)
        case .object:
            if let number = node["value"]?.number, let unit = node["unit"]?.string {
                return SwiftNumberText.plain(number) + unit
            }
            return nil
        default: return nil
        }
    }

    private mutating func checkType(of token: RawToken, declared: String?, against target: ResolvedRaw,
                                    at node: SourceNode) {
        guard let declared, let targetType = target.typeName, declared != targetType,
              let mine = TokenTypeName.canonical(declared, dialect: token.dialect),
              let theirs = TokenTypeName.canonical(targetType, dialect: target.raw.dialect),
              mine != theirs, !TokenTypeName.compatible(mine, theirs)
        else { return }
        diagnostics.error(
            "'\(token.path)' is a \(mine.rawValue) token but references '\(target.raw.path)', which is a \(theirs.rawValue)",
            at: location(of: node, in: token), token: token.path.description,
            hint: "reference a \(mine.rawValue) token, or change '\(token.path)''s type"
        )
    }

    private mutating func reportMissing(_ reference: TokenPath, from token: RawToken, at node: SourceNode) {
        var message = "'\(token.path)' references '\(reference)', which is not defined"
        if let suggestion = NameSuggestion.closest(to: reference, among: byPath.keys) {
            message += " (did you mean '\(suggestion)'?)"
        }
        diagnostics.error(message, at: location(of: node, in: token), token: token.path.description,
                          hint: "define '\(reference)' or correct the reference")
    }

    private mutating func reportCycle(closingAt target: TokenPath, from token: RawToken, at node: SourceNode) {
        guard let start = stack.firstIndex(of: target) else { return }
        let members = Array(stack[start...])
        let key = members.sorted()
        for path in members { states[path] = .failed }
        guard reportedCycles.insert(key).inserted else { return }
        let chain = (members + [target]).map(\.description).joined(separator: " → ")
        let first = byPath[members[0]] ?? token
        diagnostics.error(
            "alias cycle: \(chain)", at: first.location, token: members[0].description,
            hint: "break the cycle by giving one of \(members.map { "'\($0)'" }.joined(separator: ", ")) a literal value"
        )
    }

    private func location(of node: SourceNode, in token: RawToken) -> SourceLocation {
        SourceLocation(file: token.file, line: node.line, column: node.column)
    }
}
