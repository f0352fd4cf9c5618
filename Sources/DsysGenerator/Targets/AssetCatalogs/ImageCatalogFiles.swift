import DsysOutput

/// `Images.xcassets` in the module, its imagesets with their files copied byte for byte, and
/// `AppIcon.xcassets` at the package root for the app target.
struct ImageCatalogFiles {
    let context: EmitContext

    static let catalogFolder = "Images.xcassets"
    static let appIconCatalogFolder = "AppIcon.xcassets"

    private var images: ImageCatalog { context.system.images }

    /// The image catalog in the module (a resource of the target) and the app icon catalog at the
    /// package root (outside the library target: it belongs to the app).
    func files() -> [GeneratedFile] {
        var files: [GeneratedFile] = []
        if !images.assets.isEmpty {
            let catalog = context.sourcePath(Self.catalogFolder)
            files.append(GeneratedFile(path: "\(catalog)/Contents.json", contents: AssetCatalog.catalogContents))
            for named in images.assets {
                let folder = "\(catalog)/\(named.assetName).imageset"
                files.append(GeneratedFile(path: "\(folder)/Contents.json", contents: AssetCatalog.imageSet(named.asset)))
                files += named.asset.variants.map { GeneratedFile(path: "\(folder)/\($0.fileName)", bytes: $0.bytes) }
            }
        }
        if let appIcon = images.appIcon {
            let folder = "\(Self.appIconCatalogFolder)/AppIcon.appiconset"
            files.append(GeneratedFile(path: "\(Self.appIconCatalogFolder)/Contents.json", contents: AssetCatalog.catalogContents))
            files.append(GeneratedFile(path: "\(folder)/Contents.json", contents: AssetCatalog.appIconSet(appIcon)))
            files += appIcon.variants.map { GeneratedFile(path: "\(folder)/\($0.fileName)", bytes: $0.bytes) }
        }
        return files
    }
}
