@testable import DsysCore
import Foundation
import Testing

/// A write session takes files from two threads at once (the asset catalogs beside the code): the
/// result is the one a single thread gives, a path both threads write is caught, and an error on
/// either side stops the run with the output untouched.
@Suite struct ConcurrentLaneTests {
    private let fileManager = FileManager.default

    private func files(_ prefix: String, count: Int) -> [GeneratedFile] {
        (0..<count).map { GeneratedFile(path: "\(prefix)/\($0 % 7)/f\($0).json", contents: "\(prefix) \($0)") }
    }

    /// Runs `besideFiles` into the session's concurrent output on another thread while this one
    /// adds `mainFiles`, then waits for it.
    private func add(_ mainFiles: [GeneratedFile], beside besideFiles: [GeneratedFile], to session: OutputWriteSession) throws {
        let output = session.concurrentOutput()
        let beside = WorkerThread {
            for batch in stride(from: 0, to: besideFiles.count, by: 50) {
                output.add(Array(besideFiles[batch..<min(batch + 50, besideFiles.count)]))
            }
        }
        defer { beside.wait() }
        for batch in stride(from: 0, to: mainFiles.count, by: 50) {
            try session.add(Array(mainFiles[batch..<min(batch + 50, mainFiles.count)]))
        }
    }

    @Test func twoThreadsFeedingOneSessionWriteWhatOneThreadWrites() throws {
        let concurrent = try ScratchFolder.make("dsys-lanes-"), sequential = try ScratchFolder.make("dsys-lanes-")
        defer { try? fileManager.removeItem(atPath: concurrent); try? fileManager.removeItem(atPath: sequential) }
        let code = files("Sources", count: 600), assets = files("Assets", count: 900)

        do {
            let session = try OutputWriter(root: concurrent).begin()
            try add(code, beside: assets, to: session)
            #expect(session.fileCount == 1_500)
            #expect(try session.commit().written.count == 1_500)
        }
        _ = try OutputWriter(root: sequential).write(code + assets)
        #expect(OutputTreeSnapshot.take(concurrent) == OutputTreeSnapshot.take(sequential))

        // Regenerating the same files from two threads finds every one unchanged.
        let again = try OutputWriter(root: concurrent).begin()
        try add(assets, beside: code, to: again)
        #expect(try again.commit().unchanged.count == 1_500)
    }

    /// Adds `beside` through the concurrent output of a session over a previous output, then `main`
    /// on this thread: both that add and the commit must fail with one error, and the output must
    /// stay as it was. Returns the error.
    private func failingRun(beside: GeneratedFile, main: GeneratedFile) throws -> String? {
        let root = try ScratchFolder.make("dsys-lanes-")
        defer { try? fileManager.removeItem(atPath: root) }
        _ = try OutputWriter(root: root).write([GeneratedFile(path: "Old.swift", contents: "old")])
        let before = OutputTreeSnapshot.take(root)
        let session = try OutputWriter(root: root).begin()
        session.concurrentOutput().add([beside])
        let added = #expect(throws: OutputError.self) { try session.add([main]) }
        let committed = #expect(throws: OutputError.self) { try session.commit() }
        #expect(committed?.description == added?.description)
        #expect(OutputTreeSnapshot.take(root) == before)
        return added?.description
    }

    @Test func aPathBothThreadsWriteStopsTheRunWithTheOutputUntouched() throws {
        let error = try failingRun(beside: GeneratedFile(path: "Shared/A.json", contents: "beside"),
                                   main: GeneratedFile(path: "Shared/A.json", contents: "main"))
        #expect(error == "two generated files have the path 'Shared/A.json'")
    }

    @Test func anErrorBesideStopsTheCallingThreadAndTheCommit() throws {
        let error = try failingRun(beside: GeneratedFile(path: "../escape.json", contents: "x"),
                                   main: GeneratedFile(path: "Fine.swift", contents: "y"))
        #expect(error?.hasPrefix("refusing to write '\"../escape.json\"'") == true, "\(String(describing: error))")
    }
}
