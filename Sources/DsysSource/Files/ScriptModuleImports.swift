import Foundation

/// The relative modules a JavaScript module imports (`import font from './font.js'`,
/// `require('./font')`, `export { default as font } from './font.js'`): the parts a composing
/// module (Style Dictionary's `tokens/index.js` exporting `{ color, size }`) puts under its own keys.
/// dsys runs no code, so it cannot follow them; it must know them so as not to read the parts as
/// tokens of their own at the top level.
package enum ScriptModuleImports {
    /// The paths of the modules `text`, a module at `path`, imports by a relative specifier,
    /// resolved as Node resolves them among `candidates` (the specifier itself, with `.js`, `.mjs`
    /// or `.cjs` after it, or its `index.js`).
    package static func importedPaths(in text: String, of path: String, among candidates: Set<String>) -> [String] {
        let folder = (path as NSString).deletingLastPathComponent
        return specifiers(in: text).compactMap { specifier in
            let base = (folder as NSString).appendingPathComponent(specifier)
            let standardized = (base as NSString).standardizingPath
            let tried = [standardized] + ["js", "mjs", "cjs"].map { standardized + "." + $0 }
                + ["js", "mjs", "cjs"].map { (standardized as NSString).appendingPathComponent("index." + $0) }
            return tried.first(where: candidates.contains)
        }
    }

    /// The relative specifiers (`./…`, `../…`) after `from` or inside `require(` in `text`.
    static func specifiers(in text: String) -> [String] {
        var found: [String] = []
        for marker in ["from", "require("] {
            var rest = Substring(text)
            while let range = rest.range(of: marker) {
                rest = rest[range.upperBound...]
                let afterMarker = rest.drop { $0 == " " || $0 == "\t" || $0 == "(" }
                guard let quote = afterMarker.first, quote == "'" || quote == "\"" else { continue }
                let body = afterMarker.dropFirst()
                guard let end = body.firstIndex(of: quote) else { continue }
                let specifier = String(body[..<end])
                if specifier.hasPrefix("./") || specifier.hasPrefix("../") { found.append(specifier) }
            }
        }
        return found
    }
}
