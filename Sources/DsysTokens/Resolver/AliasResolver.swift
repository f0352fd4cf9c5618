import DsysSource

/// Resolves the aliases of one mode: merges its layers (later layers override earlier ones) and
/// replaces every `{reference}` and `$ref` by the referenced value, depth-first with cycle detection.
///
/// The result is each token's value node with no references left, its effective type name, and
/// the token a whole-value alias pointed at.
///
/// A Tokens Studio color modifier (`"$extensions": {"studio.tokens": {"modify": …}}`) is part of its
/// token's resolution, as sd-transforms' transitive `ts/color/modifiers` is in Style Dictionary: the
/// references in the modifier are dependencies of the token, and the token resolves to the modified
/// color, so every reference to it (whole, inside a composite or a string, from any set) sees that.
///
/// The work is linear in the number of tokens and references, whatever the declaration order: the
/// depth-first walk keeps its own stack (so an alias chain of any length resolves without
/// recursion), each token is resolved once, and a reference inside a larger string substitutes the
/// referenced token's evaluated math (`"{a} + {a}"` where `a` is `"4px + 4px"` reads `8px + 8px`),
/// never its expression text, so nested math cannot grow exponentially. Text substituted into
/// larger strings has a budget shared by every mode (`substitutedTextLimit`).
///
/// Tokens are never copied out of their layers: the merge keeps, for each token path, the position
/// of its winning definition (`TokenOrigin`), and per-token state lives in parallel arrays indexed
/// by merge order. Copying a `RawToken` retains every string and array it holds, which for a large
/// set costs more than the resolution itself.
package struct AliasResolver {
    /// Where a token definition lives in a mode's layers: `layers[layer].tokens[index]`.
    struct TokenOrigin {
        var layer: Int
        var index: Int
    }

    /// A token whose value no longer contains references.
    struct ResolvedRaw {
        /// The token's position in merge order.
        var index: Int
        /// The definition that won the merge (read it with `layers[origin]`).
        var origin: TokenOrigin
        /// The definition whose type name and type location apply: the token's own when it declares a
        /// type, else that of the token it overrides (see `merge`).
        var typeOrigin: TokenOrigin
        var value: SourceNode
        var typeName: String?
        var aliasOf: TokenPath?
    }

    private enum State {
        case unvisited
        case visiting
        case resolved
        case failed
    }

    /// What resolving one token produced.
    private struct Resolution {
        var value: SourceNode
        var typeName: String?
        var aliasOf: TokenPath?
    }

    /// One token on the depth-first stack: its merged index, the tokens its value references (in
    /// order, duplicates included), and how many of those have been visited.
    private struct Frame {
        var index: Int
        var dependencies: [Int]
        var visited = 0
    }

    /// How long one string may grow, in UTF-8 bytes, when its references are substituted: real
    /// values with embedded references (math, font stacks, CSS shorthands) are far shorter, so only
    /// text doubling at every level of nesting reaches this.
    static let substitutedValueLimit = 1 << 20

    /// How many UTF-8 bytes substituting references into larger strings may produce in all, across
    /// all modes: a few megabytes for the largest real sets, so this only stops values that
    /// reference a long text many times over (each reference copies it).
    static let substitutedTextLimit = 64 << 20

    /// How many missing references of one mode are searched for a near spelling ("did you mean"):
    /// past a hundred, a file was given without the one it references, and a search among
    /// thousands of siblings for each of thousands of references took minutes for suggestions that
    /// the warnings' summary does not even show.
    static let suggestionSearchLimit = 100

    private let layers: [TokenLayer]
    // Merged tokens in first-appearance order, with per-token state in parallel arrays (indices,
    // not dictionaries of large values).
    private var origins: [TokenOrigin] = []
    private var typeOrigins: [TokenOrigin] = []
    private var indexByPath: [TokenPath: Int] = [:]
    /// The paths of the set as a tree, made at the first reference that misses, for what its
    /// diagnostic asks of every path (`reportMissing`).
    private var pathTree: DefinedPathTree?
    /// How many missing references were given a search for a near spelling (`suggestionSearchLimit`).
    private var suggestionSearches = 0
    /// What each group a missing reference's diagnostic described holds, made once per group: thousands
    /// of references into one large group must not list and sort its tokens again each.
    private var groupContents: [TokenPath: GroupContents?] = [:]
    /// The paths of the set by their last segment, made at the first reference that misses, to
    /// suggest the one token whose path ends with it (`longerPath(endingWith:)`).
    private var pathsByLastSegment: [String: [TokenPath]]?
    private var isOutput: [Bool] = []
    /// Paths whose tokens are output even where only a source-only layer defines them: those
    /// another mode outputs (`ModeResolver`).
    private let outputPaths: Set<TokenPath>
    private var states: [State] = []
    private var resolutions: [Resolution?] = []
    private var stack: [Frame] = []
    private var diagnostics = Diagnostics()
    /// The problems confined to one token that failed it (a missing reference), by merged index.
    private(set) var problems: [Int: TokenProblem] = [:]
    /// For each token that failed only because a token it references failed: the token whose own
    /// problem (or cycle) is the cause, by merged index.
    private(set) var failureRoots: [Int: Int] = [:]
    /// Every resolved token that references others, with the tokens it references, in the order
    /// they resolved (a token after everything it references).
    private(set) var resolvedReferences: [(index: Int, dependencies: [Int])] = []
    private var reportedCycles = Set<[TokenPath]>()
    /// The text each token contributes where it is referenced inside a larger string, once known.
    private var embeddedTexts: [Int: String] = [:]
    /// The colors of the tokens whose value is a Tokens Studio modifier's result: modified tokens
    /// and their aliases (a few, if any).
    private var modifiedColors: [Int: ColorValue] = [:]
    /// What is left of `substitutedTextLimit`; below zero once it has been reported.
    private var textBudget: Int
    /// Where a reference that matches no path exactly may find its token.
    private let fallback: ReferenceFallback
    /// The paths of the tokens the loader skipped.
    private let skippedAtLoad: Set<TokenPath>
    /// Where tokens the plan does not read are defined (`ResolutionPlan.unreadDefinitions`).
    private let unreadDefinitions: [TokenPath: String]

    /// The next merged token `nextResolved()` looks at.
    private var cursor = 0

    /// Merges `layers` and resolves every output token; problems go to `diagnostics`. The results
    /// come from `nextResolved()`, in output order. `textBudget` is what is left of
    /// `substitutedTextLimit` (the modes of one input share it); the resolver spends from it.
    /// `skippedAtLoad` are the paths of tokens the input's loader skipped (`ResolutionPlan.skippedAtLoad`):
    /// a reference to one says that it is skipped, not that it is undefined; `referencePrefixes`
    /// are names a reference may start with before a token's path (`ReferenceFallback`);
    /// `outputPaths` are output even from a source-only layer.
    package init(
        resolving layers: [TokenLayer], skippedAtLoad: Set<TokenPath> = [], referencePrefixes: Set<String> = [],
        unreadDefinitions: [TokenPath: String] = [:], outputPaths: Set<TokenPath> = [], textBudget: inout Int,
        diagnostics: inout Diagnostics
    ) {
        self.layers = layers
        self.outputPaths = outputPaths
        self.skippedAtLoad = skippedAtLoad
        self.unreadDefinitions = unreadDefinitions
        fallback = ReferenceFallback(referencePrefixes: referencePrefixes)
        self.textBudget = textBudget
        merge()
        for index in origins.indices where isOutput[index] {
            _ = resolveToken(index)
        }
        textBudget = self.textBudget
        diagnostics.append(contentsOf: self.diagnostics)
        for note in fallback.notes { diagnostics.append(note) }
    }

    /// How many tokens the merge produced, output and source-only.
    var mergedTokenCount: Int { origins.count }

    /// The winning definition of each merged token, by merged index (which `SourceNode.copiedFrom` holds).
    var definitions: MergedDefinitions { MergedDefinitions(layers: layers, origins: origins) }

    /// Each merged token's position in merge order, by path.
    var mergedIndexByPath: [TokenPath: Int] { indexByPath }

    /// The next output token that resolved, moved out of the resolver (a resolved token never fails
    /// later, so every resolution is final by now); nil after the last.
    mutating func nextResolved() -> ResolvedRaw? {
        while cursor < origins.count {
            let index = cursor
            cursor += 1
            guard isOutput[index], case .resolved = states[index] else { continue }
            let resolution = resolutions[index].take() ?? definitionAsResolution(index)
            return ResolvedRaw(
                index: index, origin: origins[index], typeOrigin: typeOrigins[index], value: resolution.value,
                typeName: resolution.typeName, aliasOf: resolution.aliasOf
            )
        }
        return nil
    }

    /// The token whose definition holds the value `path` ends at: `path` itself, or, while a
    /// definition is a whole reference (`{dimension.6}`), the token it names (at most 64 steps).
    func literalSource(of path: TokenPath) -> TokenPath {
        var current = path
        for _ in 0..<64 {
            guard let index = indexByPath[current], let text = definition(index).value.string,
                  let next = ReferenceSyntax.wholeReference(text) else { break }
            current = next
        }
        return current
    }

    /// The winning definition of merged token `index` and the definition whose type name applies.
    func origins(of index: Int) -> (origin: TokenOrigin, typeOrigin: TokenOrigin) {
        (origins[index], typeOrigins[index])
    }

    /// Whether merged token `index` is generated (not only in a source-only set).
    func isOutputToken(_ index: Int) -> Bool {
        isOutput[index]
    }

    /// Merges the layers by token path. A later layer's token without a type keeps the type of the
    /// token it overrides, as a deep merge of the JSON trees (the resolver module's model) would keep
    /// the group's `$type`.
    private mutating func merge() {
        let capacity = layers.reduce(0) { $0 + $1.tokens.count }
        origins.reserveCapacity(capacity)
        typeOrigins.reserveCapacity(capacity)
        indexByPath.reserveCapacity(capacity)
        isOutput.reserveCapacity(capacity)
        for (layerIndex, layer) in layers.enumerated() {
            for tokenIndex in layer.tokens.indices {
                let origin = TokenOrigin(layer: layerIndex, index: tokenIndex)
                let path = layer.tokens[tokenIndex].path
                // One probe for the common case, a new path; an override puts the old index back.
                if let index = indexByPath.updateValue(origins.count, forKey: path) {
                    indexByPath[path] = index
                    if layer.tokens[tokenIndex].typeName != nil { typeOrigins[index] = origin }
                    origins[index] = origin
                    isOutput[index] = !layer.isSourceOnly || outputPaths.contains(path)
                } else {
                    origins.append(origin)
                    typeOrigins.append(origin)
                    isOutput.append(!layer.isSourceOnly || outputPaths.contains(path))
                }
            }
        }
        states = Array(repeating: .unvisited, count: origins.count)
        resolutions = Array(repeating: nil, count: origins.count)
    }

    /// What a resolved token without references resolved to: its own definition. Such tokens (most
    /// of a set) get no stored `Resolution`: copying every value into `resolutions` touched each
    /// token's memory once more, and that was a large part of resolving big sets.
    private func definitionAsResolution(_ index: Int) -> Resolution {
        Resolution(value: layers[origins[index]].value, typeName: layers[typeOrigins[index]].typeName)
    }

    /// What resolved token `index` resolved to.
    private func resolution(of index: Int) -> Resolution {
        resolutions[index] ?? definitionAsResolution(index)
    }

    /// The winning definition of merged token `index`.
    private func definition(_ index: Int) -> RawToken {
        layers[origins[index]]
    }

    /// The path of merged token `index`.
    private func path(of index: Int) -> TokenPath {
        layers[origins[index]].path
    }

    /// Resolves token `root` and, first, every token it depends on (once each); false when it cannot
    /// be resolved. Depth-first with an explicit stack: a token is substituted only after all the
    /// tokens it references are settled, and a reference to a token still on the stack is a cycle.
    private mutating func resolveToken(_ root: Int) -> Bool {
        // A nested call (see `follow`) leaves the frames below `base` to its caller.
        let base = stack.count
        visit(root)
        while stack.count > base {
            let top = stack.count - 1
            guard stack[top].visited < stack[top].dependencies.count else {
                let frame = stack.removeLast()
                finish(frame.index)
                if states[frame.index] == .resolved { resolvedReferences.append((frame.index, frame.dependencies)) }
                continue
            }
            let dependency = stack[top].dependencies[stack[top].visited]
            stack[top].visited += 1
            switch states[dependency] {
            case .unvisited: visit(dependency)
            case .visiting: reportCycle(closingAt: dependency)
            case .resolved, .failed: break
            }
        }
        return states[root] == .resolved
    }

    /// Starts resolving unvisited token `index`: a value without references is resolved as it is;
    /// any other goes on the stack with the tokens it references.
    private mutating func visit(_ index: Int) {
        guard case .unvisited = states[index] else { return }
        // Read in place: the flag sits in the definition itself, so this touches no other memory.
        let modifier = colorModifier(of: index)
        guard layers[origins[index]].value.mayContainReference || modifier != nil else {
            states[index] = .resolved
            return
        }
        var dependencies: [Int] = []
        collectDependencies(of: layers[origins[index]].value, into: &dependencies)
        if let modifier { collectDependencies(of: modifier, into: &dependencies) }
        states[index] = .visiting
        stack.append(Frame(index: index, dependencies: dependencies))
    }

    /// Substitutes the references of token `index`, whose dependencies are all settled (or which a
    /// cycle report has already failed).
    private mutating func finish(_ index: Int) {
        guard case .visiting = states[index] else { return }
        var typeName = layers[typeOrigins[index]].typeName
        var aliasOf: TokenPath?
        let value = layers[origins[index]].value
        guard var value = substitute(value, of: index, typeName: &typeName, aliasOf: &aliasOf, isWholeValue: true),
              case .visiting = states[index]
        else {
            states[index] = .failed
            return
        }
        if !modifiedColors.isEmpty, let target = aliasOf.flatMap(self.index(of:)), let color = modifiedColors[target] {
            modifiedColors[index] = color
        }
        if let modifier = colorModifier(of: index), isColor(typeName, of: index) {
            switch applyColorModifier(modifier, to: value, of: index, typeName: typeName) {
            case .applied(let modified):
                value = modified
                // The value is no longer the alias target's, so generated code must not name the target.
                aliasOf = nil
            case .notApplicable:
                break
            case .unreadable:
                states[index] = .failed
                return
            }
        }
        resolutions[index] = Resolution(value: value, typeName: typeName, aliasOf: aliasOf)
        states[index] = .resolved
    }

    /// Appends the merged index of every defined token `node` references, in the order `substitute`
    /// follows them (references to undefined tokens are reported there).
    private func collectDependencies(of node: SourceNode, into dependencies: inout [Int]) {
        guard node.mayContainReference else { return }
        switch node.value {
        case .string(let text):
            if let reference = ReferenceSyntax.wholeReference(text) {
                if let target = index(of: reference) ?? shadowLayer(named: reference)?.shadow { dependencies.append(target) }
            } else {
                for occurrence in ReferenceSyntax.occurrences(in: text) {
                    if let target = index(of: occurrence.path) { dependencies.append(target) }
                }
            }
        case .object(let members):
            if members.count == 1, members[0].key == "$ref", let pointer = members[0].value.string {
                if let segments = JSONPointer.segments(pointer), let valueIndex = segments.firstIndex(of: "$value"),
                   let target = indexByPath[TokenPath(Array(segments[..<valueIndex]))] {
                    dependencies.append(target)
                }
                return
            }
            for index in members.indices where members[index].key != "$extensions" {
                collectDependencies(of: members[index].value, into: &dependencies)
            }
        case .array(let elements):
            for index in elements.indices { collectDependencies(of: elements[index], into: &dependencies) }
        case .number, .bool, .null:
            break
        }
    }

    /// The Tokens Studio color modifier written on merged token `index`, if any.
    private func colorModifier(of index: Int) -> SourceNode? {
        layers[origins[index]].colorModifier
    }

    /// Whether a token of type `typeName` (nil: none declared or inherited) takes a color modifier:
    /// sd-transforms modifies color tokens only.
    private func isColor(_ typeName: String?, of index: Int) -> Bool {
        guard let typeName else { return true }
        return TokenTypeName.canonical(typeName, dialect: definition(index).dialect) == .color
    }

    /// What became of a token's color modifier.
    private enum ModifierOutcome {
        /// The modified color, as a color object node.
        case applied(SourceNode)
        /// The value is not one color, which a warning says; the token keeps its value.
        case notApplicable
        /// The modifier cannot be read (or its references resolved): the token fails, with the
        /// problem recorded for it alone, since its value without the modifier would be wrong.
        case unreadable
    }

    /// `base` (token `token`'s resolved value) with the color modifier `written` applied. The
    /// modifier's references are dependencies of the token, so they are settled by now. A modifier
    /// given by reference (`"modify": "{modifiers.hover}"`) is reported at that reference: its
    /// members lie in another token's definition. `typeName` is the token's type, nil when none is
    /// declared or inherited.
    private mutating func applyColorModifier(
        _ written: SourceNode, to base: SourceNode, of token: Int, typeName: String?
    ) -> ModifierOutcome {
        var ignoredType: String?
        var ignoredAlias: TokenPath?
        guard let resolved = substitute(written, of: token, typeName: &ignoredType, aliasOf: &ignoredAlias,
                                        isWholeValue: false)
        else { return .unreadable }
        let modifier: TokensStudioColorModifier
        do throws(TokensStudioColorModifier.ReadingProblem) {
            modifier = try TokensStudioColorModifier(resolved: resolved, readColor: Self.color(of:))
        } catch {
            let place = written.string == nil ? error.node : written
            record(.error("'\(path(of: token))': \(error.message)", at: location(of: place, in: token),
                          token: path(of: token).description, hint: error.hint), .unsupportedValue, of: token)
            return .unreadable
        }
        guard let color = Self.color(of: base) else {
            // The token is skipped, which its decoding reports: the modifier needs no word of its own.
            if typeName != nil, Self.isSkippedAsNoColor(base) { return .notApplicable }
            diagnostics.warning(
                "'\(path(of: token))' has a Tokens Studio color modifier, but its value is \(base.kindDescription) that is "
                    + "not one color, so the modifier is not applied",
                at: location(of: written, in: token), token: path(of: token).description,
                hint: "give the modifier to a token whose value is a color, or remove it"
            )
            return .notApplicable
        }
        let modified = modifier.apply(to: color)
        modifiedColors[token] = modified
        return .applied(TokensStudioColorModifier.valueNode(of: modified, line: base.line, column: base.column))
    }

    /// Whether `base`, the value of a token declared a color, is text that decoding reads neither as
    /// a color nor as a gradient (PhonePe's `#fffffff`), so that it skips the token with a warning.
    private static func isSkippedAsNoColor(_ base: SourceNode) -> Bool {
        guard let text = base.string, !CSSLinearGradient.isGradientFunction(text) else { return false }
        var decoder = ValueDecoder(path: TokenPath([]), file: "", remBase: 16)
        return decoder.color(base) == nil
    }

    /// The color a resolved value node holds: a CSS or Tokens Studio color string, or a DTCG color
    /// object (such as a modified color); nil for anything else. What is wrong with a color is
    /// reported where the token holding it is decoded, not here.
    private static func color(of node: SourceNode) -> ColorValue? {
        if let text = node.string { return ColorValue.parse(css: text) ?? TokensStudioColor.parse(text) }
        guard node.members != nil else { return nil }
        var decoder = ValueDecoder(path: TokenPath([]), file: "", remBase: 16)
        return decoder.color(node)
    }

    /// The merged index of the token `reference` names; Style Dictionary's `{a.b.value}` (and
    /// `{a.b.$value}` in its DTCG files) names `a.b` when nothing is called `a.b.value`, and its
    /// `{a.b.value.50}` reaches into the group `a.b`'s value references (`{palette.grey}`, koobiq's),
    /// naming `palette.grey.50`.
    private func index(of reference: TokenPath) -> Int? {
        if let found = indexByPath[reference] { return found }
        let segments = reference.segments
        if segments.count > 1, reference.last == "value" || reference.last == "$value" { return indexByPath[reference.parent] }
        guard let valueIndex = segments.firstIndex(where: { $0 == "value" || $0 == "$value" }), valueIndex > 0,
              valueIndex < segments.count - 1, let token = indexByPath[TokenPath(Array(segments[..<valueIndex]))],
              let aliased = layers[origins[token]].value.string.flatMap(ReferenceSyntax.wholeReference), indexByPath[aliased] == nil
        else { return fallback.index(of: reference, among: indexByPath, definition: { layers[origins[$0]] }) }
        return indexByPath[TokenPath(aliased.segments + segments[(valueIndex + 1)...])]
    }

    /// Whether `node` holds a curly-brace reference or a `$ref` anywhere (cheap, so values without
    /// references are never rebuilt).
    private static func containsReference(_ node: SourceNode) -> Bool {
        guard node.mayContainReference else { return false }
        switch node.value {
        case .string(let text): return text.utf8.contains(UInt8(ascii: "{"))
        case .object(let members):
            // Visits the members in place: iterating them would copy each one (and retain its value).
            return members.indices.contains { index in
                members[index].key == "$ref"
                    || (members[index].key != "$extensions" && containsReference(members[index].value))
            }
        case .array(let elements): return elements.indices.contains { containsReference(elements[$0]) }
        case .number, .bool, .null: return false
        }
    }

    /// Returns `node` (a part of merged token `token`'s value) with references replaced, or nil after
    /// reporting why it cannot be resolved.
    private mutating func substitute(
        _ node: SourceNode, of token: Int, typeName: inout String?, aliasOf: inout TokenPath?, isWholeValue: Bool
    ) -> SourceNode? {
        guard Self.containsReference(node) else { return node }
        switch node.value {
        case .string(let text):
            if let reference = ReferenceSyntax.wholeReference(text) {
                if let layer = shadowLayer(named: reference) {
                    return substituteShadowLayer(layer, named: reference, of: token, at: node, typeName: &typeName,
                                                 isWholeValue: isWholeValue)
                }
                guard let target = follow(reference, from: token, at: node) else { return nil }
                let resolution = resolution(of: target)
                if isWholeValue {
                    aliasOf = path(of: target)
                    guard typesAgree(token, declared: typeName, target: target, at: node) else { return nil }
                    if typeName == nil { typeName = resolution.typeName }
                }
                return copy(resolution.value, of: target, standingAt: node)
            }
            let occurrences = ReferenceSyntax.occurrences(in: text)
            guard !occurrences.isEmpty else { return node }
            var replacements: [String] = []
            replacements.reserveCapacity(occurrences.count)
            var resultSize = text.utf8.count
            // Every reference is followed, so each missing one in the string is reported, once however
            // often the string repeats it (gcds' margins name `spacing.100` twice).
            var followed: [TokenPath: Int?] = [:]
            for occurrence in occurrences {
                let known = followed[occurrence.path]
                let found = known ?? follow(occurrence.path, from: token, at: node)
                if known == nil { followed[occurrence.path] = .some(found) }
                guard let target = found else { continue }
                guard let replacement = embeddedText(of: target) else {
                    let targetPath = path(of: target)
                    record(.error(
                        "'\(path(of: token))' uses '\(targetPath)' inside a larger value, but its value is "
                            + "\(resolution(of: target).value.kindDescription), not a number or text",
                        at: location(of: node, in: token), token: path(of: token).description,
                        hint: "reference the whole token instead, as \"{\(targetPath)}\""
                    ), .unsupportedValue, of: token)
                    continue
                }
                resultSize += replacement.utf8.count - text[occurrence.range].utf8.count
                replacements.append(replacement)
            }
            guard replacements.count == occurrences.count else { return nil }
            guard spendTextBudget(resultSize, for: token, at: node) else { return nil }
            var result = text
            for (occurrence, replacement) in zip(occurrences, replacements).reversed() {
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
                guard let value = substitute(member.value, of: token, typeName: &typeName, aliasOf: &ignoredAlias,
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
                guard let value = substitute(element, of: token, typeName: &typeName, aliasOf: &ignoredAlias,
                                             isWholeValue: false)
                else { return nil }
                resolved.append(value)
            }
            return SourceNode(.array(resolved), line: node.line, column: node.column)
        case .number, .bool, .null:
            return node
        }
    }

    /// The shadow token and layer number `reference` names when no token has its path but its parent
    /// is a shadow token and its last segment a layer number: the "Design Tokens" Figma plugin
    /// writes a layered shadow as numbered layer tokens (`FigmaPluginShadowLayers` makes them one
    /// shadow), and other tokens reference a layer, `{effect.sheet.0}`.
    private func shadowLayer(named reference: TokenPath) -> (shadow: Int, layer: Int)? {
        guard index(of: reference) == nil, reference.segments.count > 1, let layer = Int(reference.last),
              layer >= 0, String(layer) == reference.last, let shadow = indexByPath[reference.parent],
              let typeName = layers[typeOrigins[shadow]].typeName,
              TokenTypeName.canonical(typeName, dialect: definition(shadow).dialect) == .shadow
        else { return nil }
        return (shadow, layer)
    }

    /// The value of layer `layer.layer` of shadow token `layer.shadow`, which `reference` names in
    /// token `token`'s value, or nil after reporting why not. It is not an alias of the shadow (a
    /// layer is a part of its value), so the referencing token keeps its own literal value. A
    /// whole value must be a shadow, as for any alias.
    private mutating func substituteShadowLayer(
        _ layer: (shadow: Int, layer: Int), named reference: TokenPath, of token: Int, at node: SourceNode, typeName: inout String?,
        isWholeValue: Bool
    ) -> SourceNode? {
        guard let shadow = follow(reference.parent, from: token, at: node) else { return nil }
        if isWholeValue { guard typesAgree(token, declared: typeName, target: shadow, at: node) else { return nil } }
        let resolution = resolution(of: shadow)
        let value: SourceNode?
        switch resolution.value.value {
        case .array(let layers): value = layers.indices.contains(layer.layer) ? layers[layer.layer] : nil
        case .object: value = layer.layer == 0 ? resolution.value : nil
        default: value = nil
        }
        guard let value else {
            reportMissing(reference, from: token, at: node)
            return nil
        }
        if typeName == nil { typeName = resolution.typeName }
        return copy(value, of: shadow, standingAt: node)
    }

    /// The resolved token `reference` names, reporting a missing token or a cycle; its index on
    /// success. `resolveToken` settles a token's dependencies before substituting it, so the target
    /// is normally settled already.
    private mutating func follow(_ reference: TokenPath, from token: Int, at node: SourceNode) -> Int? {
        guard let target = index(of: reference) else {
            reportMissing(reference, from: token, at: node)
            return nil
        }
        if case .visiting = states[target] {
            reportCycle(closingAt: target)
            return nil
        }
        guard resolveToken(target) else {
            if problems[token] == nil, failureRoots[token] == nil { failureRoots[token] = failureRoots[target] ?? target }
            return nil
        }
        return target
    }

    /// The text resolved token `target` contributes inside a larger string: a modified color as CSS
    /// text (`TokensStudioColorModifier.cssText`), a number as plain text, a `{value, unit}` dimension
    /// as `16px`, and a string that is math as its evaluated result (so each level of nested math
    /// adds its own text once, instead of repeating the levels below).
    private mutating func embeddedText(of target: Int) -> String? {
        if let known = embeddedTexts[target] { return known }
        if let color = modifiedColors[target] {
            let text = TokensStudioColorModifier.cssText(of: color)
            embeddedTexts[target] = text
            return text
        }
        let value = resolution(of: target).value
        guard var text = scalarText(value) else { return nil }
        if value.string != nil, let quantity = MathExpression.evaluate(text) {
            text = PlainNumberText.plain(quantity.value) + quantity.unit
        }
        embeddedTexts[target] = text
        return text
    }

    /// Takes `size` bytes, one string of token `token` with its references substituted, from the
    /// budget; false, after reporting it, when the string is longer than `substitutedValueLimit` or
    /// the budget is spent (which is reported once).
    private mutating func spendTextBudget(_ size: Int, for token: Int, at node: SourceNode) -> Bool {
        guard textBudget >= 0 else { return false }
        let problem: String
        if size > Self.substitutedValueLimit {
            problem = "'\(path(of: token))' grows to more than \(Self.substitutedValueLimit >> 20) MiB of text when "
                + "its references are substituted"
        } else {
            textBudget -= size
            guard textBudget < 0 else { return true }
            problem = "substituting references into text produced more than \(Self.substitutedTextLimit >> 20) MiB "
                + "by '\(path(of: token))'; a value references a long text many times over"
        }
        diagnostics.error(
            problem, at: location(of: node, in: token), token: path(of: token).description,
            hint: "reference whole tokens instead of repeating long texts inside larger strings"
        )
        return false
    }

    /// `{"$ref": "#/color/blue/$value"}`: a JSON pointer into the merged token tree.
    private mutating func followPointer(
        _ pointer: String, from token: Int, at node: SourceNode, typeName: inout String?,
        aliasOf: inout TokenPath?, isWholeValue: Bool
    ) -> SourceNode? {
        guard let segments = JSONPointer.segments(pointer), let valueIndex = segments.firstIndex(of: "$value")
        else {
            record(.error(
                "'$ref' \(QuotedInput.quoted(pointer)) must point at a token's value inside this token set, such as \"#/color/blue/$value\"",
                at: location(of: node, in: token), token: path(of: token).description,
                hint: "references to other documents are not supported inside token values; use a curly-brace alias"
            ), .unsupportedValue, of: token)
            return nil
        }
        let targetPath = TokenPath(Array(segments[..<valueIndex]))
        guard indexByPath[targetPath] != nil else {
            record(.error(
                "'$ref' \(QuotedInput.quoted(pointer)) in '\(path(of: token))' points at '\(targetPath)', which is not defined",
                at: location(of: node, in: token), token: path(of: token).description
            ), .missingReference, of: token)
            return nil
        }
        guard let target = follow(targetPath, from: token, at: node) else { return nil }
        let resolution = resolution(of: target)
        let rest = "/" + segments[(valueIndex + 1)...].map(JSONPointer.escape).joined(separator: "/")
        guard let value = rest == "/" ? resolution.value : JSONPointer.resolve(rest, in: resolution.value) else {
            record(.error(
                "'$ref' \(QuotedInput.quoted(pointer)) in '\(path(of: token))' names a part of '\(targetPath)' that does not exist",
                at: location(of: node, in: token), token: path(of: token).description
            ), .missingReference, of: token)
            return nil
        }
        if isWholeValue, rest == "/" {
            aliasOf = targetPath
            if typeName == nil { typeName = resolution.typeName }
        }
        return copy(value, of: target, standingAt: node)
    }

    /// `value`, the resolved value of token `target` or a part of it, in the place of the reference
    /// `node`: the value itself at the reference's position, its members and elements at theirs in
    /// `target`'s definition, marked as copied from it (`SourceNode.copiedFrom`), so that a problem
    /// in one of them is placed in the file that holds it, and is known to be `target`'s.
    private func copy(_ value: SourceNode, of target: Int, standingAt node: SourceNode) -> SourceNode {
        var copy = value.markingCopies(from: target)
        copy.line = node.line
        copy.column = node.column
        copy.copiedFrom = nil
        return copy
    }

    private func scalarText(_ node: SourceNode) -> String? {
        switch node.value {
        case .string(let text): return text
        case .number(let number): return PlainNumberText.plain(number)
        case .object:
            if let number = node["value"]?.number, let unit = node["unit"]?.string {
                return PlainNumberText.plain(number) + unit
            }
            return nil
        default: return nil
        }
    }

    /// Whether token `token`, of the `declared` type, may alias `target`: false, with the problem
    /// recorded for the token alone (`record`), when the two types differ and neither reads as the
    /// other (a dimension aliasing a color).
    private mutating func typesAgree(_ token: Int, declared: String?, target: Int, at node: SourceNode) -> Bool {
        guard let declared, let targetType = resolution(of: target).typeName, declared != targetType,
              let mine = TokenTypeName.canonical(declared, dialect: definition(token).dialect),
              let theirs = TokenTypeName.canonical(targetType, dialect: definition(target).dialect),
              mine != theirs, !TokenTypeName.compatible(mine, theirs)
        else { return true }
        record(.error(
            "'\(path(of: token))' is a \(mine.rawValue) token but references '\(path(of: target))', which is a \(theirs.rawValue)",
            at: location(of: node, in: token), token: path(of: token).description,
            hint: "reference a \(mine.rawValue) token, or change '\(path(of: token))''s type"
        ), .typeMismatch, of: token)
        return false
    }

    private mutating func reportMissing(_ reference: TokenPath, from token: Int, at node: SourceNode) {
        let tree = pathTree ?? DefinedPathTree(indexByPath.keys)
        pathTree = tree
        if let group = contents(of: reference, in: tree) {
            record(.error(
                "'\(path(of: token))' references '\(reference)', which is a group, not a token; it holds \(group.listing)",
                at: location(of: node, in: token), token: path(of: token).description,
                hint: "reference one of its tokens, such as '{\(group.shown[0])}'"
            ), .missingReference, of: token)
            return
        }
        if skippedAtLoad.contains(reference) {
            record(.error("'\(path(of: token))' references '\(reference)', which is not generated (its own warning says why)",
                          at: location(of: node, in: token), token: path(of: token).description,
                          hint: "fix '\(reference)', or reference another token"),
                   .referencesSkippedToken, of: token)
            return
        }
        if FigmaValue.isVariableID(reference) {
            record(.error("'\(path(of: token))' references the Figma variable '\(reference)', which the response does not hold",
                          at: location(of: node, in: token), token: path(of: token).description, hint: FigmaValue.missingVariableHint),
                   .missingReference, of: token)
            return
        }
        var message = "'\(path(of: token))' references '\(reference)', which is not defined"
        let longer = longerPath(endingWith: reference)
        // Never the token itself (DUO's `textarea.border-radius` of `{textbox.border-radius}` was told
        // it meant itself), whose reference would be a cycle.
        let referencing = path(of: token)
        var suggestion: TokenPath?
        if suggestionSearches < Self.suggestionSearchLimit {
            suggestionSearches += 1
            suggestion = NameSuggestion.closest(to: reference, among: tree.nearSpellings(of: reference).lazy.filter { $0 != referencing })
        }
        if let suggestion = suggestion ?? longer {
            message += " (did you mean '\(suggestion)'?)"
        }
        let unread = unreadDefinitions[reference].map { set in
            "'\(reference)' is in the set '\(set)', which no theme enables or uses as source: enable it, or use it as source, "
                + "in the themes that need it in Tokens Studio"
        }
        let absentGroup = tree.firstAbsentGroup(of: reference)
        let wrappedGroupHint = absentGroup.flatMap { absentGroup in
            tree.onlyGroup(endingWith: absentGroup).flatMap { group in
                contents(of: group, in: tree).map { Self.wrappedGroupHint(for: reference, absentGroup: absentGroup, group: group, holding: $0) }
            }
        }
        let inputHint = absentGroup.map { group in
            "no input defines a token under '\(group)': give the file that does as an input too (such as a palette "
                + "a Style Dictionary config includes), or correct the reference"
        }
        let hint = longer.map { "write the token's whole path, '{\($0)}'" } ?? unread ?? wrappedGroupHint ?? inputHint
            ?? "define '\(reference)' or correct the reference"
        record(.error(message, at: location(of: node, in: token), token: path(of: token).description, hint: hint),
               .missingReference, of: token)
        // A hint that names where the token is stays; only the one about inputs is replaced per mode (`TokenSkipLedger`).
        if unread == nil, longer == nil, wrappedGroupHint == nil, problems[token]?.undefinedReference == nil { problems[token]?.undefinedReference = reference }
    }

    /// What the group at `path` holds (nil when it is no group), from `groupContents` after the first time.
    private mutating func contents(of path: TokenPath, in tree: DefinedPathTree) -> GroupContents? {
        if let known = groupContents[path] { return known }
        let made = GroupContents(tree.tokens(under: path))
        groupContents[path] = made
        return made
    }

    /// The hint for `reference`, missing, when its first group that the set lacks at the top,
    /// `absentGroup`, is `group`, the one group of that name under another (`00 - primitives` of
    /// `variables.00 - primitives`, which the Design Tokens plugin's references leave out).
    private static func wrappedGroupHint(
        for reference: TokenPath, absentGroup: TokenPath, group: TokenPath, holding contents: GroupContents
    ) -> String {
        let rest = TokenPath(Array(reference.segments.dropFirst(absentGroup.segments.count)))
        return "'\(absentGroup)' is the group '\(group)', which has no '\(rest)' (it holds \(contents.listing)): "
            + "reference one of its tokens by its whole path, such as '{\(contents.shown[0])}', or correct the reference"
    }

    /// The one token whose path ends with all of `reference`'s segments and is longer (friendliai's
    /// `{core.color.gray.000}` for `variables.core.color.gray.000`, under the plugin's wrapper), or nil.
    private mutating func longerPath(endingWith reference: TokenPath) -> TokenPath? {
        let index = pathsByLastSegment ?? Dictionary(grouping: indexByPath.keys) { $0.segments.last ?? "" }
        pathsByLastSegment = index
        guard let last = reference.segments.last else { return nil }
        let matches = (index[last] ?? []).filter { $0.segments.count > reference.segments.count && $0.segments.suffix(reference.segments.count).elementsEqual(reference.segments) }
        return matches.count == 1 ? matches[0] : nil
    }

    /// Records `problem`, confined to token `token`, which fails it (`problems`).
    private mutating func record(_ problem: Diagnostic, _ reason: TokenSkipReason, of token: Int) {
        problems[token, default: TokenProblem(reason: reason)].diagnostics.append(problem)
    }

    /// Reports the cycle from `target` (on the stack) to the top of the stack and fails its tokens:
    /// a problem of those tokens alone (the first of them the cause, the others failing with it), so
    /// the rest of the set still generates.
    private mutating func reportCycle(closingAt target: Int) {
        guard let start = stack.firstIndex(where: { $0.index == target }) else { return }
        let members = stack[start...].map(\.index)
        for index in members { states[index] = .failed }
        let paths = members.map { path(of: $0) }
        guard reportedCycles.insert(paths.sorted()).inserted else { return }
        let chain = ChainText.arrows((paths + [path(of: target)]).map(\.description))
        let named = ChainText.abbreviated(paths.map { "'\($0)'" }).joined(separator: ", ")
        record(.error(
            "alias cycle: \(chain)", at: definition(members[0]).location, token: paths[0].description,
            hint: "break the cycle by giving one of \(named) a literal value"
                + (members.contains { colorModifier(of: $0) != nil } ? ", or a color modifier whose references lead elsewhere" : "")
        ), .aliasCycle, of: members[0])
        for member in members.dropFirst() where problems[member] == nil && failureRoots[member] == nil {
            failureRoots[member] = members[0]
        }
    }

    private func location(of node: SourceNode, in token: Int) -> SourceLocation {
        SourceLocation(file: layers[origins[token]].file, line: node.line, column: node.column)
    }
}

extension [TokenLayer] {
    /// The token definition at `origin`, read in place: a getter copied the whole definition (and
    /// retained each of its members) wherever one member of it was read.
    subscript(origin: AliasResolver.TokenOrigin) -> RawToken {
        _read { yield self[origin.layer].tokens[origin.index] }
    }
}
