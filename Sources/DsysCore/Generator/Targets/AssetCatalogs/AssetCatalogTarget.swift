/// The asset catalogs both UI layers read: `Colors.xcassets` (a colorset per color constant and per
/// appearance-dependent color inside a composite) and the icons, images and app icon.
struct AssetCatalogTarget: Target {
    var name: String { "asset catalogs" }

    func files(for model: DesignModel, diagnostics: inout Diagnostics) -> [GeneratedFile] {
        ColorsEmitter(context: model.context).assetFiles() + ImagesEmitter(context: model.context).assetFiles()
    }
}
