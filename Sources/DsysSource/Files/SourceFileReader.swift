import Foundation

/// The first stage of the pipeline: token-file bytes in, a `SourceFile` (a `SourceNode` tree with a
/// position for every value and key) out.
///
/// A UTF-8 byte order mark is skipped and not counted in columns. Errors are compiler-style
/// diagnostics at the exact line and UTF-8 column.
public enum SourceFileReader {
    /// The syntaxes dsys reads.
    public enum Syntax: Sendable {
        /// Strict JSON (RFC 8259).
        case json
        /// JSON5: comments, trailing commas, single quotes, unquoted keys, hex numbers.
        case json5
        /// YAML 1.2, one document.
        case yaml
        /// A JavaScript module whose exported object literal is read as JSON5 (`ScriptModuleObject`).
        case javaScriptModule
    }

    /// Picks the syntax from the file extension: `.json5` and `.jsonc` → json5, `.yaml`/`.yml` → yaml,
    /// `.js`, `.mjs`, `.cjs` → a JavaScript module, anything else (`.json` included) → json. Case does not matter.
    public static func syntax(forPath path: String) -> Syntax {
        let fileName = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
        guard let dot = fileName.lastIndex(of: ".") else { return .json }
        switch fileName[fileName.index(after: dot)...].lowercased() {
        case "json5", "jsonc": return .json5
        case "yaml", "yml": return .yaml
        case let fileExtension where ScriptModuleObject.fileExtensions.contains(fileExtension): return .javaScriptModule
        default: return .json
        }
    }

    /// Parses `bytes`; on failure appends error diagnostics (file:line:col) and returns nil.
    /// Non-fatal problems (duplicate keys) are appended as errors too, but a tree is still returned.
    public static func read(
        _ bytes: [UInt8], displayPath: String, syntax: Syntax, diagnostics: inout Diagnostics
    ) -> SourceFile? {
        bytes.withUnsafeBufferPointer { read($0, displayPath: displayPath, syntax: syntax, diagnostics: &diagnostics) }
    }

    /// `read(_:displayPath:syntax:diagnostics:)` on bytes the caller holds.
    static func read(
        _ buffer: UnsafeBufferPointer<UInt8>, displayPath: String, syntax: Syntax, diagnostics: inout Diagnostics
    ) -> SourceFile? {
        let content = buffer.starts(with: [0xEF, 0xBB, 0xBF]) ? UnsafeBufferPointer(rebasing: buffer[3...]) : buffer
        if syntax == .json, let (root, duplicateKeys) = ConcurrentJSONReading.read(content, file: displayPath) {
            for duplicate in duplicateKeys { diagnostics.append(duplicate) }
            return SourceFile(path: displayPath, root: root)
        }
        let root: SourceNode? = switch syntax {
        case .json: JSONReader.read(content, file: displayPath, lenient: false, diagnostics: &diagnostics)
        case .json5: JSONReader.read(content, file: displayPath, lenient: true, diagnostics: &diagnostics)
        case .yaml: YAMLReader.read(content, file: displayPath, diagnostics: &diagnostics)
        case .javaScriptModule: readModuleObject(content, displayPath: displayPath, diagnostics: &diagnostics)
        }
        return root.map { SourceFile(path: displayPath, root: $0) }
    }

