import DsysOutput

/// `Colors.xcassets`, for the asset-catalog strategy: one `.colorset` per color with its light,
/// dark and high-contrast entries, and one per color inside a shadow, gradient or border that
/// differs by appearance.
package struct ColorCatalogFiles {
    let context: EmitContext

    /// The asset catalog, for the asset-catalog strategy, handed to `output` a batch at a time.
    func files(into output: (consuming [GeneratedFile]) -> Void) {
        guard context.system.hasAssetCatalog else { return }
        var batch = [GeneratedFile(path: context.sourcePath("Colors.xcassets/Contents.json"), contents: AssetCatalog.catalogContents)]
        // One template per set of appearances the colors are given for: nearly always just one.
        var templates: [[Appearance]: ColorSetTemplate] = [:]
        func add(_ name: String, _ modal: ModalToken) {
            let entries = AssetCatalog.colorEntries(modal, appearances: context.system.appearances)
            let template: ColorSetTemplate
            if let made = templates[entries.appearances] {
                template = made
            } else {
                template = ColorSetTemplate(appearances: entries.appearances)
                templates[entries.appearances] = template
            }
            batch.append(GeneratedFile(path: context.sourcePath("Colors.xcassets/\(name).colorset/Contents.json"),
                                       contents: template.text(entries.values)))
            if batch.count == Self.filesPerBatch {
                output(batch)
                batch = []
            }
        }
        for named in context.system.colors { add(named.colorSetName, named.modal) }
        for adaptive in context.system.adaptiveColors { add(adaptive.assetName, adaptive.modal) }
        output(batch)
    }

    /// How many colorsets `files(into:)` makes before handing them over: a set of 20k colors is never
    /// held whole, while the writer gets enough files at a time.
    package static let filesPerBatch = 512
}
