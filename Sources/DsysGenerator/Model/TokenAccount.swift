import DsysSource
import DsysTokens

/// What became of every token the generator read: the Swift symbols it became and the value
/// emitted per appearance, or the reason it was skipped, which a warning naming the token also
/// states (but for `excluded`, which the config asked for). There is no third state. Built by `DesignSystemTranslator`; `dsys generate` prints its
/// `summary` and writes its `reportJSON()` with `--report`.
public struct TokenAccount: Sendable {
    /// Why a token reached no generated symbol.
    public typealias SkipReason = TokenSkipReason

    /// The value one appearance of the package shows, and the input mode it comes from.
    public struct ModeValue: Sendable {
        public var appearance: Appearance
        public var mode: String
        public var value: TokenValue
        /// The contexts of the mode axes this value is for (`density=compact`); empty for the
        /// default contexts, which the static constants hold.
        public var contexts: [ContextChoice] = []
    }

    /// The fate of one token.
    public enum Outcome: Sendable {
        /// The Swift symbols (API and value layer) that hold the token, and its value per appearance.
        case emitted(symbols: [String], values: [ModeValue])
        /// Left out, with the warning that says so.
        case skipped(SkipReason, diagnostic: String)
    }

    /// One token path and its fate.
    public struct Record: Sendable {
        public var path: TokenPath
        /// The token's type: its DTCG name, or the name written when dsys knows no such type.
        public var type: String
        public var location: SourceLocation
        public var outcome: Outcome
    }

    /// One input mode and whether the package shows it (as which appearance), or why not.
    public struct ModeRecord: Sendable {
        public var name: String
        public var contexts: [ContextChoice]
        /// The appearance the mode supplies, nil when it supplies none.
        public var appearance: Appearance?
        /// Why the mode is not emitted, nil when it is.
        public var notEmittedBecause: String?
    }

    public var records: [Record] = []
    public var modes: [ModeRecord] = []
    /// The axes generated as environment-driven choices (`ContextAxis`), in first-use order.
    public var choiceAxes: [String] = []

    /// The modifiers (axes) the modes vary along, in first-use order.
    public var axes: [String] {
        var seen: [String] = []
        for mode in modes { for choice in mode.contexts where !seen.contains(choice.modifier) { seen.append(choice.modifier) } }
        return seen
    }

    public var readCount: Int { records.count }
    public var emittedCount: Int { records.count { if case .emitted = $0.outcome { true } else { false } } }

    /// How many tokens were skipped for each reason that occurred, in `SkipReason` order.
    public var skippedByReason: [(reason: SkipReason, count: Int)] {
        SkipReason.allCases.compactMap { reason in
            let count = records.count { if case .skipped(reason, _) = $0.outcome { true } else { false } }
            return count > 0 ? (reason, count) : nil
        }
    }

    /// `142 tokens read, 140 emitted, 2 skipped (2 missing-from-default-mode)`.
    public var summary: String {
        let skipped = skippedByReason
        let total = skipped.reduce(0) { $0 + $1.count }
        let reasons = skipped.isEmpty ? "" : " (" + skipped.map { "\($0.count) \($0.reason.rawValue)" }.joined(separator: ", ") + ")"
        return "\(readCount) token\(readCount == 1 ? "" : "s") read, \(emittedCount) emitted, \(total) skipped\(reasons)"
    }

    /// The report as canonical JSON: counts, modes (and the combinations left out of them, with the
    /// rule), and every token path with its symbols and values per appearance, or its skip reason and diagnostic.
    public func reportJSON() -> String {
        typealias Value = JSONValue
        let tokens: [(String, Value)] = records.map { record in
            var members: [(String, Value)] = [
                ("type", .string(record.type)), ("source", .string(record.location.description)),
            ]
            switch record.outcome {
            case .emitted(let symbols, let values):
                members.append(("symbols", .array(symbols.map(Value.string))))
                members.append(("values", .array(values.map { value -> Value in
                    var fields: [(String, Value)] = [("appearance", .string(value.appearance.description)), ("mode", .string(value.mode))]
                    if !value.contexts.isEmpty { fields.append(("contexts", .object(value.contexts.map { ($0.modifier, .string($0.context)) }))) }
                    return .object(fields + [("value", CanonicalJSON.value(value.value))])
                })))
            case .skipped(let reason, let diagnostic):
                members.append(("skipped", .string(reason.rawValue)))
                members.append(("diagnostic", .string(diagnostic)))
            }
            return (record.path.description, .object(members))
        }
        let modes: [Value] = modes.map { mode in
            .object([
                ("name", .string(mode.name)),
                ("contexts", .object(mode.contexts.map { ($0.modifier, .string($0.context)) })),
                ("appearance", mode.appearance.map { .string($0.description) } ?? .null),
                ("notEmittedBecause", mode.notEmittedBecause.map(Value.string) ?? .null),
            ])
        }
        let skipped: [(String, Value)] = skippedByReason.map { ($0.reason.rawValue, .number(Double($0.count))) }
        var members: [(String, Value)] = [
            ("read", .number(Double(readCount))), ("emitted", .number(Double(emittedCount))),
            ("skipped", .object(skipped)), ("axes", .array(axes.map(Value.string))),
        ]
        if !choiceAxes.isEmpty { members.append(("choiceAxes", .array(choiceAxes.map(Value.string)))) }
        if let leftOut = leftOutCombinations {
            members.append(("leftOutCombinations", .object([
                ("combinations", .number(leftOut.combinations)), ("leftOut", .number(leftOut.leftOut)),
                ("byChoiceAxis", .object(leftOut.leftOutByAxis.map { ($0.axis, .number($0.count)) })),
                ("rule", .string(Self.combinationRule)),
            ])))
        }
        return CanonicalJSON.render(.object(members + [("modes", .array(modes)), ("tokens", .object(tokens))]))
    }
}
