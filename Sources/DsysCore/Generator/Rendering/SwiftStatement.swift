/// A statement or expression inside a function, getter or closure, laid out over lines.
///
/// Expressions are text the emitter builds from rendered names (``SwiftName``,
/// ``SwiftIdentifier/rendered``) and literals (``SwiftLiteral``); the cases give them their
/// line structure, and ``SwiftRenderer`` indents them.
indirect enum SwiftStatement: Sendable {
    /// One line of code (`return nil`, `self.names = names`).
    case code(String)
    /// Braced clauses one after another: `if a {` … `} else {` … `}`, or a call with trailing
    /// closures, `Button {` … `} label: {` … `}`. Each clause is its header and its body.
    case braces([(header: String, body: [SwiftStatement])])
    /// `open`, the body one level deeper, then `close`: a call's arguments over several lines
    /// (`SwiftUI.LinearGradient(` … `)`), an array (`stops: [` … `],`) or a closure (`… { traits in` … `})`).
    case enclosed(open: String, body: [SwiftStatement], close: String)
    /// An expression followed by modifiers, one per line and one level deeper:
    /// `content` / `    .font(…)` / `    .tracking(…)`.
    case modifierChain(String, modifiers: [String])
    /// `switch subject {` with its cases, then `}`.
    case switchOver(String, cases: [SwiftSwitchCase])
    /// `#if condition` … (`#else` …) `#endif`, the statements at the same depth.
    case conditionalCompilation(SwiftConditionalCompilation<SwiftStatement>)

    /// `header {` body `}`.
    static func block(_ header: String, _ body: [SwiftStatement]) -> SwiftStatement {
        .braces([(header, body)])
    }
}

/// One case of a ``SwiftStatement/switchOver(_:cases:)``.
///
/// A body of one ``SwiftStatement/code(_:)`` line is written after the pattern (`case .md: return 4`);
/// any other body goes on the lines below, one level deeper.
struct SwiftSwitchCase: Sendable {
    /// The pattern after `case` (`.md`, `(true, false)`).
    var pattern: String
    var body: [SwiftStatement]

    init(_ pattern: String, _ body: [SwiftStatement]) {
        self.pattern = pattern
        self.body = body
    }

    /// The case for an enum case: `case .name:`.
    init(enumCase name: SwiftName, _ body: [SwiftStatement]) {
        self.init("." + name.rendered, body)
    }
}

/// `#if condition` … `#else` … `#endif`, for declarations or statements.
///
/// For example `#if canImport(UIKit) && !os(watchOS)`. The contents stay at the depth of the
/// `#if`, as Swift code is usually written.
struct SwiftConditionalCompilation<Content: Sendable>: Sendable {
    /// The compilation condition (`canImport(UIKit)`, `os(iOS)`), fixed text chosen by the generator.
    var condition: String
    var then: [Content]
    var otherwise: [Content] = []
}
