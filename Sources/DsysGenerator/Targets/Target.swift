import DsysOutput
import DsysSource

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

    /// Which thread runs the target when the output can take files from two threads, and when.
    var placement: TargetPlacement { get }
}

/// Where `GeneratorPipeline` runs a target when its output can take files from two threads: the
/// calling thread runs its targets in their order, the second thread runs its targets in the order
/// of these cases (then in their order), so the two threads' work comes out about even.
public enum TargetPlacement: Int, Sendable, Comparable {
    /// The calling thread: the targets that render the most code (SwiftUI, UIKit/AppKit).
    case callingThread
    /// The second thread, first: a target that needs little time and working memory beside the
    /// largest code target's (the generated tests).
    case secondThreadFirst
    /// The second thread: a target whose cost is mostly the file system's rather than the
    /// processor's (a folder and a small file per color: the asset catalogs).
    case secondThread

    public static func < (lhs: TargetPlacement, rhs: TargetPlacement) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension Target {
    public var placement: TargetPlacement { .callingThread }

    public func files(for model: DesignModel, diagnostics: inout Diagnostics, into output: (consuming [GeneratedFile]) -> Void) {
        output(files(for: model, diagnostics: &diagnostics))
    }
}
