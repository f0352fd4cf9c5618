import DsysOutput
import DsysSource

/// The asset catalogs both UI layers read: `Colors.xcassets` (a colorset per color constant and per
/// appearance-dependent color inside a composite) and the icons, images and app icon.
struct AssetCatalogTarget: Target {
    var name: String { "asset catalogs" }
    /// Its files are a folder and a small JSON file per color: writing them costs more than making them.
    var placement: TargetPlacement { .secondThread }

    func files(for model: DesignModel, diagnostics: inout Diagnostics) -> [GeneratedFile] {
        var files: [GeneratedFile] = []
        self.files(for: model, diagnostics: &diagnostics) { files += $0 }
        return files
    }

    func files(for model: DesignModel, diagnostics: inout Diagnostics, into output: (consuming [GeneratedFile]) -> Void) {
        ColorCatalogFiles(context: model.context).files(into: output)
        output(ImageCatalogFiles(context: model.context).files())
    }
}
