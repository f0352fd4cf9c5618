import DsysSource

/// Tokens Studio exports (`TokensStudioLoader`): a folder with `$themes.json` or `$metadata.json` at
/// its top, or a single file with `$themes` or `$metadata` members.
struct TokensStudioFormat: InputFormat {
    let name = "Tokens Studio export"
    let title = "Tokens Studio export"
    let recognisedBy = "a folder with $themes.json or $metadata.json, or a file with \"$themes\" or \"$metadata\" members"
    let standsAlone = true

    func claim(folder: FolderListing) -> InputClaim? {
        let markers = [TokensStudioLoader.themesFileName, TokensStudioLoader.metadataFileName]
        return folder.names.contains(where: markers.contains) ? InputClaim(strength: .named, path: folder.path) : nil
    }

    func claim(file: SourceFile) -> ClaimStrength? {
        file.root["$themes"] != nil || file.root["$metadata"] != nil ? .structure : nil
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
