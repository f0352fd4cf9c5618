import DsysSource

/// DTCG Resolver Module 2025.10 documents (`ResolverDocumentLoader`): a file named `*.resolver.json`
/// or with `version` and `resolutionOrder` members, or a folder holding such a file at its top.
package struct ResolverDocumentFormat: InputFormat {
    package let name = "resolver document"
    package let title = "DTCG resolver document"
    package let bringsOwnModes = true
    package let recognisedBy = "a name ending in .resolver.json, or \"version\" and \"resolutionOrder\" members"
    package let standsAlone = true

    package static let fileNameSuffix = ".resolver.json"

    /// The folder's first resolver document by name.
    package func claim(folder: FolderListing) -> InputClaim? {
        folder.names.first { $0.hasSuffix(Self.fileNameSuffix) }
            .map { InputClaim(strength: .contains, path: FolderListing.join(folder.path, $0)) }
    }

    package func claim(file: SourceFile) -> ClaimStrength? {
        if file.path.hasSuffix(Self.fileNameSuffix) { return .named }
        return file.root["resolutionOrder"] != nil && file.root["version"] != nil ? .structure : nil
    }

    package func load(folder claim: InputClaim, options: InputLoadOptions, diagnostics: inout Diagnostics) -> FolderLoad? {
        ResolverDocumentLoader.plan(
            path: claim.path, referenceScope: options.referenceScope, extensionBudget: options.extensionBudget,
            diagnostics: &diagnostics
        ).map(FolderLoad.tokenSystem)
    }

    package func load(files: [SourceFile], options: InputLoadOptions, diagnostics: inout Diagnostics) -> [InputContribution] {
        files.compactMap { file in
            ResolverDocumentLoader.plan(
                file: file, referenceScope: options.referenceScope, extensionBudget: options.extensionBudget,
                diagnostics: &diagnostics
            ).map(InputContribution.tokenSystem)
        }
    }
}
