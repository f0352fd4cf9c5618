import DsysOutput
import DsysSource
import DsysTokens

/// The back end: resolved tokens → translated design model → the files of every target.
///
/// 1. `DesignSystemTranslator` picks appearances, categorises and names tokens (collisions are
///    errors); the result, a `DesignModel`, is built once and shared by all targets.
/// 2. Each configured `Target` turns the model into files: the SwiftUI layer (its emitters' sections
///    placed into files by `SourceFileAssembler`), the UIKit/AppKit layers, the asset catalogs, the
///    package manifest, the generated tests and the catalog view (`standardTargets`).
/// 3. The files of all targets are checked together: no path written twice, none differing from
///    another only in letter case.
///
/// Pure: no file system, clock or environment, so the same input always gives the same bytes.
public struct GeneratorPipeline: Sendable {
    public var config: GeneratorConfig
    /// The targets that turn the model into files, in order.
    public var targets: [any Target]
    /// Whether the process ends after this run (a plain `dsys generate`): the translated model is
    /// then kept until it exits, when the system takes back its memory at once, instead of being
    /// freed allocation by allocation on a second thread while the output is committed.
    public var endsProcess = false
    /// Whether the account the run returns lists every token's Swift symbols and values, as a
    /// report shows them (`TokenAccount.reportJSON`); without, it says only whether each token was
    /// emitted or skipped and why, which is all its summary counts (a third of translating less).
    public var reportsAccount = true

    /// The targets of `dsys generate`: generated tests, SwiftUI, UIKit/AppKit, asset catalogs,
    /// package manifest and the catalog view (each yields nothing when its settings turn it off).
    /// The order only sets when each runs (the files are sorted): the targets that need the most
    /// working memory beside their output run first, while few finished files are held.
    public static let standardTargets: [any Target] = [
        GeneratedTestsTarget(), SwiftUITarget(), NativeUITarget(), AssetCatalogTarget(), PackageManifestTarget(),
        TokenCatalogTarget(),
    ]

    public init(config: GeneratorConfig, targets: [any Target] = GeneratorPipeline.standardTargets) {
        self.config = config
        self.targets = targets
    }

    /// The checks generation starts with, without rendering any code: every token gets its category
    /// and a Swift name that no other token in its scope has, under this config's naming. `dsys
    /// validate` runs them, so it fails where `generate` would on the same names.
    public func checkNames(_ tokens: ResolvedTokens, assets: AssetInventory = AssetInventory(), diagnostics: inout Diagnostics) {
        _ = translate(tokens, assets: assets, purpose: .nameCheck, diagnostics: &diagnostics)
    }

    /// The translated tokens with the images named beside them.
    private func translate(
        _ tokens: ResolvedTokens, assets: AssetInventory, purpose: DesignSystemTranslator.Purpose? = nil, diagnostics: inout Diagnostics
    ) -> DesignSystemDescription {
        let purpose = purpose ?? (reportsAccount ? .generation : .generationWithoutReport)
        var system = DesignSystemTranslator(config: config, purpose: purpose).translate(tokens, diagnostics: &diagnostics)
        system.images = ImageCatalog(assets, tokens: tokens.defaultTokens.tokens, config: config, diagnostics: &diagnostics)
        return system
    }

    /// Every file of the package, sorted by path; nil when the translation found errors. `assets`
    /// are the icons, images and app icon read beforehand (this type reads no files).
    public func generate(
        _ tokens: ResolvedTokens, assets: AssetInventory = AssetInventory(), diagnostics: inout Diagnostics
    ) -> [GeneratedFile]? {
        generateAccounted(tokens, assets: assets, diagnostics: &diagnostics)?.files
    }

