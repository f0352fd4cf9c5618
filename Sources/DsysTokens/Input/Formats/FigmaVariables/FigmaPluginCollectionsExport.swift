import DsysSource

/// The layouts in which community Figma plugins save variables collection by collection, which dsys
/// does not read: a list of collections each holding its `modes` and `variables` whose values are
/// neither the REST response's nor the plugin API's (those, with an `id` and `valuesByMode`, or
/// `type` and `values`, `FigmaVariablesLoader` reads), or
/// `{ "collections": [ … ] }` whose modes hold their variables (`isAlias`, `value`).
/// Read as a token file, either held no token and was "no design tokens"; recognised, it is an
/// error that says what the file is and how to export what dsys reads.
enum FigmaPluginCollectionsExport {
    static let message = "this is a Figma plugin's export of variables (collections that hold their modes and variables), "
        + "a layout dsys does not read"
    static let hint = "save the variables with 'dsys pull figma' (Figma's REST API), or export them from Figma as "
        + "W3C design tokens (DTCG JSON), which dsys reads"

    /// Whether `root` is such an export. The plugin API's flat lists (`collections` and `variables`
    /// side by side), which `FigmaVariablesLoader` reads, are not.
    static func matches(_ root: SourceNode) -> Bool {
        if let collections = root.elements { return isCollectionList(collections) }
        guard root["variables"] == nil, let collections = root["collections"]?.elements else { return false }
        return isCollectionList(collections)
    }

    /// Whether `nodes` are collections with a list of `modes`, and variables in them or in their modes.
    private static func isCollectionList(_ nodes: [SourceNode]) -> Bool {
        guard !nodes.isEmpty else { return false }
        return nodes.allSatisfy { collection in
            guard let modes = collection["modes"]?.elements else { return false }
            return collection["variables"]?.elements != nil || (!modes.isEmpty && modes.allSatisfy { $0["variables"]?.elements != nil })
        }
    }
}
