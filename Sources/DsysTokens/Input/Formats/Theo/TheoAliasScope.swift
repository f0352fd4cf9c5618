import DsysSource

/// The aliases one Theo file sees: those of its imports, in import order, then its own, a later
/// alias of a name replacing an earlier one, as Theo merges them. `{!name}` in a value is replaced
/// by the alias's value as text (an alias may itself use aliases); a value that is one alias and
/// nothing else takes the alias's value as it is, so a number stays a number.
///
/// A name no alias of the scope has is left in the value as it is, in an alias's value too (as
/// Theo's `resolveNestedAliases` leaves it): the scope of a file that imports this one may have it
/// (`TheoLoader` replaces what is left with each importing file's aliases). An alias whose aliases
/// lead back to itself is reported once, at its own position, and is left unreplaced (`unresolvable`),
/// as is one whose text would grow beyond `maximumTextBytes` or whose chain runs longer than
/// `maximumChainLength`; each alias is worked out once, so time and text stay linear in the aliases.
struct TheoAliasScope {
    /// The longest text an alias or a value may grow to as its aliases are replaced: aliases that
    /// each use the next one twice would otherwise double the text at every step.
    static let maximumTextBytes = 64 * 1024
    /// The longest chain of aliases that use one another (`a` uses `b`, which uses `c`, …) that is
    /// followed; each step is a frame of the resolver's stack.
    static let maximumChainLength = 512

    private var values: [String: (value: SourceNode, file: SourceFile)] = [:]
    /// The aliases whose own `{!…}` are replaced already.
    private var resolved: [String: SourceNode] = [:]
    /// The aliases whose `{!…}` naming aliases of the scope cannot all be replaced, and why (a cycle,
    /// a chain or text beyond the limits): a value that uses one keeps its `{!name}`, found at once.
    private var unresolvable: [String: TokenSkipReason] = [:]

    /// The scope of the aliases `imported` (the scopes of the imports, in order), then `document`'s own.
    init(imported: [TheoAliasScope], document: TheoDocument) {
        for scope in imported {
            values.merge(scope.values) { _, later in later }
        }
        for alias in document.aliases {
            values[alias.name] = (alias.value, document.file)
        }
    }

    /// How many aliases the scope holds.
    var count: Int { values.count }

    /// The names of the scope's aliases.
    var names: Dictionary<String, (value: SourceNode, file: SourceFile)>.Keys { values.keys }

    /// Why alias `name`, left in a value the scope replaced, is left: nil when the scope has no such
    /// alias; otherwise it cannot be replaced, or the value's text grew beyond the limit.
    func problem(leaving name: String) -> TokenSkipReason? {
        values[name] == nil ? nil : unresolvable[name] ?? .unsupportedValue
    }

    /// The names of the `{!name}` in the strings of `value`, in order.
    static func aliasNames(in value: SourceNode) -> [String] {
        switch value.value {
        case .string(let text):
            // Most values name no alias: passed over on their bytes, without a substring search.
            guard text.utf8.contains(UInt8(ascii: "!")) else { return [] }
            var names: [String] = []
            var rest = Substring(text)
            while let start = rest.range(of: "{!"), let end = rest[start.upperBound...].firstIndex(of: "}") {
                names.append(String(rest[start.upperBound..<end]))
                rest = rest[rest.index(after: end)...]
            }
            return names
        case .object(let members): return members.flatMap { aliasNames(in: $0.value) }
        case .array(let elements): return elements.flatMap(aliasNames)
        case .number, .bool, .null: return []
        }
    }

    /// `value` (in `file`) with every `{!name}` of a known alias replaced, at `value`'s position,
    /// in the members and elements of an object or list value too (a text style's `font_size`).
    mutating func substituted(_ value: SourceNode, in file: SourceFile, diagnostics: inout Diagnostics) -> SourceNode {
        var result = value
        switch value.value {
        case .object(var members):
            for index in members.indices { members[index].value = substituted(members[index].value, in: file, diagnostics: &diagnostics) }
            result.value = .object(members)
        case .array(var elements):
            for index in elements.indices { elements[index] = substituted(elements[index], in: file, diagnostics: &diagnostics) }
            result.value = .array(elements)
        case .string:
            var visiting: [String] = []
            result = substituted(value, in: file, visiting: &visiting, diagnostics: &diagnostics)
        case .number, .bool, .null:
            break
        }
        return result
    }

