/// One case of a ``SwiftStatement/switchOver(_:cases:)``.
///
/// A body of one ``SwiftStatement/code(_:)`` line is written after the pattern (`case .md: return 4`);
/// any other body goes on the lines below, one level deeper.
package struct SwiftSwitchCase: Sendable {
    /// The pattern after `case` (`.md`, `(true, false)`); nil for `default`.
    var pattern: String?
    var body: [SwiftStatement]

    /// What stands before the colon: `case <pattern>` or `default`.
    var label: String { pattern.map { "case " + $0 } ?? "default" }

    init(_ pattern: String, _ body: [SwiftStatement]) {
        self.pattern = pattern
        self.body = body
    }

    /// `default:`, for the values no other case matches.
    package static func otherwise(_ body: [SwiftStatement]) -> SwiftSwitchCase {
        var switchCase = SwiftSwitchCase("", body)
        switchCase.pattern = nil
        return switchCase
    }

    /// The case for an enum case: `case .name:`.
    package init(enumCase name: SwiftName, _ body: [SwiftStatement]) {
        self.init("." + name.rendered, body)
    }
}
