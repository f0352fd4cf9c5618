@testable import DsysCore
import Testing

@Suite struct YAMLReaderTests {
    private func read(_ text: String) -> SourceReaderTestSupport.Outcome {
        SourceReaderTestSupport.read(text, .yaml)
    }

    /// The single error of `text`, as `line:column: message`.
    private func onlyError(_ text: String) -> String {
        let outcome = read(text)
        guard outcome.errors.count == 1, let error = outcome.errors.first, let location = error.location else {
            return "expected one error, got \(outcome.errors.map(\.description))"
        }
        return "\(location.line):\(location.column): \(error.message)"
    }

    /// The values of `- item` lines, read as a sequence.
    private func values(_ items: [String]) throws -> [SourceNode.Value] {
        try #require(read(items.map { "- \($0)" }.joined(separator: "\n")).root?.elements).map(\.value)
    }

    @Test func mappingsKeepOrderAndPositions() throws {
        let text = """
        color:
          brand:
            $value: "#ff0000"
            $type: color
          list:
            - 1
            - two
        zeta: {b: 1, a: 2}
        """
        let outcome = read(text)
        #expect(outcome.errors.isEmpty)
        let root = try #require(outcome.root)
        #expect(root.members?.map(\.key) == ["color", "zeta"])
        let color = try #require(root.members?.first)
        #expect((color.keyLine, color.keyColumn, color.value.line, color.value.column) == (1, 1, 2, 3))
        let brand = try #require(color.value.members?.first)
        #expect((brand.keyLine, brand.keyColumn) == (2, 3))
        let leaf = try #require(brand.value.members)
        #expect(leaf.map(\.key) == ["$value", "$type"])
        #expect(leaf.map { "\($0.keyLine):\($0.keyColumn) \($0.value.line):\($0.value.column)" } == ["3:5 3:13", "4:5 4:12"])
        #expect(leaf.map(\.value.string) == ["#ff0000", "color"])
        let list = try #require(color.value["list"]?.elements)
        #expect(list.map { "\($0.line):\($0.column)" } == ["6:7", "7:7"])
        #expect(list.map(\.value) == [.number(1), .string("two")])
        let zeta = try #require(root["zeta"])
        #expect((zeta.line, zeta.column) == (8, 7))
        #expect(zeta.members?.map(\.key) == ["b", "a"])
        #expect(zeta.members?.map(\.keyColumn) == [8, 14])
    }

    /// A merge key stands for the members of the mapping it names, or of each mapping it lists,
    /// under the mapping's own (which win), the earlier listed mapping winning over a later one; a
    /// `<<` of a scalar stays an ordinary member.
    @Test func mergeKeysMergeTheirMappingsUnderTheMappingsOwnMembers() throws {
        let text = """
        base: &base {value: "#000000", type: color, comment: base}
        extra: &extra {comment: extra, category: ink}
        one:
          <<: *base
          value: "#ffffff"
        two:
          <<: [*extra, *base]
        odd:
          <<: plain
        """
        let outcome = read(text)
        #expect(outcome.errors.isEmpty)
        let root = try #require(outcome.root)
        func pairs(_ key: String) -> [String] {
            (root[key]?.members ?? []).map { "\($0.key)=\($0.value.string ?? "?")" }
        }
        #expect(pairs("one") == ["type=color", "comment=base", "value=#ffffff"])
        #expect(pairs("two") == ["comment=extra", "category=ink", "value=#000000", "type=color"])
        #expect(pairs("odd") == ["<<=plain"])
    }

    @Test func columnsCountUTF8BytesAndLinesCountCRLF() throws {
        let root = try #require(read("é: ü\r\nkey: [😀, x]\r\n").root)
        let members = try #require(root.members)
        #expect((members[0].keyColumn, members[0].value.column) == (1, 5))
        let elements = try #require(members[1].value.elements)
        #expect(elements.map { "\($0.line):\($0.column)" } == ["2:7", "2:13"])
        #expect(elements.map(\.string) == ["😀", "x"])
    }

