/// One kind of output built from the design model: the SwiftUI layer, the UIKit/AppKit layer, the
/// asset catalogs, the package manifest, the generated tests, the catalog view.
///
/// The pipeline translates the tokens once into a `DesignModel` and asks every configured target
/// for its files; no target owns or changes the model. The pipeline then checks the files of all
/// targets together (two targets writing one path, paths that differ only in letter case), so a
/// new target is one type passed to `GeneratorPipeline(config:targets:)`.
public protocol Target: Sendable {
    /// How diagnostics name the target (`SwiftUI`, `UIKit`).
    var name: String { get }

    /// The target's files for `model`, with paths relative to the output folder
    /// (`Sources/<Module>/…`); problems it finds go to `diagnostics`.
    func files(for model: DesignModel, diagnostics: inout Diagnostics) -> [GeneratedFile]
}
