import DsysOutput
import Foundation

/// A `ConcurrentFileOutput` that several of the pipeline's threads share: each batch is handed to
/// the output it wraps while no other thread's is, as that output expects (one thread at a time).
final class SerializedFileOutput: ConcurrentFileOutput, @unchecked Sendable {
    private let output: any ConcurrentFileOutput
    private let lock = NSLock()

    init(_ output: any ConcurrentFileOutput) {
        self.output = output
    }

    func add(_ files: consuming [GeneratedFile]) {
        let batch = files
        lock.withLock { output.add(batch) }
    }
}
