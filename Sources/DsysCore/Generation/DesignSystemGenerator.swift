import Foundation

/// `dsys generate` as one library call: reads the inputs (else `.dsys/design-system.json`, else
/// the built-in starter), generates the package target by target and writes it into the output
/// folder all or nothing, or only compares it (`check`); trusts and keeps the up-to-date record,
/// writes the report and the gallery page. The command line parses arguments and prints the
/// result; watch mode repeats it; tests call it directly.
public enum DesignSystemGenerator {
    /// The design-system file read when no input is named.
    public static let designSystemFile = ".dsys/design-system.json"

    public static func generate(_ request: GenerationRequest) throws -> GenerationResult {
        if let recorder = request.recorder {
            for input in request.inputs { recorder.note(isFolder(input) ? .tree(input) : .file(input)) }
            if request.inputs.isEmpty { recorder.note(.file(designSystemFile)) }
        }
        let folder = OutputRootPath.normalized(request.output)
        let writer = OutputWriter(root: folder, vouched: request.writtenBefore, preparesNextWrite: request.preparesNextWrite,
                                  onWait: request.waitingForAnotherRun)
        let inputs = describe(request.inputs)
        // The up-to-date fast path: the record holds what the report and gallery would need, so
        // runs that write those always run in full.
        let recordsUpToDate = request.recorder != nil && request.report == nil && request.gallery == nil
        if recordsUpToDate, let summary = writer.upToDateSummary(context: request.context) {
            return .upToDate(summary, inputs: inputs, output: folder)
        }
        // The files go to the output folder's staging as each target makes them (`check` keeps
        // them to compare); the folder is locked and checked when the first files arrive, after
        // the inputs were read without errors.
        var session: OutputWriteSession?
        func openSession() throws -> OutputWriteSession {
            if let session { return session }
            if !request.force, let refusal = OutputFolderGuard.refusal(for: folder) { throw OutputError(refusal) }
            let opened = try request.outputStep.run { try writer.begin() }
            session = opened
            return opened
        }
        var diagnostics = Diagnostics()
        var checkedFiles: [GeneratedFile] = []
        let made: MadePackage?
        do {
            made = try makePackage(
                request, diagnostics: &diagnostics,
                output: { files in
                    // The previous target's working memory (or, first, the resolved tokens) is free now.
                    FreedMemory.returnToSystem()
                    if request.check { checkedFiles += files; return }
                    try openSession().add(files)
                },
                // The generated tests and the asset catalogs are made on a second thread while the
                // code is rendered; the resolved tokens are free when it starts.
                beside: request.check ? nil : {
                    FreedMemory.returnToSystem()
                    return try openSession().concurrentOutput()
                }
            )
        } catch let error as OutputError {
            return .notGenerated(diagnostics, error: error.description)
        } catch let error as ReportWriteError {
            return .notGenerated(diagnostics, error: error.description)
        }
        guard let made else { return .notGenerated(diagnostics, error: nil) }
        let package = GenerationResult.GeneratedPackage(
            tokenCount: made.tokenCount, accountSummary: made.accountSummary, inputs: inputs, output: folder
        )
        let completion: GenerationResult.Completion
        do {
            completion = try complete(
                request, package: package, made: made, diagnostics: &diagnostics, writer: writer,
                session: session, checkedFiles: checkedFiles
            )
        } catch let error as OutputError {
            completion = .writeFailed(error.description)
        }
        return .generated(package, diagnostics: diagnostics, completion: completion)
    }

    /// After generating: compares (`check`) or commits the staged package with its up-to-date
    /// record, then writes the gallery page.
    private static func complete(
        _ request: GenerationRequest, package: GenerationResult.GeneratedPackage, made: MadePackage,
        diagnostics: inout Diagnostics, writer: OutputWriter, session: OutputWriteSession?, checkedFiles: [GeneratedFile]
    ) throws -> GenerationResult.Completion {
        if request.check {
            let plan = try writer.plan(checkedFiles)
            return .checked(stale: plan.written + plan.removed, fileCount: checkedFiles.count)
        }
        let writing = try session ?? request.outputStep.run { try writer.begin() }
        let upToDate = request.recorder.flatMap { recorder in
            request.report == nil && request.gallery == nil ? UpToDateRecord.Inputs(
                digest: InputDigest.digest(context: request.context, observations: recorder.recorded),
                items: recorder.recorded.map(\.item),
                summary: UpToDateRecord.Summary(tokenCount: package.tokenCount, fileCount: writing.fileCount,
                                                account: package.accountSummary, diagnostics: diagnostics.printedText)
            ) : nil
        }
        let report = try request.outputStep.run { try writing.commit(upToDate: upToDate) }
        guard let gallery = request.gallery, let tokens = made.galleryTokens else { return .written(report, gallery: .notAsked) }
        guard GalleryPageFile.write(tokens, config: request.settings.generator, to: gallery, diagnostics: &diagnostics) else {
            return .written(report, gallery: .failed(diagnostics))
        }
        return .written(report, gallery: .written(path: gallery))
    }

