/// Where a thread of the pipeline's own hands the files of the targets it runs beside the calling
/// thread (see `Target.placement`).
///
/// It cannot fail in the pipeline's eyes: an output that can fail (the write session's spool) keeps
/// its error and reports it to its owner, which also stops taking files from the calling thread.
public protocol ConcurrentFileOutput: Sendable {
    /// Takes `files`; called from one thread at a time.
    func add(_ files: consuming [GeneratedFile])

    /// Called on the pipeline's thread once its targets are done, while the calling thread may
    /// still render: the output can use the thread for work of its own meanwhile (the write
    /// session hashes the calling thread's large files, see `DeferredChecksums`).
    func targetsAreDone()
}

extension ConcurrentFileOutput {
    public func targetsAreDone() {}
}
