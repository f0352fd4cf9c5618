@testable import DsysCore
import Foundation
import Testing

/// The one JSON writer: escaping, key order, layout per style and number form.
@Suite struct JSONWriterTests {
    private func quoted(_ text: String, _ style: JSONWriter.Style = .canonical) -> String {
        JSONWriter.text(.string(text), style: style)
    }

    @Test func escapesQuotesBackslashesAndControlCharacters() {
        #expect(quoted("a\"b") == #""a\"b""#)
        #expect(quoted("back\\slash") == #""back\\slash""#)
        #expect(quoted("line\nbreak\r\n\ttab") == #""line\nbreak\r\n\ttab""#)
        #expect(quoted("nul\u{0}bell\u{7}unit\u{1F}") == #""nul\u0000bell\u0007unit\u001f""#)
        // JSON requires escapes only below U+0020; DEL and the line separators stay as they are.
        #expect(quoted("del\u{7F} ls\u{2028}") == "\"del\u{7F} ls\u{2028}\"")
    }

    @Test func writesNonASCIIAsItIs() {
        #expect(quoted("café 😀 Ωmega") == "\"café 😀 Ωmega\"")
        #expect(quoted("e\u{301}") == "\"e\u{301}\"")
    }

    @Test func scriptSafeStyleAlsoEscapesMarkupAndLineSeparators() {
        #expect(quoted("</script><!-- & \u{2028}\u{2029}", .scriptSafe) == #""\u003c/script\u003e\u003c!-- \u0026 \u2028\u2029""#)
        #expect(quoted("a\"b\\c\n", .scriptSafe) == #""a\"b\\c\n""#)
    }

    /// Whatever the text, the written literal reads back as the same string.
    @Test(arguments: [JSONWriter.Style.canonical, .xcode, .scriptSafe].indices)
    func everyStringReadsBackUnchanged(styleIndex: Int) throws {
        let style = [JSONWriter.Style.canonical, .xcode, .scriptSafe][styleIndex]
        var random = SplitMix64(seed: 0x5EED + UInt64(styleIndex))
        var samples = ["", "\"", "\\", "\\\"", "\u{0}", "\u{1F}\u{7F}\u{80}\u{9F}", "\u{2028}\u{2029}", "\"#\\#(x)", "😀é"]
        for _ in 0..<200 {
            let scalars = (0..<Int(random.next() % 12)).compactMap { _ in
                Unicode.Scalar(UInt32(random.next() % 3 == 0 ? random.next() % 0x80 : random.next() % 0x3000))
            }
            samples.append(String(String.UnicodeScalarView(scalars)))
        }
        for sample in samples {
            let text = JSONWriter.text(.array([.string(sample)]), style: style)
            let decoded = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String]
            #expect(decoded == [sample], "\(sample.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    @Test func sortsKeysByTheirUTF8BytesOrKeepsThemAsGiven() {
        let value = JSONValue.object([("é", .number(1)), ("b", .number(2)), ("B", .number(3)), ("a-b", .number(4)), ("a", .number(5))])
        #expect(JSONWriter.text(value, style: .canonical) == """
        {
          "B": 3,
          "a": 5,
          "a-b": 4,
          "b": 2,
          "é": 1
        }
        """)
        #expect(JSONWriter.text(value, style: .scriptSafe) == #"{"é":1,"b":2,"B":3,"a-b":4,"a":5}"#)
        // Sorted at the start and not further on: still sorted as a whole.
        let partly = JSONValue.object([("a", .number(1)), ("c", .number(2)), ("b", .number(3))])
        #expect(JSONWriter.text(partly, style: .xcode) == "{\n  \"a\" : 1,\n  \"b\" : 3,\n  \"c\" : 2\n}")
    }

    @Test func xcodeStyleIsTheLayoutOfContentsJSON() {
        let value = JSONValue.object([
            ("info", .object([("version", .number(1)), ("author", .string("xcode"))])),
            ("images", .array([.object([("idiom", .string("universal")), ("filename", .string("a.svg"))])])),
            ("properties", .object([("preserves-vector-representation", .bool(true))])),
            ("empty", .array([])), ("none", .object([])), ("null", .null),
        ])
        #expect(JSONWriter.text(value, style: .xcode) == """
        {
          "empty" : [],
          "images" : [
            {
              "filename" : "a.svg",
              "idiom" : "universal"
            }
          ],
          "info" : {
            "author" : "xcode",
            "version" : 1
          },
          "none" : {},
          "null" : null,
          "properties" : {
            "preserves-vector-representation" : true
          }
        }
        """)
    }

    @Test func numbersAreValidJSONForEveryFiniteValue() throws {
        let values: [Double] = [1, 16, -3, 0.5, -0.0, 1e-5, 1.5e16, 1e300, .leastNonzeroMagnitude, 0.1 + 0.2, 9_007_199_254_740_992]
        let texts = values.map { JSONWriter.number($0) }
        #expect(texts == ["1", "16", "-3", "0.5", "0", "1e-05", "1.5e+16", "1e+300", "5e-324", "0.30000000000000004",
                          "9007199254740992.0"])
        for (text, value) in zip(texts, values) {
            // Valid JSON (Foundation's parser accepts it) that reads back as the same Double.
            #expect(try JSONSerialization.jsonObject(with: Data("[\(text)]".utf8)) is [Any])
            #expect(Double(text) == value)
        }
        #expect(JSONWriter.number(.nan) == "0")
        #expect(JSONWriter.number(-.infinity) == "0")
        #expect(JSONWriter.number(0.123456, places: 4) == "0.1235")
        #expect(JSONWriter.number(2.00004, places: 4) == "2")
    }
}
