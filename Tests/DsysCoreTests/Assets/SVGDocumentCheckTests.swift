@testable import DsysCore
import Foundation
import Testing

/// The SVG check is one linear pass with limits: entities are never expanded, and too many
/// attributes, too deep a nesting or too many entity declarations are errors at their positions.
@Suite struct SVGDocumentCheckTests {
    private func problem(_ text: String) -> (message: String, line: Int, column: Int)? {
        SVGDocumentCheck.problem(in: Data(text.utf8))
    }

    @Test func realWorldShapesPass() {
        #expect(problem(#"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
            + #"<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" ["#
            + #"<!ENTITY ns_svg "http://www.w3.org/2000/svg"> <!-- Illustrator --> ]>"# + "\n"
            + #"<svg xmlns="&ns_svg;" xmlns:xlink='http://www.w3.org/1999/xlink'><g id="a&amp;b"><![CDATA[ <x> ]]>"#
            + #"<?pi data?><text>&#x41;&#66;&lt;</text><path d="M0 0"/></g></svg>"# + "\n<!-- end -->\n") == nil)
    }

    /// A 100-character entity used 10,000 times is a valid document; it is never expanded (an
    /// expanding parser would build a megabyte of text and took time quadratic in such files).
    @Test func entitiesAreCheckedNotExpanded() {
        let document = "<!DOCTYPE svg [<!ENTITY e \"" + String(repeating: "x", count: 100) + "\">]><svg>"
            + String(repeating: "&e;", count: 10_000) + "</svg>"
        #expect(problem(document) == nil)
        let undeclared = problem("<svg>\n  <g>&nope;</g></svg>")
        #expect(undeclared?.message == "the SVG is not well-formed XML: the entity '&nope;' is not declared")
        #expect(undeclared?.line == 2 && undeclared?.column == 6)
    }

    @Test func tooManyAttributesIsAnErrorAtTheFirstOneTooMany() throws {
        let attributes = (0...XMLWellFormednessScanner.maximumAttributes).map { " a\($0)=\"1\"" }.joined()
        let found = try #require(problem("<svg>\n<path" + attributes + "/></svg>"))
        #expect(found.message.contains("has more than \(XMLWellFormednessScanner.maximumAttributes) attributes"))
        let allowed = attributes.utf8.count - " a\(XMLWellFormednessScanner.maximumAttributes)=\"1\"".utf8.count
        #expect(found.line == 2 && found.column == "<path".count + allowed + 2)
    }

    @Test func tooDeepANestingIsAnErrorAtTheElementTooDeep() throws {
        let depth = XMLWellFormednessScanner.maximumDepth
        let found = try #require(problem("<svg>" + String(repeating: "<g>", count: depth) + String(repeating: "</g>", count: depth) + "</svg>"))
        #expect(found.message.contains("nested more than \(depth) deep"))
        #expect(found.line == 1 && found.column == "<svg>".count + 3 * (depth - 1) + 1)
        #expect(problem("<svg>" + String(repeating: "<g>", count: depth - 1) + String(repeating: "</g>", count: depth - 1) + "</svg>") == nil)
    }

    @Test func tooManyEntityDeclarationsIsAnError() throws {
        let declarations = (0...XMLWellFormednessScanner.maximumEntityDeclarations).map { "<!ENTITY e\($0) \"x\">" }.joined(separator: "\n")
        let found = try #require(problem("<!DOCTYPE svg [\n" + declarations + "\n]><svg/>"))
        #expect(found.message.contains("more than \(XMLWellFormednessScanner.maximumEntityDeclarations) entities"))
        #expect(found.line == XMLWellFormednessScanner.maximumEntityDeclarations + 2 && found.column == 1)
    }

    @Test(arguments: [
        ("<svg><g></svg>", "expected </g>, found </svg>"),
        ("<svg a=\"1\" a=\"2\"/>", "the attribute 'a' appears twice"),
        ("<svg a=\"<\"/>", "'<' is not allowed in an attribute value"),
        ("<svg>&#0;</svg>", "names U+0, which XML does not allow"),
        ("<svg>a & b</svg>", "'&' must be written '&amp;'"),
        ("<svg><!-- a -- b --></svg>", "'--' is not allowed inside a comment"),
        ("<svg/><svg/>", "unexpected content after the root element"),
        ("<svg>\u{1}</svg>", "a control character"),
        ("<svg><?xml version=\"1.0\"?></svg>", "only at the very start"),
        ("<svg><g>", "the element <g> is not closed"),
        ("", "there is no root element"),
    ])
    func malformedDocumentsAreNamed(_ document: String, _ expected: String) {
        let found = problem(document)
        #expect(found?.message.contains(expected) == true, "\(found?.message ?? "no problem")")
    }
}
