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

    /// The same files, handed to `output` in batches as they are made, so a target of many files
    /// need not hold them all at once; by default, all in one batch.
    func files(for model: DesignModel, diagnostics: inout Diagnostics, into output: (consuming [GeneratedFile]) -> Void)

    /// Whether the target's cost is mostly the file system's rather than the processor's (a folder
    /// and a small file per color): the pipeline then runs it on a second thread, beside the
    /// targets that render code, when its output can take files from two threads.
    var isFileBound: Bool { get }

    /// Whether the target needs little time and working memory next to the largest code target's
    /// (the generated tests): with a second thread, the pipeline runs it there first, before the
    /// file-bound targets, so that the two threads' work is about even.
    var isLight: Bool { get }
}

extension Target {
    public var isFileBound: Bool { false }

    public var isLight: Bool { false }

    public func files(for model: DesignModel, diagnostics: inout Diagnostics, into output: (consuming [GeneratedFile]) -> Void) {
        output(files(for: model, diagnostics: &diagnostics))
    }
}
