@testable import DsysCore
import Foundation
import Testing

@Suite struct JSONReaderTests {
    private func read(_ text: String, _ syntax: SourceFileReader.Syntax = .json) -> SourceReaderTestSupport.Outcome {
        SourceReaderTestSupport.read(text, syntax)
    }

    /// The single error of `text`, as `line:column: message`.
    private func onlyError(_ text: String, _ syntax: SourceFileReader.Syntax = .json) -> String {
        let outcome = read(text, syntax)
        guard outcome.errors.count == 1, let error = outcome.errors.first, let location = error.location else {
            return "expected one error, got \(outcome.errors.map(\.description))"
        }
        return "\(location.line):\(location.column): \(error.message)"
    }

    // MARK: Positions and order

    @Test func positionsOfNestedKeysAndValues() throws {
        let text = """
        {
          "color": {
            "brand": { "$value": "#ff0000", "$type": "color" }
          },
          "size": [1, 2.5]
        }
        """
        let outcome = read(text)
        #expect(outcome.errors.isEmpty)
        let root = try #require(outcome.root)
        #expect((root.line, root.column) == (1, 1))
        let members = try #require(root.members)
        #expect(members.map(\.key) == ["color", "size"])
        #expect((members[0].keyLine, members[0].keyColumn) == (2, 3))
        #expect((members[0].value.line, members[0].value.column) == (2, 12))
        let brand = try #require(members[0].value.members?.first)
        #expect((brand.keyLine, brand.keyColumn, brand.value.line, brand.value.column) == (3, 5, 3, 14))
        let leaf = try #require(brand.value.members)
        #expect(leaf.map(\.key) == ["$value", "$type"])
        #expect((leaf[0].keyLine, leaf[0].keyColumn, leaf[0].value.column) == (3, 16, 26))
        #expect((leaf[1].keyColumn, leaf[1].value.column) == (37, 46))
        #expect(leaf[1].value.string == "color")
        let size = try #require(members[1].value.elements)
        #expect((members[1].keyLine, members[1].keyColumn) == (5, 3))
        #expect(size.map { "\($0.line):\($0.column)" } == ["5:12", "5:15"])
        #expect(size.map(\.number) == [1, 2.5])
    }

    @Test func columnsCountUTF8BytesAfterMultiByteCharacters() throws {
        // é and ü are two bytes each, the emoji four.
        let root = try #require(read(#"{"é": "ü", "k": ["😀", 7]}"#).root)
        let members = try #require(root.members)
        #expect((members[0].keyColumn, members[0].value.column) == (2, 8))
        #expect((members[1].keyColumn, members[1].value.column) == (14, 19))
        let elements = try #require(members[1].value.elements)
        #expect(elements.map(\.column) == [20, 28])
        #expect(elements[0].string == "😀")
    }

    @Test func linesAfterCRLFAndLoneCR() throws {
        let root = try #require(read("{\r\n  \"a\": 1,\r\n  \"b\": [\r\n    true\r\n  ],\r  \"c\": null\r\n}").root)
        let members = try #require(root.members)
        #expect(members.map { "\($0.keyLine):\($0.keyColumn)" } == ["2:3", "3:3", "6:3"])
        #expect((members[0].value.line, members[0].value.column) == (2, 8))
        let element = try #require(members[1].value.elements?.first)
        #expect((element.line, element.column) == (4, 5))
        #expect(members[2].value.value == .null)
    }

