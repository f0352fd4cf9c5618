/// The object literal a JavaScript module exports as its tokens, `module.exports = { … };` or
/// `export default { … };`: Style Dictionary reads token files that are modules, and Ontario's and
/// the Canadian design systems keep theirs so. dsys runs no code, but a literal of plain values is
/// JSON5; it is read as such with the code around it blanked out, so every position is the file's
/// own, and a value that is code (`colors.red`, a call) is an error at it.
enum ScriptModuleObject {
    /// File extensions of JavaScript modules.
    static let fileExtensions: Set<String> = ["js", "mjs", "cjs"]

    /// The hint for a module whose object is no plain literal.
    static let codeHint = "dsys reads a module's exported object as JSON5, without running code: give literal values, or build "
        + "the tokens to JSON (Style Dictionary can) and pass that"

    /// `bytes` with everything before the exported literal's `{` and after the file's last `}`
    /// replaced by spaces (line breaks kept); nil when, after comments and `'use strict'`, the
    /// module does not start with `module.exports = {` or `export default {`.
    static func literalOnly(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        var index = skipSpaceAndComments(bytes, from: 0)
        for directive in [Array("'use strict'".utf8), Array("\"use strict\"".utf8)] where starts(bytes, at: index, with: directive) {
            index = skipSpaceAndComments(bytes, from: index + directive.count)
            if index < bytes.count, bytes[index] == UInt8(ascii: ";") { index = skipSpaceAndComments(bytes, from: index + 1) }
        }
        let exports: [[[UInt8]]] = [[Array("module.exports".utf8), Array("=".utf8)], [Array("export".utf8), Array("default".utf8)]]
        var open: Int?
        for words in exports {
            var at = index
            var matched = true
            for word in words {
                guard starts(bytes, at: at, with: word) else {
                    matched = false
                    break
                }
                at = skipSpaceAndComments(bytes, from: at + word.count)
            }
            if matched, at < bytes.count, bytes[at] == UInt8(ascii: "{") {
                open = at
                break
            }
        }
        guard let open, let close = bytes.lastIndex(of: UInt8(ascii: "}")), close > open else { return nil }
        var literal = Array(bytes)
        for position in literal.indices where (position < open || position > close) && literal[position] != UInt8(ascii: "\n") {
            literal[position] = UInt8(ascii: " ")
        }
        return literal
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
