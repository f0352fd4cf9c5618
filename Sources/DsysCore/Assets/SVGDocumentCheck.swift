import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Checks that an SVG file is well-formed XML whose root element is `<svg>`, with Foundation's
/// `XMLParser` (available on Linux too). External entities are not resolved, so checking a file
/// reads nothing else.
enum SVGDocumentCheck {
    /// Nil when `data` is a usable SVG; else the problem and its 1-based line and column.
    static func problem(in data: Data) -> (message: String, line: Int, column: Int)? {
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        let delegate = RootElementRecorder()
        parser.delegate = delegate
        // swift-corelibs-foundation's `parse()` can return true and still record an error.
        let succeeded = parser.parse()
        guard succeeded, parser.parserError == nil else {
            return ("the SVG is not well-formed XML", max(parser.lineNumber, 1), max(parser.columnNumber, 1))
        }
        guard let root = delegate.rootElement else { return ("the SVG has no root element", 1, 1) }
        guard root == "svg" || root.hasSuffix(":svg") else {
            return ("the file's root element is <\(root)>, not <svg>", delegate.rootLine, delegate.rootColumn)
        }
        return nil
    }

    /// Records the name and position of the first element.
    private final class RootElementRecorder: NSObject, XMLParserDelegate {
        var rootElement: String?
        var rootLine = 1
        var rootColumn = 1

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            guard rootElement == nil else { return }
            rootElement = elementName
            rootLine = max(parser.lineNumber, 1)
            rootColumn = max(parser.columnNumber, 1)
        }
    }
}
