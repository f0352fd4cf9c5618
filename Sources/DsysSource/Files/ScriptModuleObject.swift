/// The object literal a JavaScript or TypeScript module exports as its tokens, `module.exports = { … };`,
/// `export default { … };`, or a constant it exports (`const tokens: DesignToken = { … }; export default
/// tokens;`, DuckDuckGo's Style Dictionary 4 modules; `export const color: DesignTokens = { … };`, SBB's,
/// when it is the module's only export): Style Dictionary reads token files that are
/// modules, and Ontario's and the Canadian design systems keep theirs so. dsys runs no code, but a
/// literal of plain values is JSON5; it is read as such with the code around it blanked out (imports
/// before it, a type annotation, `as const` after it), so every position is the file's own, and a
/// value that is code (`colors.red`, a call) is an error at it.
enum ScriptModuleObject {
    /// File extensions of JavaScript and TypeScript modules.
    static let fileExtensions: Set<String> = ["js", "mjs", "cjs", "ts"]

    /// The hint for a module whose object is no plain literal.
    static let codeHint = "dsys reads a module's exported object as JSON5, without running code: give literal values, or build "
        + "the tokens to JSON (Style Dictionary can) and pass that"

    /// What a module exports, as dsys reads it.
    enum Export {
        /// The exported literal: the module with everything but it replaced by spaces (line breaks kept).
        case literal([UInt8])
        /// Several exported constants with literals, and no default export naming one of them: their
        /// names, and the offset of the first one's `export`.
        case severalConstants(names: [String], offset: Int)
        /// No exported object literal.
        case noLiteral
    }

    /// A `const name = { … }` among the leading statements of a module, `export`ed or not.
    private struct Declaration {
        var name: [UInt8]
        /// The offset of the declaration's first word (`export` or `const`).
        var start: Int
        /// The offsets of the literal's `{` and of its matching `}` (nil when the braces do not balance).
        var open: Int
        var close: Int?
        var isExported: Bool
    }

    /// What `bytes` exports. After comments, `'use strict'` and imports, the module starts with
    /// `module.exports = {` or `export default {`, or with constants, `[export] const name = {` (a type
    /// annotation allowed before `=`): the one a later `export default name` or `module.exports = name`
    /// names, else the only one the module exports by name (`export const tokens = { … }`).
    static func export(of bytes: UnsafeBufferPointer<UInt8>) -> Export {
        var index = skipSpaceAndComments(bytes, from: 0)
        for directive in [Array("'use strict'".utf8), Array("\"use strict\"".utf8)] where starts(bytes, at: index, with: directive) {
            index = skipSpaceAndComments(bytes, from: index + directive.count)
            if index < bytes.count, bytes[index] == UInt8(ascii: ";") { index = skipSpaceAndComments(bytes, from: index + 1) }
        }
        while let next = endOfImport(bytes, at: index) { index = skipSpaceAndComments(bytes, from: next) }
        guard let lastBrace = bytes.lastIndex(of: UInt8(ascii: "}")) else { return .noLiteral }
        for words in defaultExportWords {
            if let open = afterWords(words, in: bytes, at: index), open < bytes.count, bytes[open] == UInt8(ascii: "{"), lastBrace > open {
                return .literal(blanking(bytes, outside: [open...lastBrace]))
            }
        }
        let declarations = leadingDeclarations(bytes, at: index)
        guard let last = declarations.last else { return .noLiteral }
        // Code after the constants stays in the literal's text up to the file's last `}`, so that the
        // reader reports it rather than dsys leaving it out unsaid.
        let end = last.close ?? lastBrace
        let tail = end < lastBrace ? [(end + 1)...lastBrace] : []
        func literal(of declaration: Declaration) -> Export {
            let close = declaration.close ?? lastBrace
            return close > declaration.open ? .literal(blanking(bytes, outside: [declaration.open...close] + tail)) : .noLiteral
        }
        let defaultName = defaultExportName(bytes, after: end)
        if let defaultName, let named = declarations.first(where: { $0.name == defaultName }) { return literal(of: named) }
        let exported = declarations.filter(\.isExported)
        if exported.count > 1 {
            return .severalConstants(names: exported.map { String(decoding: $0.name, as: UTF8.self) }, offset: exported[0].start)
        }
        // A module whose default export is something else exports that, not its named constant.
        guard defaultName == nil, let only = exported.first else { return .noLiteral }
        return literal(of: only)
    }

    /// The words that start a default export: `module.exports =`, `export default`.
    private static let defaultExportWords: [[[UInt8]]] = [[Array("module.exports".utf8), Array("=".utf8)],
                                                         [Array("export".utf8), Array("default".utf8)]]

