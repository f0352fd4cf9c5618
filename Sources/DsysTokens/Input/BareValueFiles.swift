import DsysSource

/// Style Dictionary projects keep raw options beside their tokens: files of plain values with no
/// `value` member (REI Cedar's `tokens/_options/space.json`, `{"options": {"space": {"one-x":
/// "16px"}}}`), which their tokens reference (`{options.space.one-x}`). Such a file holds no token,
/// so the references were missing. When another file references one of its values, its values are
/// read as source-only tokens (referenced, never generated), with a note: what Style Dictionary does
/// (its `transitive-transforms` example: "you can still access/reference them"). A file that holds
/// tokens too (`{"hue": {"red": 0}, "color": {"red": {"value": {"h": "{hue.red}", …}}}}`) lends
/// just the values other tokens reference, which no token of the input defines.
enum BareValueFiles {
    /// Every string, number and boolean of `file` below its top-level objects and outside its
    /// tokens (objects with `value`), each a token with no type at its path (an array's elements at
    /// their index; `$` members are left out).
    static func values(in file: SourceFile) -> [RawToken] {
        var values: [RawToken] = []
        var pending: [(node: SourceNode, path: TokenPath)] = [(file.root, TokenPath([]))]
        while let (node, path) = pending.popLast() {
            switch node.value {
            case .object(let members):
                if members.contains(where: { $0.key == "value" }) { continue }
                for member in members.reversed() where !member.key.hasPrefix("$") {
                    pending.append((member.value, path.appending(member.key)))
                }
            case .string, .number, .bool:
                guard path.segments.count > 1 else { continue }
                values.append(RawToken(
                    path: path, typeName: nil, typePosition: nil, value: node, file: file.path,
                    pointerBase: TokenPointer(base: "", baseDepth: 0), description: nil, deprecation: nil, extensions: nil,
                    dialect: .legacy
                ))
            case .array(let elements):
                // Style Dictionary references an array's elements by index (`{saturation.7}`).
                for (index, element) in elements.enumerated().reversed() { pending.append((element, path.appending(String(index)))) }
            case .null:
                continue
            }
        }
        return values
    }

    /// `layers` with every layer that holds no token, but values another layer's tokens reference,
    /// made a source-only layer of those values that no layer defines as a token; a layer that holds tokens as well gets a
    /// source-only layer before it, of its referenced values that no layer defines as a token. A
    /// note names each file.
    static func read(_ layers: [TokenLayer], diagnostics: inout Diagnostics) -> [TokenLayer] {
        guard layers.contains(where: { !$0.bareValues.isEmpty }) else { return layers }
        var referenced: Set<TokenPath> = []
        var defined: Set<TokenPath> = []
        for layer in layers {
            for token in layer.tokens {
                collectReferences(in: token.value, into: &referenced)
                defined.insert(token.path)
            }
        }
        return layers.flatMap { layer -> [TokenLayer] in
            guard layer.bareValues.contains(where: { referenced.contains($0.path) }) else { return [layer] }
            if layer.tokens.isEmpty {
                // Values that other files define as tokens are theirs: read later, Bullhorn's test fixture
                // `variables.json` made 866 of its real tokens values to reference, not generated.
                let lent = layer.bareValues.filter { !defined.contains($0.path) }
                let restated = layer.bareValues.count - lent.count
                let message = lent.isEmpty
                    ? "'\(layer.name)' holds \(layer.bareValues.count) plain values without 'value', all of which other files define "
                        + "as tokens: their definitions are used, and the file adds nothing"
                    : "'\(layer.name)' holds \(layer.bareValues.count) plain values without 'value', which other files reference: "
                        + "they are read as values to reference, not generated"
                        + (restated == 0 ? "" : "; \(restated) of them other files define as tokens, whose definitions are used")
                diagnostics.append(Diagnostic(.note, message))
                return lent.isEmpty ? [] : [TokenLayer(name: layer.name, tokens: lent, isSourceOnly: true)]
            }
            let lent = layer.bareValues.filter { referenced.contains($0.path) && !defined.contains($0.path) }
            guard !lent.isEmpty else { return [layer] }
            diagnostics.append(Diagnostic(
                .note,
                "'\(layer.name)' holds \(lent.count) plain value\(lent.count == 1 ? "" : "s") without 'value' beside its tokens, "
                    + "which tokens reference: they are read as values to reference, not generated"
            ))
            return [TokenLayer(name: layer.name, tokens: lent, isSourceOnly: true), layer]
        }
    }

    /// The paths `{…}` references in `node`'s strings name.
    private static func collectReferences(in node: SourceNode, into paths: inout Set<TokenPath>) {
        switch node.value {
        case .string(let text): for occurrence in ReferenceSyntax.occurrences(in: text) { paths.insert(occurrence.path) }
        case .object(let members): for member in members { collectReferences(in: member.value, into: &paths) }
        case .array(let elements): for element in elements { collectReferences(in: element, into: &paths) }
        case .number, .bool, .null: break
        }
    }
}
