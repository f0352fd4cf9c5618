import DsysSource

/// Script files among an input folder's token files, which dsys does not read (but for modules
/// that export a plain object literal, `FolderListing.isTokenModule`): Style Dictionary
/// takes tokens from JavaScript modules too (the Canadian design system keeps its spacing in
/// `tokens.js`, and 392 of its tokens then reference spacing that no JSON file defines). When
/// references are missing, a note names those files, so the skips have a cause and a way out.
enum UnreadScriptFiles {
    /// How many of the files a note names; the rest are counted.
    static let namedFiles = 3

    /// Adds the note when `missingReferences` tokens were skipped and the folders among `inputs`
    /// hold JavaScript or TypeScript files (but for configuration files and type declarations).
    static func note(inputs: [String], missingReferences: Int, diagnostics: inout Diagnostics) {
        guard missingReferences > 0 else { return }
        let scripts = inputs.filter(FolderListing.isDirectory).flatMap { folder in
            FolderListing.files(in: folder, where: FolderListing.isScript).filter { !FolderListing.isTokenModule($0) }
        }
        guard !scripts.isEmpty else { return }
        let named = scripts.prefix(namedFiles).map { "'\($0)'" }
        let list = ProseList.joined(scripts.count > namedFiles ? named + ["\(scripts.count - namedFiles) more"] : named)
        let tokens = missingReferences == 1 ? "1 token references a token" : "\(missingReferences) tokens reference tokens"
        diagnostics.append(Diagnostic(
            .note, "\(tokens) that no input defines, and the input folders hold script files dsys does not read: \(list)",
            hint: "if those files define tokens, build them to JSON (Style Dictionary can) and pass the JSON beside the other inputs"
        ))
    }
}
