import DsysOutput
import DsysSource

/// The optional SwiftUI catalog view of every token (`"catalog"` in `dsys.json`).
struct TokenCatalogTarget: Target {
    var name: String { "catalog" }

    func files(for model: DesignModel, diagnostics: inout Diagnostics) -> [GeneratedFile] {
        CatalogEmitter(context: model.context).files()
    }
}
