import DsysSource

/// A one-pass check that UTF-8 text is well-formed XML, for SVG files: every byte is looked at a
/// bounded number of times, so the time is linear in the file's size whatever it holds.
///
/// Entities are never expanded: a reference must name one of the five predefined entities or one
/// the internal DOCTYPE subset declares, and a character reference must name an XML character.
/// Nesting depth, attributes per element and entity declarations are limited; each breach is an
/// error at its position, like every other problem. What is not checked: namespaces, and what a
/// declared entity's text would make of the document once expanded (nothing here expands it).
package struct XMLWellFormednessScanner {
    /// The first problem found and the byte offset where it is.
    struct Failure: Error {
        package let message: String
        let offset: Int
    }

    /// The most elements open at once.
    package static let maximumDepth = 256
    /// The most attributes on one element.
    package static let maximumAttributes = 1024
    /// The most entities a DOCTYPE may declare.
    package static let maximumEntityDeclarations = 256

    private let bytes: UnsafeBufferPointer<UInt8>
    private var offset = 0
    private var declaredEntities: Set<String> = []
    /// The root element's name and the offset of its `<`, once found.
    private(set) var root: (name: String, offset: Int)?

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The root element's name and offset when `bytes` are a well-formed document; throws the
    /// first problem otherwise.
    static func check(_ bytes: UnsafeBufferPointer<UInt8>) throws(Failure) -> (name: String, offset: Int) {
        if let invalid = UTF8Scanning.firstInvalidOffset(in: bytes) {
            throw Failure(message: "the text is not UTF-8", offset: invalid)
        }
        var scanner = XMLWellFormednessScanner(bytes: bytes)
        try scanner.scanDocument()
        guard let root = scanner.root else { throw Failure(message: "there is no root element", offset: 0) }
        return root
    }

    // MARK: Document structure

    private mutating func scanDocument() throws(Failure) {
        if starts(with: [0xEF, 0xBB, 0xBF]) { offset += 3 }
        if starts(with: "<?xml"), offset + 5 < bytes.count, Self.isSpace(bytes[offset + 5]) {
            try scanProcessingInstruction(allowingDeclaration: true)
        }
        try skipMiscellany()
        if starts(with: "<!DOCTYPE") {
            try scanDoctype()
            try skipMiscellany()
        }
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "<") else {
            throw failure(offset < bytes.count ? "expected the root element" : "there is no root element")
        }
        try scanElementTree()
        try skipMiscellany()
        guard offset == bytes.count else { throw failure("unexpected content after the root element") }
    }

    /// Skips white space, comments and processing instructions outside the root element.
    private mutating func skipMiscellany() throws(Failure) {
        while true {
            skipSpace()
            if starts(with: "<!--") {
                try scanComment()
            } else if starts(with: "<?") {
                try scanProcessingInstruction(allowingDeclaration: false)
            } else {
                return
            }
        }
    }

    /// The root element and everything inside it, without recursion.
    private mutating func scanElementTree() throws(Failure) {
        var open: [(name: Range<Int>, offset: Int)] = []
        try scanStartTag(pushingOnto: &open)
        while let innermost = open.last {
            guard offset < bytes.count else {
                throw Failure(message: "the element <\(text(innermost.name))> is not closed", offset: innermost.offset)
            }
            switch bytes[offset] {
            case UInt8(ascii: "<"):
                if starts(with: "</") {
                    offset += 2
                    guard let name = scanName() else { throw failure("expected an element name after '</'") }
                    guard bytes[name].elementsEqual(bytes[innermost.name]) else {
                        throw Failure(message: "expected </\(text(innermost.name))>, found </\(text(name))>", offset: name.lowerBound - 2)
                    }
                    skipSpace()
                    try expect(">", "expected '>' to end </\(text(name))>")
                    open.removeLast()
                } else if starts(with: "<!--") {
                    try scanComment()
                } else if starts(with: "<![CDATA[") {
                    let start = offset
                    offset += 9
                    guard skip(past: "]]>") else { throw Failure(message: "a CDATA section is not closed", offset: start) }
                } else if starts(with: "<?") {
                    try scanProcessingInstruction(allowingDeclaration: false)
                } else {
                    try scanStartTag(pushingOnto: &open)
                }
            case UInt8(ascii: "&"):
                try scanReference()
            default:
                try scanCharacterData()
            }
        }
    }

    /// A start tag or empty-element tag at `<`; a start tag's element is pushed onto `open`.
    private mutating func scanStartTag(pushingOnto open: inout [(name: Range<Int>, offset: Int)]) throws(Failure) {
        let tagStart = offset
        offset += 1
        guard let name = scanName() else { throw failure("expected an element name after '<'") }
        if root == nil { root = (text(name), tagStart) }
        var attributes: Set<String> = []
        while true {
            let spaced = skipSpace()
            if starts(with: "/>") {
                offset += 2
                return
            }
            if starts(with: ">") {
                offset += 1
                guard open.count < Self.maximumDepth else {
                    throw Failure(message: "elements are nested more than \(Self.maximumDepth) deep", offset: tagStart)
                }
                open.append((name, tagStart))
                return
            }
            let attributeStart = offset
            guard spaced, let attribute = scanName() else {
                throw failure(offset < bytes.count ? "expected an attribute name, '>' or '/>' in the tag <\(text(name))>"
                                                   : "the tag <\(text(name))> is not closed")
            }
            guard attributes.count < Self.maximumAttributes else {
                throw Failure(message: "the element <\(text(name))> has more than \(Self.maximumAttributes) attributes", offset: attributeStart)
            }
            guard attributes.insert(text(attribute)).inserted else {
                throw Failure(message: "the attribute '\(text(attribute))' appears twice", offset: attributeStart)
            }
            skipSpace()
            try expect("=", "expected '=' after the attribute '\(text(attribute))'")
            skipSpace()
            try scanAttributeValue()
        }
    }

    /// A quoted attribute value: no `<`, references checked.
    private mutating func scanAttributeValue() throws(Failure) {
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") || bytes[offset] == UInt8(ascii: "'") else {
            throw failure("expected a quoted attribute value")
        }
        let quote = bytes[offset], start = offset
        offset += 1
        while offset < bytes.count, bytes[offset] != quote {
            switch bytes[offset] {
            case UInt8(ascii: "<"): throw failure("'<' is not allowed in an attribute value")
            case UInt8(ascii: "&"): try scanReference()
            default:
                try checkCharacter()
                offset += 1
            }
        }
        guard offset < bytes.count else { throw Failure(message: "an attribute value is not closed", offset: start) }
        offset += 1
    }

    /// Text up to the next `<` or `&`.
    private mutating func scanCharacterData() throws(Failure) {
        while offset < bytes.count, bytes[offset] != UInt8(ascii: "<"), bytes[offset] != UInt8(ascii: "&") {
            if starts(with: "]]>") { throw failure("']]>' is not allowed in text") }
            try checkCharacter()
            offset += 1
        }
    }

    /// Fails on a control character XML does not allow (all below U+0020 but tab, line feed and
    /// carriage return).
    private func checkCharacter() throws(Failure) {
        let byte = bytes[offset]
        if byte < 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D { throw failure("a control character is not allowed in XML") }
    }

    /// `&name;`, `&#digits;` or `&#xhex;`, never expanded.
    private mutating func scanReference() throws(Failure) {
        let start = offset
        offset += 1
        if starts(with: "#") {
            offset += 1
            let hexadecimal = starts(with: "x")
            if hexadecimal { offset += 1 }
            var value: UInt32 = 0, digits = 0
            while offset < bytes.count, let digit = Self.digitValue(bytes[offset], hexadecimal: hexadecimal) {
                // More digits than any character needs: the value is too large anyway.
                guard digits < 8 else { throw Failure(message: "a character reference is too long", offset: start) }
                value = value * (hexadecimal ? 16 : 10) + digit
                digits += 1
                offset += 1
            }
            guard digits > 0, starts(with: ";") else { throw Failure(message: "a malformed character reference", offset: start) }
            offset += 1
            guard Self.isXMLCharacter(value) else {
                throw Failure(message: "the character reference names U+\(String(value, radix: 16, uppercase: true)), which XML does not allow",
                              offset: start)
            }
            return
        }
        guard let name = scanName(), starts(with: ";") else { throw Failure(message: "a malformed entity reference ('&' must be written '&amp;')", offset: start) }
        offset += 1
        let entity = text(name)
        guard ["lt", "gt", "amp", "apos", "quot"].contains(entity) || declaredEntities.contains(entity) else {
            throw Failure(message: "the entity '&\(entity);' is not declared", offset: start)
        }
    }

    private mutating func scanComment() throws(Failure) {
        let start = offset
        offset += 4
        while offset < bytes.count {
            if starts(with: "--") {
                guard starts(with: "-->") else { throw failure("'--' is not allowed inside a comment") }
                offset += 3
                return
            }
            offset += 1
        }
        throw Failure(message: "a comment is not closed", offset: start)
    }

    /// `<?target …?>`; the XML declaration (`<?xml …?>`) only where `allowingDeclaration`.
    private mutating func scanProcessingInstruction(allowingDeclaration: Bool) throws(Failure) {
        let start = offset
        offset += 2
        guard let target = scanName() else { throw failure("expected a name after '<?'") }
        if !allowingDeclaration, text(target).lowercased() == "xml" {
            throw Failure(message: "the XML declaration is allowed only at the very start", offset: start)
        }
        guard skip(past: "?>") else { throw Failure(message: "a processing instruction is not closed", offset: start) }
    }

    /// `<!DOCTYPE name …>`, noting the general entities its internal subset declares.
    private mutating func scanDoctype() throws(Failure) {
        let start = offset
        offset += 9
        guard skipSpace(), scanName() != nil else { throw failure("expected the document type's name") }
        try skipDeclaration(from: start, allowingInternalSubset: true)
    }

    /// The declarations between `[` and `]`.
    private mutating func scanInternalSubset() throws(Failure) {
        while true {
            skipSpace()
            guard offset < bytes.count else { throw failure("the DOCTYPE's internal subset is not closed") }
            if starts(with: "]") {
                offset += 1
                return
            } else if starts(with: "<!--") {
                try scanComment()
            } else if starts(with: "<?") {
                try scanProcessingInstruction(allowingDeclaration: false)
            } else if starts(with: "%") {
                offset += 1
                guard scanName() != nil, starts(with: ";") else { throw failure("a malformed parameter-entity reference") }
                offset += 1
            } else if starts(with: "<!ENTITY") {
                let declaration = offset
                offset += 8
                guard skipSpace() else { throw failure("expected a space after '<!ENTITY'") }
                let isParameter = starts(with: "%")
                if isParameter {
                    offset += 1
                    skipSpace()
                }
                guard let name = scanName() else { throw failure("expected the entity's name") }
                if !isParameter {
                    guard declaredEntities.count < Self.maximumEntityDeclarations else {
                        throw Failure(message: "more than \(Self.maximumEntityDeclarations) entities are declared", offset: declaration)
                    }
                    declaredEntities.insert(text(name))
                }
                try skipDeclaration(from: declaration, allowingInternalSubset: false)
            } else if starts(with: "<!") {
                let declaration = offset
                offset += 2
                try skipDeclaration(from: declaration, allowingInternalSubset: false)
            } else {
                throw failure("unexpected text in the DOCTYPE's internal subset")
            }
        }
    }

    /// Skips to the `>` that ends the markup declaration begun at `start`, over quoted literals and,
    /// for the DOCTYPE (`allowingInternalSubset`), its internal subset.
    private mutating func skipDeclaration(from start: Int, allowingInternalSubset: Bool) throws(Failure) {
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: ">"):
                offset += 1
                return
            case UInt8(ascii: "[") where allowingInternalSubset:
                offset += 1
                try scanInternalSubset()
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                try skipQuoted()
            default:
                offset += 1
            }
        }
        throw Failure(message: allowingInternalSubset ? "the DOCTYPE is not closed" : "a declaration is not closed", offset: start)
    }

    private mutating func skipQuoted() throws(Failure) {
        let quote = bytes[offset], start = offset
        offset += 1
        while offset < bytes.count, bytes[offset] != quote { offset += 1 }
        guard offset < bytes.count else { throw Failure(message: "a quoted literal is not closed", offset: start) }
        offset += 1
    }

    // MARK: Lexical pieces

    /// An XML name at the offset (any non-ASCII byte counts as a name character); nil when there is none.
    private mutating func scanName() -> Range<Int>? {
        let start = offset
        guard offset < bytes.count, Self.isNameStart(bytes[offset]) else { return nil }
        offset += 1
        while offset < bytes.count, Self.isNameStart(bytes[offset]) || Self.isNameRest(bytes[offset]) { offset += 1 }
        return start..<offset
    }

    private static func isNameStart(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), UInt8(ascii: ":"), 0x80...:
            true
        default:
            false
        }
    }

    private static func isNameRest(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."): true
        default: false
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func digitValue(_ byte: UInt8, hexadecimal: Bool) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f") where hexadecimal: UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F") where hexadecimal: UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private static func isXMLCharacter(_ value: UInt32) -> Bool {
        switch value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    /// Skips white space; whether there was any.
    @discardableResult
    private mutating func skipSpace() -> Bool {
        let start = offset
        while offset < bytes.count, Self.isSpace(bytes[offset]) { offset += 1 }
        return offset > start
    }

    /// Moves past the next `terminator`; false (at the end) when there is none.
    private mutating func skip(past terminator: StaticString) -> Bool {
        while offset < bytes.count {
            if starts(with: terminator) {
                offset += terminator.utf8CodeUnitCount
                return true
            }
            offset += 1
        }
        return false
    }

    private mutating func expect(_ literal: StaticString, _ message: String) throws(Failure) {
        guard starts(with: literal) else { throw failure(message) }
        offset += literal.utf8CodeUnitCount
    }

    private func starts(with literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard offset + count <= bytes.count else { return false }
        return literal.withUTF8Buffer { literalBytes in (0..<count).allSatisfy { bytes[offset + $0] == literalBytes[$0] } }
    }

    private func starts(with prefix: [UInt8]) -> Bool {
        offset + prefix.count <= bytes.count && prefix.indices.allSatisfy { bytes[offset + $0] == prefix[$0] }
    }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    private func failure(_ message: String) -> Failure {
        Failure(message: message, offset: offset)
    }
}
