@testable import DsysCore
import Foundation
import Testing

/// A pipe or a device where a generated file belongs: dsys never opens it (opening a pipe for
/// reading blocks until someone writes), and the run stops naming the path.
@Suite struct SpecialOutputEntryTests {
    /// Runs `body` on another thread and waits at most `seconds`; on time-out `unblock` is called
    /// (so a thread stuck opening a pipe can end) and the test fails.
    private func withinTimeLimit(_ seconds: Double, unblock: () -> Void, _ body: @escaping @Sendable () -> Void) {
        let finished = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            body()
            finished.signal()
        }
        if finished.wait(timeout: .now() + seconds) == .timedOut {
            Issue.record("the run did not end within \(seconds) s")
            unblock()
            finished.wait()
        }
    }

    /// Writes once, puts `makeEntry`'s special file in place of `Sources/A.swift`, and writes again.
    private func rewriteOverSpecialEntry(_ makeEntry: (String) -> Int32) throws -> (message: String?, path: String) {
        let root = try ScratchFolder.make("dsys-special-")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let writer = OutputWriter(root: root)
        let files = [GeneratedFile(path: "Sources/A.swift", contents: "a"), GeneratedFile(path: "Package.swift", contents: "p")]
        _ = try writer.write(files)
        let path = root + "/Sources/A.swift"
        try FileManager.default.removeItem(atPath: path)
        #expect(makeEntry(path) == 0, "could not make the special file (mknod needs root)")
        let message = LockedText()
        withinTimeLimit(30, unblock: {
            // A writer that opens and closes the pipe ends the reader's wait.
            let writerEnd = open(path, O_WRONLY | O_NONBLOCK)
            if writerEnd >= 0 { close(writerEnd) }
        }) {
            do {
                _ = try OutputWriter(root: root).write(files)
            } catch {
                message.text = "\(error)"
            }
        }
        #expect(!FileManager.default.fileExists(atPath: root + "/.dsys-staging"))
        return (message.text, path)
    }

    @Test func aPipeWhereAGeneratedFileBelongsStopsTheRunNamingIt() throws {
        let (message, path) = try rewriteOverSpecialEntry { mkfifo($0, 0o600) }
        #expect(message?.contains("'\(path)'") == true)
        #expect(message?.contains("not a regular file or folder") == true)
    }

    @Test func aDeviceWhereAGeneratedFileBelongsStopsTheRunNamingIt() throws {
        // A second node of the endless `/dev/zero`: read whole, it would never end.
        var zero = stat()
        #expect(stat("/dev/zero", &zero) == 0)
        let (message, path) = try rewriteOverSpecialEntry { mknod($0, S_IFCHR | 0o600, zero.st_rdev) }
        #expect(message?.contains("'\(path)'") == true)
    }
}

/// A text one thread sets and another reads after a semaphore.
private final class LockedText: @unchecked Sendable {
    private let lock = NSLock()
    private var value: String?
    var text: String? {
        get { lock.withLock { value } }
        set { lock.withLock { value = newValue } }
    }
}
