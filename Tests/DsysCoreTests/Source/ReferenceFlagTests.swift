import DsysCore
import Testing

/// `SourceNode.mayContainReference` lets the resolver skip values without references, so it must
/// never be false where a reference is: it is checked here for every reader and after an edit.
@Suite struct ReferenceFlagTests {
    private static let json = #"""
    { "a": "plain", "b": "{x.y}", "c": { "d": ["x", "{y}"] }, "e": { "$ref": "#/x" }, "f": { "g": 1 },
      "h": "escaped \u007B brace", "i": [1, true, null] }
    """#

    private static let yaml = """
    a: plain
    b: "{x.y}"
    c:
      d: [x, "{y}"]
    e:
      $ref: "#/x"
    f:
      g: 1
    h: "escaped { brace"
    i: [1, true, null]
    """

    /// `name → flag` for each member of the root, plus the root's own flag and `c.d`'s.
    private func flags(_ text: String, _ syntax: SourceFileReader.Syntax) throws -> [String: Bool] {
        let root = try #require(SourceReaderTestSupport.read(text, syntax).root)
        var flags = ["(root)": root.mayContainReference]
        for member in try #require(root.members) { flags[member.key] = member.value.mayContainReference }
        flags["c.d"] = root["c"]?["d"]?.mayContainReference
        return flags
    }

    @Test(arguments: [SourceFileReader.Syntax.json, .json5, .yaml])
    func flagsEveryValueThatHoldsABraceOrARef(syntax: SourceFileReader.Syntax) throws {
        let expected = ["(root)": true, "a": false, "b": true, "c": true, "c.d": true, "e": true, "f": false,
                        "h": true, "i": false]
        #expect(try flags(syntax == .yaml ? Self.yaml : Self.json, syntax) == expected)
    }

    @Test func followsEditsOfTheValue() {
        var node = SourceNode(.object([]), line: 1, column: 1)
        #expect(!node.mayContainReference)
        node.value = .object([SourceMember(key: "x", keyLine: 1, keyColumn: 2, value: SourceNode(.string("{y}"), line: 1, column: 7))])
        #expect(node.mayContainReference)
        node.value = .string("no reference")
        #expect(!node.mayContainReference)
    }
}
