import DsysSource

/// Plain token files, DTCG (`$value`) or Style Dictionary (`value`), in JSON, JSON5 or YAML, given
/// one by one or as a folder (every token file below it). The fallback: it claims any file or
/// folder, more weakly than every other format. The files' layers are merged, and their
/// `$extensions.mode` values give the modes (`ModeExtension`).
struct TokenFilesFormat: InputFormat {
    let name = "token file"
    let title = "DTCG or Style Dictionary token file"
    let recognisedBy = "any file or folder of .json, .jsonc, .json5, .yaml or .yml token files"

    func claim(folder: FolderListing) -> InputClaim? {
        InputClaim(strength: .fallback, path: folder.path)
    }

    func claim(file: SourceFile) -> ClaimStrength? {
        .fallback
    }

    func load(folder claim: InputClaim, options: InputLoadOptions, diagnostics: inout Diagnostics) -> FolderLoad? {
        let (files, unreadable, composed) = FolderListing.tokenFilesAndUnreadableModules(in: claim.path)
        for (module, parts) in composed {
            diagnostics.warning(
                "'\(module)' composes the modules " + ChainText.abbreviated(parts.map { "'\($0)'" }).joined(separator: ", ")
                    + " by importing them, which dsys does not follow, so they are not read (at the top level their tokens "
                    + "would lose the path the composing module gives them)",
                at: SourceLocation(file: module, line: 1, column: 1),
                hint: "build the tokens to JSON (Style Dictionary's 'json/nested' format) and pass that file"
            )
        }
        for problem in unreadable {
            let file = problem.location?.file ?? "a module"
            diagnostics.warning(
                "'\(file)' is a token module dsys cannot read (\(problem.message)); its tokens are not read",
                at: problem.location, hint: problem.hint
            )
        }
        if files.isEmpty, !composed.isEmpty {
            diagnostics.error("the folder '\(claim.path)' holds no token files dsys reads: its JavaScript token modules are composed "
                                + "by imports (see the warning above), which dsys does not follow",
                              hint: "build the tokens to JSON (Style Dictionary's 'json/nested' format) and pass that file")
        } else if files.isEmpty {
            diagnostics.error("the folder '\(claim.path)' holds no token files (.json, .json5, .yaml, .yml)")
        }
        return .files(files)
    }

    func load(files: [SourceFile], options: InputLoadOptions, diagnostics: inout Diagnostics) -> [InputContribution] {
        files.map { file in
            let external = ExternalExtensionList()
            let tokens = TokenTreeParser.parse(file, extensionBudget: options.extensionBudget, externalExtensions: external,
                                               diagnostics: &diagnostics)
            var layer = TokenLayer(name: file.path, tokens: tokens)
            layer.externalExtensions = external.items
            layer.figmaModeName = FigmaModeFileLayout.modeName(of: file)
            if tokens.first.map({ $0.dialect == .legacy }) ?? (TokenDialect.detect(file.root) == .legacy) {
                layer.bareValues = BareValueFiles.values(in: file)
            }
            return .sharedLayers([layer])
        }
    }
}
