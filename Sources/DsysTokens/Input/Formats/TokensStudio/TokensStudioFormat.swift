import DsysSource

/// Tokens Studio exports (`TokensStudioLoader`): a folder with `$themes.json` or `$metadata.json` at
/// its top, or a single file with a `$themes` member or Tokens Studio's `$metadata` (one that lists
/// the `tokenSetOrder`), or, given alone, one written before the plugin had either
/// (`TokensStudioUnmarkedExport`: beside other files, they may define what its references name).
/// Other tools write a `$metadata` of their own into plain DTCG files
/// (seed-health's Figma exporter: its source and version), which stay DTCG files: read as sets,
/// their top-level groups would lose their names.
struct TokensStudioFormat: InputFormat {
    let name = "Tokens Studio export"
    let title = "Tokens Studio export"
    let recognisedBy = "a folder with $themes.json or $metadata.json, or a file with a \"$themes\" member or a \"$metadata\" "
        + "with \"tokenSetOrder\""
    let standsAlone = true

    func claim(folder: FolderListing) -> InputClaim? {
        let markers = [TokensStudioLoader.themesFileName, TokensStudioLoader.metadataFileName]
        return folder.names.contains(where: markers.contains) ? InputClaim(strength: .named, path: folder.path) : nil
    }

    func claim(file: SourceFile) -> ClaimStrength? {
        file.root["$themes"] != nil || file.root["$metadata"]?["tokenSetOrder"] != nil ? .structure : nil
    }

    func claim(loneFile file: SourceFile) -> ClaimStrength? {
        claim(file: file) ?? (TokensStudioUnmarkedExport.isExport(file) ? .structure : nil)
    }

    func load(folder claim: InputClaim, options: InputLoadOptions, diagnostics: inout Diagnostics) -> FolderLoad? {
        TokensStudioLoader.plan(
            folder: claim.path, extensionBudget: options.extensionBudget, modeSources: options.modeSources,
            diagnostics: &diagnostics
        )
            .map(FolderLoad.tokenSystem)
    }

    func load(files: [SourceFile], options: InputLoadOptions, diagnostics: inout Diagnostics) -> [InputContribution] {
        files.compactMap { file in
            TokensStudioLoader.plan(
                singleFile: file, extensionBudget: options.extensionBudget, modeSources: options.modeSources,
                diagnostics: &diagnostics
            )
                .map(InputContribution.tokenSystem)
        }
    }
}