    /// Every file of the package, sorted by path, and the account of every token; nil when the
    /// translation found errors.
    public func generateAccounted(
        _ tokens: consuming ResolvedTokens, assets: AssetInventory = AssetInventory(), diagnostics: inout Diagnostics
    ) -> (files: [GeneratedFile], account: TokenAccount)? {
        var files: [GeneratedFile] = []
        guard let account = generate(tokens, assets: assets, diagnostics: &diagnostics, into: { files += $0 }) else { return nil }
        return (files.sorted(), account)
    }

    /// The indices of the targets the second thread runs, in its order (`TargetPlacement`).
    private static func besideOrder(_ targets: [any Target]) -> [Int] {
        targets.indices.filter { targets[$0].placement != .callingThread }.sorted { (targets[$0].placement, $0) < (targets[$1].placement, $1) }
    }

    /// Hands the files of each target to `output` as soon as the target made them, so they need
    /// not all be held at once (`OutputWriteSession` spools them to disk); returns the account of
    /// every token, or nil when there are errors, which can be found after some files were handed
    /// over (the checks across targets run last): the caller then discards them.
    ///
    /// With `concurrentOutput`, the targets placed on the second thread (`Target.placement`: the
    /// generated tests, then the asset catalogs) run there and hand their files to the
    /// output it makes, while the calling thread runs the others: the kernel's work of making
    /// thousands of small files then overlaps the rendering of code. The output is made before any
    /// target runs. The diagnostics are the same either way, in the order of `targets`.
    ///
    /// The tokens are consumed: once translated they are freed (when the caller holds no other
    /// copy), so they are not in memory beside the generated files.
    public func generate(
        _ tokens: consuming ResolvedTokens, assets: AssetInventory = AssetInventory(), diagnostics: inout Diagnostics,
        into output: (consuming [GeneratedFile]) throws -> Void,
        beside concurrentOutput: (() throws -> any ConcurrentFileOutput)? = nil
    ) rethrows -> TokenAccount? {
        let system = translate(tokens, assets: assets, diagnostics: &diagnostics)
        _ = consume tokens
        guard !diagnostics.hasErrors else { return nil }
        let model = DesignModel(system: system)
        diagnostics.append(contentsOf: DeprecationSuccessor.problems(in: system, names: model.context.successors))
        let besideIndices = concurrentOutput == nil ? [] : Self.besideOrder(targets)
        // The second thread reads the model and writes into the caller's output: it is done before
        // this returns or throws. It starts at once, so the output is opened once the tokens
        // translated without errors, before any target ran.
        var besideRun: ConcurrentTargetRun?
        defer { _ = besideRun?.results() }
        if !besideIndices.isEmpty, let output = try concurrentOutput?() {
            besideRun = ConcurrentTargetRun(targets: besideIndices.map { targets[$0] }, model: model, output: output)
        }
        var results = [ConcurrentTargetRun.Result?](repeating: nil, count: targets.count)
        var hasErrors = false
        for index in targets.indices where !besideIndices.contains(index) {
            var targetDiagnostics = Diagnostics()
            let produced = targets[index].files(for: model, diagnostics: &targetDiagnostics)
            results[index] = ConcurrentTargetRun.Result(paths: produced.map(\.path), diagnostics: targetDiagnostics)
            hasErrors = hasErrors || targetDiagnostics.hasErrors
            if !hasErrors { try output(produced) }
        }
        for (index, result) in zip(besideIndices, besideRun?.results() ?? []) { results[index] = result }
        var outputs: [(target: String, paths: [String])] = []
        for (target, result) in zip(targets, results) {
            outputs.append((target.name, result?.paths ?? []))
            diagnostics.append(contentsOf: result?.diagnostics ?? Diagnostics())
        }
        diagnostics.append(contentsOf: Diagnostics(TargetOutputCheck.problems(in: outputs)))
        guard !diagnostics.hasErrors else { return nil }
        let account = system.account
        // Nothing reads the model any more: it is freed beside the caller's next step (the commit).
        if endsProcess {
            ProcessLifetime.keep((consume system, consume model))
        } else {
            BackgroundRelease.release((consume system, consume model))
        }
        return account
    }
}