    /// `bytes` with every byte outside `kept` but line breaks replaced by a space, so positions stay the file's.
    private static func blanking(_ bytes: UnsafeBufferPointer<UInt8>, outside kept: [ClosedRange<Int>]) -> [UInt8] {
        var literal = Array(bytes)
        for position in literal.indices where literal[position] != UInt8(ascii: "\n") && !kept.contains(where: { $0.contains(position) }) {
            literal[position] = UInt8(ascii: " ")
        }
        return literal
    }

    /// The constants declared one after another from `index` on, each with an object literal: one, or
    /// several when each literal's braces balance and the next statement declares another.
    private static func leadingDeclarations(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> [Declaration] {
        var declarations: [Declaration] = []
        var index = index
        while let declaration = constantLiteral(bytes, at: index) {
            declarations.append(declaration)
            guard let close = declaration.close else { break }
            // The rest of the statement: `;`, `as const`, `satisfies Tokens`.
            var next = close + 1
            while next < bytes.count, bytes[next] != UInt8(ascii: ";"), bytes[next] != UInt8(ascii: "\n") { next += 1 }
            index = skipSpaceAndComments(bytes, from: next + 1)
        }
        return declarations
    }

    /// The name in the `export default name` or `module.exports = name` after `index`; an empty name
    /// for a default export that is no name (`export default { color, size }`); nil when there is none.
    private static func defaultExportName(_ bytes: UnsafeBufferPointer<UInt8>, after index: Int) -> [UInt8]? {
        var at = index + 1
        while at < bytes.count {
            for words in defaultExportWords where bytes[at] == words[0][0] {
                guard let start = afterWords(words, in: bytes, at: at) else { continue }
                var end = start
                while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
                return Array(bytes[start..<end])
            }
            at += 1
        }
        return nil
    }

    /// The index after `words` at `index`, each after the spaces and comments that follow the one
    /// before; nil when they are not there.
    private static func afterWords(_ words: [[UInt8]], in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        var at = index
        for word in words {
            guard starts(bytes, at: at, with: word) else { return nil }
            at = skipSpaceAndComments(bytes, from: at + word.count)
        }
        return at
    }

    /// The index after the `import` statement at `index` (`import { DesignToken } from 'style-dictionary/types';`,
    /// which ends with its module's quoted name and an optional `;`); nil when none starts there.
    private static func endOfImport(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        let keyword = Array("import".utf8)
        guard starts(bytes, at: index, with: keyword), index + keyword.count < bytes.count,
              !isNameByte(bytes[index + keyword.count]) else { return nil }
        var at = index + keyword.count
        while at < bytes.count, bytes[at] != UInt8(ascii: "'"), bytes[at] != UInt8(ascii: "\"") { at += 1 }
        guard at < bytes.count else { return nil }
        let quote = bytes[at]
        at += 1
        while at < bytes.count, bytes[at] != quote { at += 1 }
        guard at < bytes.count else { return nil }
        at = skipSpaceAndComments(bytes, from: at + 1)
        return at < bytes.count && bytes[at] == UInt8(ascii: ";") ? at + 1 : at
    }

    /// The declaration `[export] const name = {` (or `let`, `var`, with a type annotation before `=`)
    /// at `index`; nil when no such declaration starts there.
    private static func constantLiteral(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Declaration? {
        let exported = afterWords([Array("export".utf8)], in: bytes, at: index).flatMap { $0 > index + 6 ? $0 : nil }
        let start = exported ?? index
        guard let declared = ["const", "let", "var"].lazy.compactMap({ word in
            afterWords([Array(word.utf8)], in: bytes, at: start).flatMap { $0 > start + word.utf8.count ? $0 : nil }
        }).first else { return nil }
        var end = declared
        while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
        guard end > declared else { return nil }
        let name = Array(bytes[declared..<end])
        var at = end
        // A type annotation, `: DesignToken`, up to the `=` that is no `=>`.
        while at < bytes.count, bytes[at] != UInt8(ascii: "=") || (at + 1 < bytes.count && bytes[at + 1] == UInt8(ascii: ">")) {
            guard bytes[at] != UInt8(ascii: "{"), bytes[at] != UInt8(ascii: ";") else { return nil }
            at += 1
        }
        at = skipSpaceAndComments(bytes, from: at + 1)
        guard at < bytes.count, bytes[at] == UInt8(ascii: "{") else { return nil }
        return Declaration(name: name, start: index, open: at, close: matchingBrace(bytes, of: at), isExported: exported != nil)
    }

    /// The offset of the `}` that closes the `{` at `open`, skipping strings and comments; nil when
    /// the braces do not balance.
    private static func matchingBrace(_ bytes: UnsafeBufferPointer<UInt8>, of open: Int) -> Int? {
        var depth = 0
        var at = open
        while at < bytes.count {
            if let end = endOfStringOrComment(bytes, at: at) {
                at = end
                continue
            }
            switch bytes[at] {
            case UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: "}"):
                depth -= 1
                if depth == 0 { return at }
            default: break
            }
            at += 1
        }
        return nil
    }

    /// The offset after the string (`'`, `"` or `` ` ``) or comment that starts at `at`; nil when none does.
    private static func endOfStringOrComment(_ bytes: UnsafeBufferPointer<UInt8>, at: Int) -> Int? {
        switch bytes[at] {
        case UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "`"):
            let quote = bytes[at]
            var end = at + 1
            while end < bytes.count, bytes[end] != quote { end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1 }
            return end + 1
        case UInt8(ascii: "/") where at + 1 < bytes.count && (bytes[at + 1] == UInt8(ascii: "/") || bytes[at + 1] == UInt8(ascii: "*")):
            return skipSpaceAndComments(bytes, from: at)
        default:
            return nil
        }
    }

