@testable import DsysCore
import Foundation
import Testing

@Suite struct OutputWriterTests {
    private func makeFolder() throws -> String {
        let path = NSTemporaryDirectory() + "dsys-out-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    private func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func writesOnlyChangedFilesAndRemovesStaleOnes() throws {
        let parent = try makeFolder()
        defer { try? FileManager.default.removeItem(atPath: parent) }
        let root = parent + "/Out"
        let writer = OutputWriter(root: root)
        var report = try writer.write([GeneratedFile(path: "A.swift", contents: "a"), GeneratedFile(path: "Sub/B.swift", contents: "b")])
        #expect(report.written == ["A.swift", "Sub/B.swift"])
        let before = try FileManager.default.attributesOfItem(atPath: root + "/A.swift")[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 0.01)
        report = try writer.write([GeneratedFile(path: "A.swift", contents: "a"), GeneratedFile(path: "C.swift", contents: "c")])
        #expect(report.unchanged == ["A.swift"])
        #expect(report.written == ["C.swift"])
        #expect(report.removed == ["Sub/B.swift"])
        #expect(!FileManager.default.fileExists(atPath: root + "/Sub"))
        let after = try FileManager.default.attributesOfItem(atPath: root + "/A.swift")[.modificationDate] as? Date
        #expect(before == after)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: parent).filter { $0.contains("staging") }
        #expect(leftovers.isEmpty)
    }

    @Test func neverOverwritesOrDeletesFilesItDidNotWrite() throws {
        let root = try makeFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try "mine".write(toFile: root + "/Notes.swift", atomically: true, encoding: .utf8)
        let writer = OutputWriter(root: root)
        #expect(throws: OutputError.self) {
            try writer.write([GeneratedFile(path: "Notes.swift", contents: "generated")])
        }
        #expect(read(root + "/Notes.swift") == "mine")
        _ = try writer.write([GeneratedFile(path: "A.swift", contents: "a")])
        _ = try writer.write([GeneratedFile(path: "B.swift", contents: "b")])
        #expect(read(root + "/Notes.swift") == "mine")
        #expect(!FileManager.default.fileExists(atPath: root + "/A.swift"))
    }

    @Test(arguments: ["../escape.swift", "/tmp/absolute.swift", "a/../../b.swift", "./x.swift", "a//b.swift"])
    func refusesPathsOutsideTheFolder(_ path: String) throws {
        let root = try makeFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(throws: OutputError.self) {
            try OutputWriter(root: root + "/Out").write([GeneratedFile(path: path, contents: "x")])
        }
        #expect(!FileManager.default.fileExists(atPath: root + "/Out"))
    }

    @Test func refusesToWriteThroughASymbolicLink() throws {
        let root = try makeFolder()
        let outside = try makeFolder()
        defer {
            try? FileManager.default.removeItem(atPath: root)
            try? FileManager.default.removeItem(atPath: outside)
        }
        try FileManager.default.createSymbolicLink(atPath: root + "/Sources", withDestinationPath: outside)
        #expect(throws: OutputError.self) {
            try OutputWriter(root: root).write([GeneratedFile(path: "Sources/A.swift", contents: "x")])
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside).isEmpty)
    }

    @Test func checkPlansWithoutWriting() throws {
        let root = try makeFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let report = try OutputWriter(root: root + "/Out").plan([GeneratedFile(path: "A.swift", contents: "a")])
        #expect(report.written == ["A.swift"])
        #expect(!FileManager.default.fileExists(atPath: root + "/Out"))
    }
}