    /// The object literal a JavaScript module exports, read as JSON5; the errors of a literal that
    /// holds code carry the hint that dsys runs none.
    private static func readModuleObject(
        _ content: UnsafeBufferPointer<UInt8>, displayPath: String, diagnostics: inout Diagnostics
    ) -> SourceNode? {
        let literal: [UInt8]
        switch ScriptModuleObject.export(of: content) {
        case .literal(let bytes):
            literal = bytes
        case .severalConstants(let names, let offset):
            var cursor = TextPositionCursor(bytes: content)
            let position = cursor.position(ofByte: offset)
            diagnostics.error(
                "'\(displayPath)' exports the constants \(ProseList.quoted(names)) and no default, so dsys cannot tell which "
                    + "holds the tokens: it reads one object literal per module",
                at: SourceLocation(file: displayPath, line: position.line, column: position.column),
                hint: "add 'export default \(names[0])' (naming the constant that holds the tokens), or give each constant a "
                    + "module of its own"
            )
            return nil
        case .noLiteral:
            diagnostics.error(
                "'\(displayPath)' exports no object literal dsys can read: it reads 'module.exports = { … }', "
                    + "'export default { … }' or one 'export const name = { … }' that follows only imports and constants of "
                    + "object literals (code before it, such as a helper function, is not run)",
                at: SourceLocation(file: displayPath, line: 1, column: 1), hint: ScriptModuleObject.codeHint
            )
            return nil
        }
        var parsing = Diagnostics()
        let root = literal.withUnsafeBufferPointer { JSONReader.read($0, file: displayPath, lenient: true, diagnostics: &parsing) }
        for var diagnostic in parsing.all {
            diagnostic.hint = ScriptModuleObject.codeHint
            diagnostics.append(diagnostic)
        }
        return root
    }

    /// What reading the JavaScript module at `path` as tokens gives: a plain object literal, one
    /// dsys reads without an error; an export dsys cannot read (the first error: a literal of code, or
    /// several exported constants and no default naming one); or no
    /// exported literal at all (a folder's other scripts, a build or a test, are no token files), which
    /// includes an exported object of functions and no token values (a Style Dictionary transform's
    /// `matcher` and `transformer`, Brave Leo's fifteen of them beside its tokens).
    public enum ScriptModuleReading {
        case plain
        case unreadable(Diagnostic)
        case noLiteral
    }

    /// How the JavaScript module at `path` reads as tokens (`ScriptModuleReading`).
    public static func scriptModuleReading(fileAt path: String) -> ScriptModuleReading {
        guard RegularFileCheck.problem(path) == nil, let data = FileManager.default.contents(atPath: path) else { return .noLiteral }
        let bytes = Array(data)
        let export = bytes.withUnsafeBufferPointer { ScriptModuleObject.export(of: $0) }
        if case .noLiteral = export { return .noLiteral }
        var diagnostics = Diagnostics()
        let root = bytes.withUnsafeBufferPointer { readModuleObject($0, displayPath: path, diagnostics: &diagnostics) }
        if let error = diagnostics.errors.first {
            if case .literal(let literal) = export, ScriptModuleObject.isBuildCode(literal) { return .noLiteral }
            return .unreadable(error)
        }
        return root?.members != nil ? .plain : .noLiteral
    }

    /// Reads a file from disk, then `read(_:...)` with the syntax its extension names. An unreadable
    /// file gives an error diagnostic and `nil`.
    public static func read(fileAt path: String, displayPath: String, diagnostics: inout Diagnostics) -> SourceFile? {
        switch RegularFileCheck.problem(path) {
        case .notRegular:
            diagnostics.error("cannot read '\(displayPath)': it is not a regular file",
                              hint: "pass token files (.json, .json5, .yaml, .yml), not pipes or devices")
            return nil
        case .tooLarge(let bytes):
            diagnostics.error(
                "cannot read '\(displayPath)': it holds \(bytes) bytes, and dsys reads at most "
                    + "\(RegularFileCheck.maximumBytes >> 20) MiB per file",
                hint: "split the token file"
            )
            return nil
        case .missing, .directory, nil:
            break  // reported below, by what reading says
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            diagnostics.error(
                "cannot read '\(displayPath)': \(readFailureReason(error, path: path))",
                hint: "check that the path names a readable file"
            )
            return nil
        }
        InputRecorder.noteFileRead(path, bytes: data)
        // Read in place: copying a large file into an array first cost a second buffer of its size.
        return data.withUnsafeBytes { raw in
            read(raw.bindMemory(to: UInt8.self), displayPath: displayPath, syntax: syntax(forPath: path),
                 diagnostics: &diagnostics)
        }
    }

    /// Why reading `path` failed, in a few words.
    private static func readFailureReason(_ error: any Error, path: String) -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return "no such file" }
        if isDirectory.boolValue { return "it is a directory" }
        if (error as? CocoaError)?.code == .fileReadNoPermission { return "permission denied" }
        return error.localizedDescription
    }
}