    private mutating func substituted(_ value: SourceNode, in file: SourceFile, visiting: inout [String],
                                      diagnostics: inout Diagnostics) -> SourceNode {
        guard let text = value.string, text.contains("{!") else { return value }
        if let name = Self.soleReference(in: text), let alias = aliasValue(name, visiting: &visiting, diagnostics: &diagnostics) {
            var whole = alias
            whole.line = value.line
            whole.column = value.column
            return whole
        }
        var result = ""
        var rest = Substring(text)
        while let start = rest.range(of: "{!"), let end = rest[start.upperBound...].firstIndex(of: "}") {
            result += rest[..<start.lowerBound]
            let name = String(rest[start.upperBound..<end])
            if let alias = aliasValue(name, visiting: &visiting, diagnostics: &diagnostics), let aliasText = Self.text(of: alias) {
                result += aliasText
            } else {
                result += rest[start.lowerBound...end]
            }
            rest = rest[rest.index(after: end)...]
            guard result.utf8.count <= Self.maximumTextBytes else {
                diagnostics.warning("replacing the Theo aliases in \(QuotedInput.quoted(String(text.prefix(40)))) gives more than "
                                        + "\(Self.maximumTextBytes / 1024) KiB of text; its aliases are left unreplaced",
                                    at: file.location(of: value),
                                    hint: "aliases that each use the next more than once grow without bound")
                return value
            }
        }
        result += rest
        return SourceNode(.string(result), line: value.line, column: value.column)
    }

    /// The name in `text` when `text` is `{!name}` and nothing else.
    private static func soleReference(in text: String) -> String? {
        guard text.hasPrefix("{!"), text.hasSuffix("}"), text.count > 3 else { return nil }
        let name = text.dropFirst(2).dropLast()
        return name.contains("}") || name.contains("{") ? nil : String(name)
    }

    /// How a scalar alias value reads inside a longer string (`4`, not `4.0`); nil for a structure.
    private static func text(of node: SourceNode) -> String? {
        switch node.value {
        case .string(let text): text
        case .number(let number): number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .bool(let flag): String(flag)
        case .object, .array, .null: nil
        }
    }

    /// The value of alias `name` with the aliases of the scope it uses replaced (the names of none
    /// are left as they are); nil when there is no such alias or it cannot be replaced (reported).
    private mutating func aliasValue(_ name: String, visiting: inout [String], diagnostics: inout Diagnostics) -> SourceNode? {
        if let done = resolved[name] { return done }
        guard unresolvable[name] == nil, let (value, file) = values[name] else { return nil }
        if let start = visiting.firstIndex(of: name) {
            for member in visiting[start...] { unresolvable[member] = .aliasCycle }
            let chain = ChainText.arrows(visiting[start...].map { "!\($0)" } + ["!\(name)"])
            diagnostics.warning("Theo aliases form a cycle: \(chain); tokens that use them are skipped",
                                at: file.location(of: value), token: name, hint: "give one of these aliases a value of its own")
            return nil
        }
        guard visiting.count < Self.maximumChainLength else {
            unresolvable[name] = .unsupportedValue
            diagnostics.warning("Theo aliases use one another more than \(Self.maximumChainLength) deep at '!\(name)'; "
                                    + "tokens that use them are skipped",
                                at: file.location(of: value), token: name, hint: "give an alias in the chain a value of its own")
            return nil
        }
        visiting.append(name)
        let result = substituted(value, in: file, visiting: &visiting, diagnostics: &diagnostics)
        visiting.removeLast()
        if unresolvable[name] != nil { return nil }
        let blocking = Self.aliasNames(in: result).filter { values[$0] != nil }
        guard blocking.isEmpty else {
            // A used alias that cannot be replaced says why; one left as it is, by text beyond the limit.
            unresolvable[name] = blocking.compactMap { unresolvable[$0] }.first ?? .unsupportedValue
            return nil
        }
        resolved[name] = result
        return result
    }
}
