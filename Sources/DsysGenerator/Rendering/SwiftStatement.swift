/// A statement or expression inside a function, getter or closure, laid out over lines.
///
/// Expressions are text the emitter builds from rendered names (``SwiftName``,
/// ``SwiftIdentifier/rendered``) and literals (``SwiftLiteral``); the cases give them their
/// line structure, and ``SwiftRenderer`` indents them.
package indirect enum SwiftStatement: Sendable {
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
    /// `switch subject {` with cases made as they are written (`MadeWhenWritten`), then `}`: a
    /// large set's switches, a case per token, are never held whole.
    case switchOverMade(String, cases: MadeWhenWritten<SwiftSwitchCase>)
    /// `#if condition` … (`#else` …) `#endif`, the statements at the same depth.
    case conditionalCompilation(SwiftConditionalCompilation<SwiftStatement>)
    /// Lines of code made as they are written, a group per item (`MadeWhenWritten`): a long body,
    /// such as a generated test's assertion of every token's value, is never held whole. A body of
    /// these has content when `count` is not zero.
    case made(MadeWhenWritten<[String]>)

    /// `header {` body `}`.
    static func block(_ header: String, _ body: [SwiftStatement]) -> SwiftStatement {
        .braces([(header, body)])
    }
}