    /// Whether the exported `literal` (`Export.literal`) is a build's code rather than tokens: it
    /// defines a function outside its strings and comments (the word `function`, an arrow `=>`, or a
    /// method, `matcher(token) {`: a `)` before a `{`) and names no token value (no `value` or
    /// `$value` key), as a Style Dictionary transform does. A module of tokens with a computed value
    /// among them stays a token module that dsys cannot read, which is warned.
    static func isBuildCode(_ literal: [UInt8]) -> Bool {
        literal.withUnsafeBufferPointer { bytes in
            var holdsFunction = false
            var at = 0
            while at < bytes.count {
                if let end = endOfStringOrComment(bytes, at: at) {
                    // A quoted key: `"value":`.
                    if bytes[at] != UInt8(ascii: "/"), isValueKey(bytes, name: (at + 1)..<(end - 1), endingAt: end) { return false }
                    at = end
                    continue
                }
                if isNameByte(bytes[at]), at == 0 || !isNameByte(bytes[at - 1]) {
                    var nameEnd = at
                    while nameEnd < bytes.count, isNameByte(bytes[nameEnd]) { nameEnd += 1 }
                    if isValueKey(bytes, name: at..<nameEnd, endingAt: nameEnd) { return false }
                    holdsFunction = holdsFunction || bytes[at..<nameEnd].elementsEqual("function".utf8)
                    at = nameEnd
                    continue
                }
                switch bytes[at] {
                case UInt8(ascii: "="):
                    if at + 1 < bytes.count, bytes[at + 1] == UInt8(ascii: ">") { holdsFunction = true }
                case UInt8(ascii: ")"):
                    let next = skipSpaceAndComments(bytes, from: at + 1)
                    if next < bytes.count, bytes[next] == UInt8(ascii: "{") { holdsFunction = true }
                default: break
                }
                at += 1
            }
            return holdsFunction
        }
    }

    /// Whether the name at `name` is `value` or `$value` and a `:` follows `end` (it is a key).
    private static func isValueKey(_ bytes: UnsafeBufferPointer<UInt8>, name: Range<Int>, endingAt end: Int) -> Bool {
        guard name.lowerBound <= name.upperBound, name.upperBound <= bytes.count,
              bytes[name].elementsEqual("value".utf8) || bytes[name].elementsEqual("$value".utf8) else { return false }
        let next = skipSpaceAndComments(bytes, from: end)
        return next < bytes.count && bytes[next] == UInt8(ascii: ":")
    }

    /// Whether `byte` may be part of a JavaScript name.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
    }

    private static func starts(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, with word: [UInt8]) -> Bool {
        index + word.count <= bytes.count && bytes[index..<(index + word.count)].elementsEqual(word)
    }

    /// The index of the first byte from `index` on that is no white space and in no `//` or `/* */` comment.
    private static func skipSpaceAndComments(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Int {
        var index = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                index += 1
            } else if starts(bytes, at: index, with: Array("//".utf8)) {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            } else if starts(bytes, at: index, with: Array("/*".utf8)) {
                index += 2
                while index < bytes.count, !starts(bytes, at: index, with: Array("*/".utf8)) { index += 1 }
                index += 2
            } else {
                return index
            }
        }
        return index
    }
}