    /// What a full run generated besides the files, without the resolved tokens and the account,
    /// which are freed before the files are written (the gallery keeps the tokens when it is configured).
    private struct MadePackage {
        var tokenCount: Int
        var accountSummary: String
        var galleryTokens: ResolvedTokens?
    }

    /// The `--report` file could not be written.
    private struct ReportWriteError: Error, CustomStringConvertible {
        var description: String
    }

    /// Reads the inputs (or the design-system file, or the starter) and the assets, generates the
    /// package into `output`, target by target, and writes the report; nil when there are errors.
    private static func makePackage(
        _ request: GenerationRequest, diagnostics: inout Diagnostics, output: (consuming [GeneratedFile]) throws -> Void,
        beside: (() throws -> any ConcurrentFileOutput)?
    ) throws -> MadePackage? {
        var loaded: ResolvedTokens?
        if !request.inputs.isEmpty {
            loaded = request.frontEnd.load(request.inputs, diagnostics: &diagnostics)
        } else if FileManager.default.fileExists(atPath: designSystemFile) {
            loaded = request.frontEnd.load([designSystemFile], diagnostics: &diagnostics)
        } else {
            loaded = request.frontEnd.loadStarter(diagnostics: &diagnostics)
            noteTokenFilesBesideStarter(diagnostics: &diagnostics)
        }
        let assets = AssetInventory.load(request.settings.assets, diagnostics: &diagnostics)
        if let tokens = loaded { checkSomethingToGenerate(tokens, assets: assets, diagnostics: &diagnostics) }
        guard let tokens = loaded, !diagnostics.hasErrors else { return nil }
        loaded = nil
        let galleryTokens = request.gallery == nil ? nil : tokens
        var pipeline = GeneratorPipeline(config: request.settings.generator, targets: request.layout.targets)
        pipeline.endsProcess = request.keepsModelUntilExit
        pipeline.reportsAccount = request.report != nil
        guard let account = try pipeline.generate(consume tokens, assets: assets, diagnostics: &diagnostics, into: output, beside: beside) else {
            return nil
        }
        if let report = request.report {
            do {
                try Data(account.reportJSON().utf8).write(to: URL(fileURLWithPath: report))
            } catch {
                throw ReportWriteError(description: "cannot write the report to \(report): \(error.localizedDescription)")
            }
        }
        return MadePackage(tokenCount: account.emittedCount, accountSummary: account.summary, galleryTokens: galleryTokens)
    }

    /// A note when the built-in starter is generated in a folder that holds token files: after a
    /// `dsys init` that found none it could read, a bare `generate` would otherwise give the starter
    /// without a word about the files beside it.
    private static func noteTokenFilesBesideStarter(diagnostics: inout Diagnostics) {
        let files = FolderListing(path: ".").tokenFileNames
        guard let first = files.first else { return }
        let named = files.count == 1 ? "'\(first)'" : "'\(first)' and \(files.count - 1) more"
        diagnostics.append(Diagnostic(
            .note, "this folder holds \(named), but no input is named and there is no \(designSystemFile): dsys generates "
                + "the built-in starter design system",
            hint: "name the token files ('dsys generate \(first)'), or run 'dsys init' to write a dsys.json that names them"
        ))
    }

    /// An error when `tokens` hold no design token to generate and no asset is configured: a
    /// package of nothing is of no use, and a folder of build output (mx's flat JSON) must not pass
    /// a CI step, whether it runs `generate` or `validate`. So is an input whose every token is
    /// source-only (Publy's Tokens Studio themes use their only set as source), which no warning
    /// explains. Inputs that already failed with errors, or whose tokens were skipped with
    /// warnings, say why themselves.
    public static func checkSomethingToGenerate(_ tokens: ResolvedTokens, assets: AssetInventory, diagnostics: inout Diagnostics) {
        guard !diagnostics.hasErrors, !assets.isConfigured, tokens.modes.allSatisfy({ $0.tokens.tokens.isEmpty }) else { return }
        if tokens.skipped.isEmpty {
            diagnostics.error("there is nothing to generate: the inputs hold no design tokens and the config names no assets",
                              hint: "name the token files to read, or run 'dsys init' to find them")
        } else if tokens.skipped.allSatisfy({ $0.reason == .sourceOnly }) {
            let count = tokens.skipped.count
            diagnostics.error(
                "there is nothing to generate: "
                    + (count == 1 ? "the only token read is source-only: it may be referenced, but it is not generated"
                        : "all \(count) tokens read are source-only: they may be referenced, but they are not generated"),
                hint: "enable the sets to generate in a Tokens Studio theme (not as source), or take the files out of "
                    + "'modeSources.sourceOnly' in dsys.json"
            )
        }
    }

    /// How the summary names the inputs.
    private static func describe(_ inputs: [String]) -> String {
        if !inputs.isEmpty { return inputs.joined(separator: ", ") }
        return FileManager.default.fileExists(atPath: designSystemFile)
            ? designSystemFile : "the built-in starter design system"
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