    @Test func byteOrderMarkIsSkippedAndNotCounted() throws {
        let outcome = SourceReaderTestSupport.read(bytes: [0xEF, 0xBB, 0xBF] + Array(#"{"a": 1}"#.utf8), .json)
        let member = try #require(outcome.root?.members?.first)
        #expect((member.keyLine, member.keyColumn, member.value.column) == (1, 2, 7))
    }

    @Test func membersKeepFileOrder() throws {
        let keys = ["zeta", "alpha", "900", "50", "100", "$type", "mid"]
        let text = "{" + keys.enumerated().map { "\"\($1)\": \($0)" }.joined(separator: ", ") + "}"
        let members = try #require(read(text).root?.members)
        #expect(members.map(\.key) == keys)
        #expect(members.map(\.value.number) == (0..<keys.count).map { Double($0) })
    }

    // MARK: Strings and numbers

    @Test func decodesEscapes() throws {
        let elements = try #require(read(#"["caf\u00e9", "\ud83d\ude00!", "\"\\\/\b\f\n\r\t", "\u0000", "plain é"]"#).root?.elements)
        #expect(elements.map(\.string) == ["café", "😀!", "\"\\/\u{8}\u{C}\n\r\t", "\u{0}", "plain é"])
    }

    @Test func readsNumbers() throws {
        let text = "[-0, 0, 1e-5, 1E+2, 12345678901234567890, 0.1, 2.5e3, -17.25, 1.7976931348623157e308, 5e-324, 0.30000000000000004, 123456789.123456789]"
        let numbers = try #require(read(text).root?.elements).compactMap(\.number)
        // 12345678901234567890 reads as the nearest Double; 5e-324 is the smallest subnormal.
        #expect(numbers == [-0.0, 0, 1e-5, 100, 12_345_678_901_234_567_168, 0.1, 2500, -17.25, 1.7976931348623157e308, .leastNonzeroMagnitude,
                            0.30000000000000004, 123456789.123456789])
        #expect(numbers[0].sign == .minus)
        #expect(numbers[1].sign == .plus)
    }

    @Test func readsKeywordsAndEmptyContainers() throws {
        let elements = try #require(read("[true, false, null, {}, []]").root?.elements)
        #expect(elements.map(\.value) == [.bool(true), .bool(false), .null, .object([]), .array([])])
        #expect(elements.map(\.column) == [2, 8, 15, 21, 25])
    }

    // MARK: Errors

    @Test func reportsUnexpectedCharacters() {
        #expect(onlyError(#"{"a": @}"#) == "1:7: unexpected character '@'; expected a value")
        #expect(onlyError(#"{"a": 1 "b": 2}"#) == "1:9: unexpected character '\"'; expected ',' or '}'")
        #expect(onlyError(#"[1 2]"#) == "1:4: unexpected character '2'; expected ',' or ']'")
        #expect(onlyError(#"{"a" 1}"#) == "1:6: unexpected character '1'; expected ':' after the key 'a'")
        #expect(onlyError(#"{a: 1}"#) == "1:2: unexpected character 'a'; expected a key in double quotes")
        #expect(onlyError("[\"a\",\n  nope]") == "2:3: unexpected word 'nope'; expected a value")
        #expect(onlyError("[\u{7}]") == "1:2: unexpected character U+0007; expected a value")
    }

    @Test func explainsJSON5OnlySyntaxInStrictFiles() {
        let comment = read("// tokens\n{}")
        #expect(comment.errorPositions == ["1:1"])
        #expect(comment.errors.first?.hint == "comments are allowed only in .json5 files")
        let trailingComma = read("{\"a\": 1,\n}")
        #expect(trailingComma.errorPositions == ["2:1"])
        #expect(trailingComma.errors.first?.message == "unexpected character '}'; expected a key after ','")
        #expect(trailingComma.errors.first?.hint?.contains("trailing comma") == true)
        #expect(onlyError("[1,]") == "1:4: unexpected character ']'; expected a value after ','")
        #expect(onlyError("['a']") == "1:2: unexpected character \"'\"; expected a value")
    }

    @Test func reportsUnterminatedStrings() {
        #expect(onlyError(#"{"a": "abc"#) == "1:7: unterminated string; the closing quote is missing")
        #expect(onlyError("{\"a\": \"ab\ncd\"}") == "1:7: unterminated string; the closing quote is missing")
        #expect(onlyError(#"["ab\"#) == "1:2: unterminated string; the closing quote is missing")
    }

    @Test func reportsInvalidEscapes() {
        #expect(onlyError(#"{"a": "x\qy"}"#) == #"1:9: invalid escape '\q' in string"#)
        #expect(onlyError(#"["\u12G4"]"#) == #"1:3: invalid unicode escape '\u12G4'; expected four hex digits"#)
        #expect(onlyError(#"["\u12"]"#) == #"1:3: invalid unicode escape '\u12'; expected four hex digits"#)
    }

    @Test func reportsUnpairedSurrogates() {
        #expect(onlyError(#"["ok", "\ud83d x"]"#) == #"1:9: unpaired surrogate '\uD83D' in string"#)
        #expect(onlyError(#"["\ude00"]"#) == #"1:3: unpaired surrogate '\uDE00' in string"#)
        #expect(onlyError(#"["\ud83d\u0041"]"#) == #"1:3: unpaired surrogate '\uD83D' in string"#)
    }