    @Test func resolvesPlainScalarsWithTheCoreSchema() throws {
        let resolved = try values([
            "null", "~", "", "true", "False", "TRUE", "yes", "off", "0o17", "0x1F", "1e3", "-0.5", "+12", ".5", "05",
            "12345678901234567890", "1.2.3", "#fff", "0b11", "1_000",
        ])
        // 12345678901234567890 reads as the nearest Double.
        #expect(resolved == [
            .null, .null, .null, .bool(true), .bool(false), .bool(true), .string("yes"), .string("off"), .number(15),
            .number(31), .number(1000), .number(-0.5), .number(12), .number(0.5), .number(5), .number(12_345_678_901_234_567_168),
            .string("1.2.3"), .null, .string("0b11"), .string("1_000"),
        ])
    }

    @Test func quotedAndBlockScalarsStayText() throws {
        let resolved = try values(["'5'", "\"true\"", "!!str 12", "! null", "|\n    7", "'.inf'"])
        #expect(resolved == [.string("5"), .string("true"), .string("12"), .string("null"), .string("7\n"), .string(".inf")])
    }

    @Test func explicitCoreTagsAreChecked() throws {
        #expect(try values(["!!float 3", "!!int '42'"]) == [.number(3), .number(42)])
        #expect(onlyError("- !!int abc") == "1:3: 'abc' is not a valid !!int value")
    }

    @Test func keysKeepTheirSourceText() throws {
        let members = try #require(read("05: a\ntrue: b\n1.50: c\n~: d\n'q': e").root?.members)
        #expect(members.map(\.key) == ["05", "true", "1.50", "~", "q"])
    }

    @Test func rejectsNonFiniteNumbers() {
        #expect(onlyError("a:\n  b: .inf") == "2:6: '.inf' is not a finite number; token values must be finite numbers")
        #expect(onlyError("- -.Inf") == "1:3: '-.Inf' is not a finite number; token values must be finite numbers")
        #expect(onlyError("- .NaN") == "1:3: '.NaN' is not a finite number; token values must be finite numbers")
        #expect(onlyError("- 1e400") == "1:3: '1e400' is not a finite number; token values must be finite numbers")
    }

    @Test func reportsEveryDuplicateKey() throws {
        let outcome = read("a: 1\nb:\n  x: 1\n  x: 2\na: 3\n")
        #expect(outcome.warnings.map(\.message) == [
            "duplicate key 'x'; this definition replaces the first, at 3:3, as JSON parsers keep the later",
            "duplicate key 'a'; this definition replaces the first, at 1:1, as JSON parsers keep the later",
        ])
        #expect(outcome.warningPositions == ["4:3", "5:1"])
        #expect(outcome.root?["a"]?.number == 3)
        #expect(outcome.root?["b"]?["x"]?.number == 2)
    }

    @Test func aliasesCopyTheAnchoredValue() throws {
        let root = try #require(read("base: &b {a: 1, list: [x]}\nname: &n hello\ncopy: *b\nname2: *n\n*n : keyed").root)
        let copy = try #require(root["copy"])
        #expect(copy.members?.map(\.key) == ["a", "list"])
        #expect(copy["a"]?.number == 1)
        #expect((copy.line, copy.column) == (3, 7))
        #expect(root["name2"]?.string == "hello")
        #expect(root["hello"]?.string == "keyed")
    }

    @Test func boundsAliasExpansion() {
        var lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
        for level in 1...9 {
            let previous = "*a\(level - 1)"
            lines.append("a\(level): &a\(level) [\(Array(repeating: previous, count: 10).joined(separator: ", "))]")
        }
        let outcome = read(lines.joined(separator: "\n"))
        #expect(outcome.root == nil)
        #expect(outcome.errors.count == 1)
        #expect(outcome.errors.first?.message.hasPrefix("aliases expand to more than") == true)
    }

    @Test func reportsAliasErrors() {
        #expect(onlyError("a: *missing") == "1:4: alias '*missing' refers to no anchor")
        #expect(onlyError("a: &self [1, *self]") == "1:14: alias '*self' refers to no anchor")
        #expect(onlyError("base: &b [1]\n*b : x") == "2:1: a mapping key must be text, not an array")
    }

    @Test func limitsNestingDepth() {
        let deepest = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
        #expect(read(deepest).errors.isEmpty)
        #expect(onlyError(String(repeating: "[", count: 257)) == "1:257: nesting is deeper than 256 levels")
        let blockNesting = (0..<300).map { String(repeating: " ", count: $0) + "k:" }.joined(separator: "\n")
        #expect(onlyError(blockNesting) == "257:257: nesting is deeper than 256 levels")
        #expect(onlyError(String(repeating: "[", count: 200_000)) == "1:257: nesting is deeper than 256 levels")
    }

    @Test func reportsSyntaxErrorsWhereLibYAMLFindsThem() {
        #expect(onlyError("a: b: c") == "1:5: YAML syntax error: mapping values are not allowed in this context")
        let tab = read("a:\n\tb: 1")
        #expect(tab.errorPositions == ["2:1"])
        #expect(tab.errors.first?.hint == "indent YAML with spaces; tabs are not allowed for indentation")
        #expect(onlyError("a: 'open") == "1:9: YAML syntax error: found unexpected end of stream (while scanning a quoted scalar at 1:4)")
        #expect(onlyError("? [a]\n: b") == "1:3: a mapping key must be text, not a sequence")
    }

    @Test func rejectsASecondDocument() {
        #expect(onlyError("a: 1\n---\nb: 2") == "2:1: a second YAML document starts here; a token file holds one document")
    }

    @Test func reportsInvalidUTF8AndControlCharacters() {
        let invalid = SourceReaderTestSupport.read(bytes: Array("a: 1\nbé: ".utf8) + [0xFF], .yaml)
        #expect(invalid.errors.map(\.message) == ["invalid UTF-8 byte 0xFF"])
        #expect(invalid.errorPositions == ["2:6"])
        let control = read("a: 1\nb: x\u{1}")
        #expect(control.errorPositions == ["2:5"])
        #expect(control.errors.first?.message.contains("U+0001") == true)
    }

    @Test func emptyStreamReadsAsNull() throws {
        #expect(read("").root?.value == .null)
        #expect(read("# only a comment\n").root?.value == .null)
        let withBOM = SourceReaderTestSupport.read(bytes: [0xEF, 0xBB, 0xBF] + Array("a: 1".utf8), .yaml)
        #expect(withBOM.root?.members?.first.map { "\($0.keyLine):\($0.keyColumn) \($0.value.column)" } == "1:1 4")
    }
}
