/// The object literal a JavaScript or TypeScript module exports as its tokens, `module.exports = { … };`,
/// `export default { … };`, or a constant it exports (`const tokens: DesignToken = { … }; export default
/// tokens;`, DuckDuckGo's Style Dictionary 4 modules): Style Dictionary reads token files that are
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

    /// `bytes` with everything before the exported literal's `{` and after the file's last `}`
    /// replaced by spaces (line breaks kept); nil when, after comments, `'use strict'` and imports,
    /// the module does not start with `module.exports = {` or `export default {`, or with
    /// `const name = {` (a type annotation allowed before `=`) that it exports later.
    static func literalOnly(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        var index = skipSpaceAndComments(bytes, from: 0)
        for directive in [Array("'use strict'".utf8), Array("\"use strict\"".utf8)] where starts(bytes, at: index, with: directive) {
            index = skipSpaceAndComments(bytes, from: index + directive.count)
            if index < bytes.count, bytes[index] == UInt8(ascii: ";") { index = skipSpaceAndComments(bytes, from: index + 1) }
        }
        while let next = endOfImport(bytes, at: index) { index = skipSpaceAndComments(bytes, from: next) }
        let exports: [[[UInt8]]] = [[Array("module.exports".utf8), Array("=".utf8)], [Array("export".utf8), Array("default".utf8)]]
        var open: Int?
        for words in exports {
            if let at = afterWords(words, in: bytes, at: index), at < bytes.count, bytes[at] == UInt8(ascii: "{") {
                open = at
                break
            }
        }
        var exportedConstant: [UInt8]?
        if open == nil, let (name, at) = constantLiteral(bytes, at: index) {
            open = at
            exportedConstant = name
        }
        guard let open, let close = bytes.lastIndex(of: UInt8(ascii: "}")), close > open else { return nil }
        if let name = exportedConstant, !exports.contains(where: { isFollowed(by: $0 + [name], in: bytes, after: close) }) { return nil }
        var literal = Array(bytes)
        for position in literal.indices where (position < open || position > close) && literal[position] != UInt8(ascii: "\n") {
            literal[position] = UInt8(ascii: " ")
        }
        return literal
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

    /// The name and the `{` of `const name = {` (or `let`, `var`, with a type annotation before `=`)
    /// at `index`; nil when no such declaration starts there.
    private static func constantLiteral(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (name: [UInt8], open: Int)? {
        guard let declared = ["const", "let", "var"].lazy.compactMap({ word in
            afterWords([Array(word.utf8)], in: bytes, at: index).flatMap { $0 > index + word.utf8.count ? $0 : nil }
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
        return (name, at)
    }

    /// Whether `words` (the last a name, which must end there) follow somewhere after `index`.
    private static func isFollowed(by words: [[UInt8]], in bytes: UnsafeBufferPointer<UInt8>, after index: Int) -> Bool {
        var at = index + 1
        while at < bytes.count {
            if bytes[at] == words[0][0], let end = afterWords(Array(words.dropLast()), in: bytes, at: at),
               starts(bytes, at: end, with: words[words.count - 1]),
               end + words[words.count - 1].count >= bytes.count || !isNameByte(bytes[end + words[words.count - 1].count]) {
                return true
            }
            at += 1
        }
        return false
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
