@testable import DsysCore
import Testing

/// Invisible format characters (Unicode category Cf: bidi overrides such as U+202E, zero-width
/// spaces, the byte-order mark) can make generated code read differently from what it does
/// ("Trojan Source"). They never reach identifiers, comments or literals as such, and a token name
/// holding one gets a warning at its position.
@Suite struct FormatCharacterTests {
    @Test(arguments: ["a\u{202E}b", "\u{FEFF}name", "zero\u{200B}width", "rtl\u{2067}isolate"])
    func identifiersFromConfigRefuseFormatCharacters(name: String) {
        #expect(SwiftIdentifier(validating: name) == nil)
    }

    @Test func memberNamesLeaveFormatCharactersOut() {
        #expect(SwiftNameGenerator().memberName(["ab\u{202E}cd"]).name == "abCd")
    }

    @Test func docCommentsShowFormatCharactersAsReplacementCharacters() {
        #expect(DocComment.lines("evil\u{202E}txt.swift, family 👨\u{200D}👩") == ["/// evil\u{FFFD}txt.swift, family 👨\u{200D}👩"])
    }

    @Test func aTokenNameWithAFormatCharacterIsWarnedAboutAndItsOutputHasNone() throws {
        let json = ##"{ "color": { "$type": "color", "ab\u202Ecd": { "$value": "#ff0000", "$description": "x\u202Ey" } } }"##
        let run = try FrontEndRun(["t.json": json])
        #expect(run.warnings == [
            "t.json:1:32: the name 'ab<U+202E>cd' contains the invisible format character U+202E, which Swift names "
                + "leave out",
        ])
        let (files, _) = try GeneratorTestHarness.generate(json, config: GeneratorConfig())
        let withFormatCharacters = files.filter { file in
            file.contents.unicodeScalars.contains { $0.properties.generalCategory == .format }
        }
        #expect(!files.isEmpty)
        #expect(withFormatCharacters.map(\.path) == [])
    }
}
