import DsysSource

/// Tokens Studio exports (`TokensStudioLoader`): a folder with `$themes.json` or `$metadata.json` at
/// its top, or a single file with `$themes` or `$metadata` members.
package struct TokensStudioFormat: InputFormat {
    package let name = "Tokens Studio export"
    package let title = "Tokens Studio export"
    package let recognisedBy = "a folder with $themes.json or $metadata.json, or a file with \"$themes\" or \"$metadata\" members"
    package let standsAlone = true

    package func claim(folder: FolderListing) -> InputClaim? {
        let markers = [TokensStudioLoader.themesFileName, TokensStudioLoader.metadataFileName]
        return folder.names.contains(where: markers.contains) ? InputClaim(strength: .named, path: folder.path) : nil
    }

    package func claim(file: SourceFile) -> ClaimStrength? {
        file.root["$themes"] != nil || file.root["$metadata"] != nil ? .structure : nil
    }

    package func load(folder claim: InputClaim, options: InputLoadOptions, diagnostics: inout Diagnostics) -> FolderLoad? {
        TokensStudioLoader.plan(folder: claim.path, extensionBudget: options.extensionBudget, diagnostics: &diagnostics)
            .map(FolderLoad.tokenSystem)
    }

    package func load(files: [SourceFile], options: InputLoadOptions, diagnostics: inout Diagnostics) -> [InputContribution] {
        files.compactMap { file in
            TokensStudioLoader.plan(singleFile: file, extensionBudget: options.extensionBudget, diagnostics: &diagnostics)
                .map(InputContribution.tokenSystem)
        }
    }
}
