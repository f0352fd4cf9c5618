@testable import DsysCore
@testable import DsysSource
import Testing

/// What dsys prints of many diagnostics: at most `Diagnostics.printedLimit`, and never a warning
/// in place of an error.
@Suite struct PrintedDiagnosticsTests {
    /// `count` warnings on lines 1... of `t.json`, and errors on the lines in `errorLines`.
    private func diagnostics(warnings count: Int, errorLines: [Int]) -> Diagnostics {
        var diagnostics = Diagnostics()
        for line in 1...count {
            diagnostics.warning("w\(line)", at: SourceLocation(file: "t.json", line: line, column: 1))
        }
        for line in errorLines {
            diagnostics.error("e\(line)", at: SourceLocation(file: "t.json", line: line, column: 2))
        }
        return diagnostics
    }

    /// The printed diagnostics' messages, in order, without hints, counts and notes.
    private func printedMessages(_ diagnostics: Diagnostics) -> [String] {
        diagnostics.printedText.split(separator: "\n").compactMap { line in
            line.hasPrefix("t.json:") ? String(line.split(separator: ": ").last ?? "") : nil
        }
    }

    @Test func errorsAfterThePrintedLimitAreStillPrintedInOrder() {
        let limit = Diagnostics.printedLimit
        let diagnostics = diagnostics(warnings: limit + 50, errorLines: [3, limit + 10, limit + 40])
        let printed = printedMessages(diagnostics)
        #expect(printed.count == limit)
        #expect(printed.filter { $0.hasPrefix("e") } == ["e3", "e\(limit + 10)", "e\(limit + 40)"])
        #expect(printed.prefix(4) == ["w1", "w2", "w3", "e3"])
        #expect(printed.last { $0.hasPrefix("w") } == "w\(limit - 3)")
        #expect(diagnostics.printedText.contains("dsys: note: 53 more diagnostics not shown, none of them an error\n"))
        #expect(diagnostics.printedText.hasSuffix("3 errors, \(limit + 50) warnings\n"))
    }

    @Test func errorsBeyondTheLimitAreCounted() {
        let limit = Diagnostics.printedLimit
        let diagnostics = diagnostics(warnings: 1, errorLines: Array(1...(limit + 5)))
        #expect(printedMessages(diagnostics).allSatisfy { $0.hasPrefix("e") })
        #expect(diagnostics.printedText.contains("dsys: note: 6 more diagnostics not shown (5 of them errors)\n"))
    }

    /// Kong's tokens: 583 of an unknown type sort before the 255 that reference a palette file not
    /// given, which must still show.
    @Test func pastTheLimitEveryKindOfWarningIsPrinted() {
        var diagnostics = Diagnostics()
        for line in 1...300 {
            diagnostics.warning("unknown $type 'component' on 'a.t\(line)'; it is skipped", at: SourceLocation(file: "a.json", line: line, column: 1))
        }
        for line in 1...3 {
            diagnostics.warning("'b.t\(line)' references 'alias.white', which is not defined; it is skipped",
                                at: SourceLocation(file: "b.json", line: line, column: 1))
        }
        let printed = diagnostics.printedText
        #expect(printed.contains("b.json:3:1: warning: 'b.t3' references 'alias.white'"))
        #expect(printed.contains("a.json:197:1: warning: unknown $type 'component' on 'a.t197'"))
        #expect(!printed.contains("a.json:198:1:"))
        #expect(printed.contains("dsys: note: 103 more diagnostics not shown, none of them an error\n"))
    }

    @Test func aMessagesKindLeavesOutWhatItQuotesAndItsNumbers() {
        #expect(Diagnostics.kind(of: "unknown $type 'component' on 'a.b'; it is skipped") == "unknown $type _ on _; it is skipped")
        #expect(Diagnostics.kind(of: #"the value "12px" of 3 tokens"#) == "the value _ of  tokens")
    }

    @Test func underTheLimitEverythingIsPrintedInOrder() {
        let diagnostics = diagnostics(warnings: 3, errorLines: [2])
        #expect(printedMessages(diagnostics) == ["w1", "w2", "e2", "w3"])
        #expect(!diagnostics.printedText.contains("not shown"))
    }
}
