import DsysOutput
import DsysSource

/// Targets run on a second thread, each handing its files to a `ConcurrentFileOutput` as soon as it
/// made them (see `GeneratorPipeline.generate`).
final class ConcurrentTargetRun {
    /// What a target made, besides the files handed over.
    struct Result: Sendable {
        var paths: [String]
        var diagnostics: Diagnostics
    }

    private let worker: WorkerThread<[Result]>

    /// Starts running `targets` on `model`, in order, each handing its files to `output` in batches
    /// (`Target.files(for:diagnostics:into:)`) while no earlier target of this run found errors;
    /// after an error the targets only report their paths and diagnostics.
    init(targets: [any Target], model: DesignModel, output: any ConcurrentFileOutput) {
        worker = WorkerThread {
            var results: [Result] = []
            var hasErrors = false
            for target in targets {
                var paths: [String] = [], diagnostics = Diagnostics()
                target.files(for: model, diagnostics: &diagnostics) { batch in
                    paths += batch.map(\.path)
                    if !hasErrors { output.add(batch) }
                }
                hasErrors = hasErrors || diagnostics.hasErrors
                results.append(Result(paths: paths, diagnostics: diagnostics))
                // What the target freed stays in this thread's own arena, where the calling
                // thread's targets cannot reuse it.
                FreedMemory.returnToSystem()
            }
            return results
        }
    }

    /// What each target made, in order, once all are done.
    func results() -> [Result] {
        worker.wait()
    }
}
