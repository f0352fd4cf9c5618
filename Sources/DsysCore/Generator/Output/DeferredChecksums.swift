import Foundation

/// The manifest checksums of files a spool lane wrote without hashing them (`FileSpoolLane`), made
/// later by reading the files back from the staged tree, by whichever thread is idle first: the
/// pipeline's second thread once its targets are done, and the calling thread when it commits.
///
/// At 100k tokens the calling thread's files are 90 MB of Swift, whose SHA-256 took it half a
/// second while the second thread waited for it. Read back a megabyte at a time, they cost no
/// memory beside the next target's.
final class DeferredChecksums: @unchecked Sendable {
    /// A written file: the folder it is in (kept open), its name and size, and its output path.
    struct File {
        var folder: DirectoryHandle
        var name: String
        var size: Int
        var path: String
    }

    /// Guards `queued`, `hashing` and `checksums`.
    private let condition = NSCondition()
    private var queued: [File] = []
    /// How many files a thread is hashing now.
    private var hashing = 0
    /// Each hashed file's checksum, nil when it could not be read back whole.
    private var checksums: [String: String?] = [:]

    /// Queues `file` for hashing.
    func add(_ file: File) {
        condition.withLock { queued.append(file) }
    }

    /// Hashes queued files until none is left.
    func work() {
        while let file = condition.withLock({ () -> File? in
            guard let file = queued.popLast() else { return nil }
            hashing += 1
            return file
        }) {
            let checksum = OutputManifest.checksum(ofFile: file.name, size: file.size, in: file.folder)
            condition.withLock {
                checksums[file.path] = checksum
                hashing -= 1
                condition.broadcast()
            }
        }
    }

    /// The checksum of every file added, by output path, once all are made (the calling thread
    /// hashes what is left); throws for a file that changed in the staged tree before it was read.
    func finish() throws -> [String: String] {
        work()
        let done = condition.withLock {
            while hashing > 0 { condition.wait() }
            return checksums
        }
        var result: [String: String] = [:]
        for (path, checksum) in done {
            guard let checksum else {
                throw OutputError("'\(path)' changed in the output folder's staging area while dsys was running; run dsys again")
            }
            result[path] = checksum
        }
        return result
    }
}