    @Test func reportsInvalidUTF8InsideAndOutsideStrings() {
        let inString = SourceReaderTestSupport.read(bytes: Array(#"["a"#.utf8) + [0xFF] + Array(#""]"#.utf8), .json)
        #expect(inString.errors.map(\.message) == ["invalid UTF-8 byte 0xFF"])
        #expect(inString.errorPositions == ["1:4"])
        // An overlong encoding of '/' and a truncated sequence are both invalid.
        let overlong = SourceReaderTestSupport.read(bytes: Array("{\n \"é\": \"".utf8) + [0xC0, 0xAF] + [0x22, 0x7D], .json)
        #expect(overlong.errorPositions == ["2:9"])
        let outside = SourceReaderTestSupport.read(bytes: [0x5B, 0xE2, 0x82, 0x5D], .json)
        #expect(outside.errors.map(\.message) == ["invalid UTF-8 byte 0xE2"])
        #expect(outside.errorPositions == ["1:2"])
    }

    @Test func reportsControlCharactersInStrings() {
        #expect(onlyError("[\"a\tb\"]") == "1:4: control character U+0009 in string")
    }

    @Test func reportsTruncatedInput() {
        let truncated = read("{\"a\": [1, 2")
        #expect(truncated.errorPositions == ["1:12"])
        #expect(truncated.errors.first?.message == "unexpected end of file; the JSON is incomplete")
        #expect(truncated.errors.first?.hint == "the array that starts at 1:7 is not closed")
        #expect(onlyError("{\n  \"a\": tr") == "2:10: unexpected end of file; the JSON is incomplete")
        #expect(onlyError("[1, -") == "1:6: unexpected end of file; the JSON is incomplete")
        let empty = read("")
        #expect(empty.errorPositions == ["1:1"])
        #expect(empty.errors.first?.hint == "the file is empty")
        #expect(onlyError("  \n ") == "2:2: unexpected end of file; the JSON is incomplete")
    }

    @Test func reportsTrailingGarbage() {
        #expect(onlyError(#"{"a": 1} x"#)
            == "1:10: unexpected character 'x'; expected the end of the file after the top-level value")
        #expect(onlyError("{}\n{}") == "2:1: unexpected character '{'; expected the end of the file after the top-level value")
    }

    @Test func reportsNumberGrammarErrors() {
        #expect(onlyError("[01]") == "1:2: leading zeros are not allowed in numbers")
        #expect(onlyError("[-01]") == "1:3: leading zeros are not allowed in numbers")
        #expect(onlyError("[1.]") == "1:4: invalid number: expected a digit after the decimal point, found ']'")
        #expect(onlyError("[-x]") == "1:3: invalid number: expected a digit after '-', found 'x'")
        #expect(onlyError("[1e+]") == "1:5: invalid number: expected a digit in the exponent, found ']'")
        #expect(onlyError("[-.5]") == "1:3: invalid number: expected a digit after '-', found '.'")
        #expect(onlyError("[.5]") == "1:2: unexpected character '.'; expected a value")
        #expect(onlyError("[+1]") == "1:2: unexpected character '+'; expected a value")
        #expect(onlyError("[0x10]") == "1:3: unexpected character 'x'; expected ',' or ']'")
    }

    @Test func rejectsNonFiniteNumbers() {
        #expect(onlyError("[1, 1e400]") == "1:5: number '1e400' is not finite; token values must be finite numbers")
        #expect(onlyError("[-1e400]") == "1:2: number '-1e400' is not finite; token values must be finite numbers")
        #expect(onlyError("[NaN]") == "1:2: number 'NaN' is not finite; token values must be finite numbers")
        #expect(read("[1e-400]").root?.elements?.first?.number == 0)
    }

    /// Issue 12 item 8: a non-finite number is reported and reading goes on, so it hides no other error.
    @Test func goesOnAfterANonFiniteNumber() {
        let result = read("{\"a\": 1e400, \"b\": -1e999, \"a\": 2}")
        #expect(result.errors.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0): \($0.message)" } == [
            "1:7: number '1e400' is not finite; token values must be finite numbers",
            "1:19: number '-1e999' is not finite; token values must be finite numbers",
        ])
        #expect(result.warningPositions == ["1:27"])
        #expect(result.root?["b"]?.number == -Double.greatestFiniteMagnitude)
    }

    @Test func limitsNestingDepth() {
        let deepest = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
        #expect(read(deepest).errors.isEmpty)
        let tooDeep = String(repeating: "[", count: 257) + String(repeating: "]", count: 257)
        #expect(onlyError(tooDeep) == "1:257: nesting is deeper than 256 levels")
        let objects = String(repeating: "{\"a\":", count: 300)
        #expect(onlyError(objects) == "1:1281: nesting is deeper than 256 levels")
        // Far deeper input is an ordinary error too, never a stack overflow.
        #expect(onlyError(String(repeating: "[", count: 200_000)) == "1:257: nesting is deeper than 256 levels")
    }

    /// A duplicate key is a warning, so one repeated key never stops a token file: the later value
    /// replaces the first, as JSON parsers keep it, in the first one's place.
    @Test func reportsEveryDuplicateKeyAndKeepsTheLater() throws {
        let outcome = read(#"{"a": 1, "b": {"x": 1, "x": 2}, "a": 3}"#)
        #expect(outcome.errors.isEmpty)
        #expect(outcome.warnings.map(\.message) == [
            "duplicate key 'x'; this definition replaces the first, at 1:16, as JSON parsers keep the later",
            "duplicate key 'a'; this definition replaces the first, at 1:2, as JSON parsers keep the later",
        ])
        #expect(outcome.warningPositions == ["1:24", "1:33"])
        #expect(outcome.warnings.allSatisfy { $0.hint == "remove one of the two definitions" })
        let root = try #require(outcome.root)
        #expect(root.members?.map(\.key) == ["a", "b"])
        #expect(root["a"]?.number == 3)
        #expect(root["b"]?["x"]?.number == 2)
    }

    /// A group written twice (kanso's `stepper`) is read as one: the first's members, then the
    /// later's, a member both define merged in turn or taken from the later; a token written twice
    /// is the later one, never a merge of the two.
    @Test func aGroupWrittenTwiceIsReadAsOne() throws {
        let outcome = read(#"{"g": {"a": {"$value": 1}, "s": {"x": {"$value": 1}}}, "g": {"b": {"$value": 2}, "s": {"y": {"$value": 3}}, "a": {"$value": 4, "$type": "number"}}}"#)
        #expect(outcome.errors.isEmpty)
        #expect(outcome.warnings.map(\.message) == [
            "duplicate key 'g'; its two groups (the first at 1:2) are read as one; 1 member both define is taken from this one",
        ])
        #expect(outcome.warnings.first?.hint == "merge the two definitions into one group")
        let group = try #require(outcome.root?["g"])
        #expect(group.members?.map(\.key) == ["a", "s", "b"])
        #expect(group["a"]?["$value"]?.number == 4 && group["a"]?["$type"]?.string == "number")
        #expect(group["s"]?.members?.map(\.key) == ["x", "y"])
    }

    /// Merges spend a budget of members looked at, so a file repeating a group many times costs
    /// what reading it does: once it is spent, the later group replaces the first.
    @Test func mergesStopAtTheirBudget() throws {
        let first = try #require(read(#"{"g": {"a": 1, "b": 2}}"#).root?.members?.first)
        let later = try #require(read(#"{"g": {"c": 3}}"#).root?.members?.first)
        var budget = 3
        #expect(DuplicateKeyMerge.resolve(first, later, budget: &budget).kept.value.members?.map(\.key) == ["a", "b", "c"])
        #expect(budget == 0)
        #expect(DuplicateKeyMerge.resolve(first, later, budget: &budget).kept.value.members?.map(\.key) == ["c"])
    }

    @Test func findsDuplicatesInLargeObjects() throws {
        let keys = (0..<40).map { "k\($0)" } + ["k7", "k39"]
        let text = "{\n" + keys.map { "\"\($0)\": 0" }.joined(separator: ",\n") + "\n}"
        let outcome = read(text)
        #expect(outcome.warnings.map(\.message) == [
            "duplicate key 'k7'; this definition replaces the first, at 9:1, as JSON parsers keep the later",
            "duplicate key 'k39'; this definition replaces the first, at 41:1, as JSON parsers keep the later",
        ])
        #expect(outcome.warningPositions == ["42:1", "43:1"])
        #expect(outcome.root?.members?.count == 40)
    }

    // MARK: JSON5

    @Test func readsJSON5() throws {
        let text = """
        // palette
        {
          unquoted: 'single "quoted"',
          $dollar_1: 0x1F,
          "plus": +5, lead: .5, trail: 5., neg: -0XfF,
          /* multi
             line */ escapes: 'a\\x41\\'\\v\\0\\
        b',
          list: [1, 2,],
          é: 'ü',
        }
        """
        let outcome = read(text, .json5)
        #expect(outcome.errors.isEmpty)
        let members = try #require(outcome.root?.members)
        #expect(members.map(\.key) == ["unquoted", "$dollar_1", "plus", "lead", "trail", "neg", "escapes", "list", "é"])
        #expect(members.map(\.value.value) == [
            .string("single \"quoted\""), .number(31), .number(5), .number(0.5), .number(5), .number(-255),
            .string("aA'\u{B}\u{0}b"), .array([SourceNode(.number(1), line: 9, column: 10), SourceNode(.number(2), line: 9, column: 13)]),
            .string("ü"),
        ])
        #expect(members.map { "\($0.keyLine):\($0.keyColumn)" } == ["3:3", "4:3", "5:3", "5:15", "5:25", "5:36", "7:14", "9:3", "10:3"])
        #expect((members[8].value.line, members[8].value.column) == (10, 7))
        #expect((try #require(outcome.root)).line == 2)
    }

    @Test func rejectsNonFiniteJSON5Numbers() {
        #expect(onlyError("{a: Infinity}", .json5) == "1:5: number 'Infinity' is not finite; token values must be finite numbers")
        #expect(onlyError("[-Infinity]", .json5) == "1:2: number '-Infinity' is not finite; token values must be finite numbers")
        #expect(onlyError("[+NaN]", .json5) == "1:2: number '+NaN' is not finite; token values must be finite numbers")
    }

    @Test func reportsJSON5Errors() {
        #expect(onlyError("{a: 1 /* open\n\n", .json5) == "1:7: unterminated comment; the closing '*/' is missing")
        #expect(onlyError("[01]", .json5) == "1:2: leading zeros are not allowed in numbers")
        #expect(onlyError("['a\\1']", .json5) == "1:4: invalid escape '\\1' in string")
        #expect(onlyError("['\\xZ1']", .json5) == "1:3: invalid hex escape in string; expected two hex digits after '\\x'")
        #expect(onlyError("[0x]", .json5) == "1:4: invalid number: expected a digit after '0x', found ']'")
        #expect(onlyError("[1,,]", .json5) == "1:4: unexpected character ','; expected a value")
        #expect(read("{a: 1, a: 2}", .json5).warningPositions == ["1:8"])
    }

    // MARK: Entry point

    @Test func picksSyntaxFromExtension() {
        #expect(SourceFileReader.syntax(forPath: "tokens/color.json") == .json)
        #expect(SourceFileReader.syntax(forPath: "a.b/color.JSON5") == .json5)
        #expect(SourceFileReader.syntax(forPath: "spec/example.jsonc") == .json5)
        #expect(SourceFileReader.syntax(forPath: "tokens.yaml") == .yaml)
        #expect(SourceFileReader.syntax(forPath: "x/tokens.YML") == .yaml)
        #expect(SourceFileReader.syntax(forPath: "x.yml/tokens") == .json)
    }

    @Test func readsFilesFromDisk() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("dsys-json-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("tokens.json5").path
        try Data("{a: 1, // note\n}".utf8).write(to: URL(fileURLWithPath: path))

        var diagnostics = Diagnostics()
        let file = SourceFileReader.read(fileAt: path, displayPath: "tokens.json5", diagnostics: &diagnostics)
        #expect(diagnostics.all.isEmpty)
        #expect(file?.path == "tokens.json5")
        #expect(file?.root["a"]?.number == 1)

        let missing = SourceFileReader.read(fileAt: directory.appendingPathComponent("nope.json").path,
                                            displayPath: "nope.json", diagnostics: &diagnostics)
        #expect(missing == nil)
        #expect(diagnostics.errors.map(\.message) == ["cannot read 'nope.json': no such file"])
        _ = SourceFileReader.read(fileAt: directory.path, displayPath: "dir", diagnostics: &diagnostics)
        #expect(diagnostics.errors.last?.message == "cannot read 'dir': it is a directory")
        #expect(diagnostics.errors.first?.location == nil)
    }
}
