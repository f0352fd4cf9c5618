@testable import DsysCore
@testable import DsysSource
import Testing

/// What dsys prints of many diagnostics: a warning repeated for many tokens folded into a count,
/// at most `Diagnostics.printedLimit`, and never a warning in place of an error.
@Suite struct PrintedDiagnosticsTests {
    /// `number` spelled in letters (`12` is `bc`): messages that differ so are of different kinds,
    /// as a message's kind leaves out its digits.
    private func letters(_ number: Int) -> String {
        String(String(number).map { Character(UnicodeScalar(UInt8(ascii: "a") + UInt8(String($0))!)) })
    }

    /// `count` warnings of as many kinds on lines 1... of `t.json` (`w` and the line in letters),
    /// and errors on the lines in `errorLines` (`e` and the line).
    private func diagnostics(warnings count: Int, errorLines: [Int]) -> Diagnostics {
        var diagnostics = Diagnostics()
        for line in 1...count {
            diagnostics.warning("w" + letters(line), at: SourceLocation(file: "t.json", line: line, column: 1))
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
        #expect(printed.prefix(4) == ["wb", "wc", "wd", "e3"])
        #expect(printed.last { $0.hasPrefix("w") } == "w" + letters(limit - 3))
        #expect(diagnostics.printedText.contains("dsys: note: 53 more diagnostics not shown, none of them an error\n"))
        #expect(diagnostics.printedText.hasSuffix("3 errors, \(limit + 50) warnings\n"))
    }

    @Test func errorsBeyondTheLimitAreCounted() {
        let limit = Diagnostics.printedLimit
        let diagnostics = diagnostics(warnings: 1, errorLines: Array(1...(limit + 5)))
        #expect(printedMessages(diagnostics).allSatisfy { $0.hasPrefix("e") })
        #expect(diagnostics.printedText.contains("dsys: note: 6 more diagnostics not shown (5 of them errors)\n"))
    }

    /// Past the limit, every kind of warning is printed: 300 warnings of 60 kinds sort before the
    /// 3 that reference a palette file not given (Kong's tokens), which must still show.
    @Test func pastTheLimitEveryKindOfWarningIsPrinted() {
        var diagnostics = Diagnostics()
        for line in 1...300 {
            diagnostics.warning("unknown $type 'component' in group \(letters(line % 60)) on 'a.t\(line)'; it is skipped",
                                at: SourceLocation(file: "a.json", line: line, column: 1))
        }
        for line in 1...3 {
            diagnostics.warning("'b.t\(line)' references 'alias.white', which is not defined; it is skipped",
                                at: SourceLocation(file: "b.json", line: line, column: 1))
        }
        let printed = diagnostics.printedText
        #expect(printed.contains("b.json:3:1: warning: 'b.t3' references 'alias.white'"))
        #expect(printed.contains("a.json:197:1: warning: unknown $type 'component' in group "))
        #expect(printed.contains("dsys: note: 103 more diagnostics not shown, none of them an error\n"))
        #expect(!printed.contains("like the one at"), "no kind has more than five")
    }

    /// Pbgux's 130 composition tokens: a warning repeated for more than five tokens is printed for
    /// the first three, and a note counts the others and names where the first is; a kind of five
    /// is printed whole, errors are never folded, and `--all-warnings` prints every one.
    @Test func aWarningRepeatedForManyTokensIsFoldedIntoACount() {
        var diagnostics = Diagnostics()
        for line in 1...130 {
            diagnostics.warning("'c.t\(line)' is a 'composition' token, which has no SwiftUI equivalent; it is skipped",
                                at: SourceLocation(file: "c.json", line: line + 10, column: 3))
        }
        for line in 1...5 {
            diagnostics.warning("'d.t\(line)' has no 'letterSpacing'; it uses 0", at: SourceLocation(file: "d.json", line: line, column: 1))
        }
        for line in 1...8 {
            diagnostics.error("'e.t\(line)' references itself", at: SourceLocation(file: "e.json", line: line, column: 1))
        }
        let printed = diagnostics.printedText
        #expect(printed.components(separatedBy: "warning: 'c.t").count - 1 == 3)
        #expect(printed.contains("c.json:13:3: warning: 'c.t3'"))
        #expect(!printed.contains("c.json:14:3:"))
        #expect(printed.contains(#"dsys: note: 127 more warnings like the one at c.json:11:3 ("'c.t1' is a 'composition' token, which has no SwiftUI…") not shown; --all-warnings prints every one"# + "\n"))
        #expect(printed.components(separatedBy: "has no 'letterSpacing'").count - 1 == 5)
        #expect(printed.components(separatedBy: "references itself").count - 1 == 8)
        #expect(printed.hasSuffix("8 errors, 135 warnings\n"))
        let every = diagnostics.printedText(showingEvery: true)
        #expect(every.components(separatedBy: "is a 'composition' token").count - 1 == 130)
        #expect(!every.contains("not shown"))
    }

    /// Two kinds folded whose first warnings are at one place (a token skipped in the default mode,
    /// and why): each note quotes the opening of its own kind's message, so they are not one line twice.
    @Test func foldedKindsAtOnePlaceSayWhichKindEachCounts() {
        var diagnostics = Diagnostics()
        for line in 1...6 {
            let place = SourceLocation(file: "Theme.json", line: line, column: 12)
            diagnostics.warning("'r\(line)' is skipped in the default mode 'Spring'", at: place)
            diagnostics.warning("'r\(line)' references 'radius', which is not defined; it is skipped in mode 'Spring'", at: place)
        }
        let notes = diagnostics.printedText.split(separator: "\n").filter { $0.hasPrefix("dsys: note: 3 more warnings") }
        #expect(notes.count == 2)
        #expect(Set(notes).count == 2, "\(notes)")
        #expect(notes.contains { $0.contains(#"Theme.json:1:12 ("'r1' references 'radius', which is not defined; it is…")"#) })
        #expect(notes.contains { $0.contains(#"("'r1' is skipped in the default mode 'Spring'")"#) })
    }

    /// With `--all-warnings` there is no limit either.
    @Test func everyWarningIsPrintedPastTheLimitWhenAskedFor() {
        let limit = Diagnostics.printedLimit
        let every = diagnostics(warnings: limit + 50, errorLines: [3]).printedText(showingEvery: true)
        #expect(every.split(separator: "\n").filter { $0.hasPrefix("t.json:") }.count == limit + 51)
        #expect(!every.contains("not shown"))
    }

    @Test func aMessagesKindLeavesOutWhatItQuotesAndItsNumbers() {
        #expect(Diagnostics.kind(of: "unknown $type 'component' on 'a.b'; it is skipped") == "unknown $type _ on _; it is skipped")
        #expect(Diagnostics.kind(of: #"the value "12px" of 3 tokens"#) == "the value _ of  tokens")
        #expect(Diagnostics.kind(of: "137.5% has no length") == Diagnostics.kind(of: "50% has no length"))
        #expect(Diagnostics.kind(of: "it has 2. Then 3.") == "it has . Then .")
    }

    @Test func underTheLimitEverythingIsPrintedInOrder() {
        let diagnostics = diagnostics(warnings: 3, errorLines: [2])
        #expect(printedMessages(diagnostics) == ["wb", "wc", "e2", "wd"])
        #expect(!diagnostics.printedText.contains("not shown"))
    }
}
