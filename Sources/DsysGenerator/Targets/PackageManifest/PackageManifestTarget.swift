import DsysOutput
import DsysSource

/// `Package.swift`: the library and its test target, with the asset catalogs as resources.
struct PackageManifestTarget: Target {
    var name: String { "package manifest" }

    func files(for model: DesignModel, diagnostics: inout Diagnostics) -> [GeneratedFile] {
        [SupportEmitter(context: model.context).manifest()]
    }
}
