import DsysSource

/// dsys's own `design-system.json` (`DesignSystemFile`): a `tokens` group beside a `name`,
/// `fontFamilies` or `modes`.
struct DesignSystemFileFormat: InputFormat {
    let name = "design-system file"
    let title = "dsys design-system file"
    let bringsOwnModes = true
    let recognisedBy = "a \"tokens\" group beside \"name\", \"fontFamilies\" or \"modes\""
    let standsAlone = true

    func claim(file: SourceFile) -> ClaimStrength? {
        let root = file.root
        guard root["tokens"]?.members != nil, root["tokens"]?["$value"] == nil,
              root["name"] != nil || root["fontFamilies"] != nil || root["modes"] != nil
        else { return nil }
        return .structure
    }

    func load(files: [SourceFile], options: InputLoadOptions, diagnostics: inout Diagnostics) -> [InputContribution] {
        files.compactMap { file in
            DesignSystemFile.plan(file, extensionBudget: options.extensionBudget, diagnostics: &diagnostics)
                .map(InputContribution.tokenSystem)
        }
    }
}
