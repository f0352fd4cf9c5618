/// Where a thread of the pipeline's own hands the files of the targets it runs beside the calling
/// thread (see `Target.placement`).
///
/// It cannot fail in the pipeline's eyes: an output that can fail (the write session's spool) keeps
/// its error and reports it to its owner, which also stops taking files from the calling thread.
public protocol ConcurrentFileOutput: Sendable {
    /// Takes `files`; called from one thread at a time.
    func add(_ files: consuming [GeneratedFile])
}
