import DsysCore
import Foundation
import Testing

/// A file the user saves into the output folder in the last moment before the exchange (after the
/// run planned its new version) is put back afterwards, and the warning names it where it is then:
/// in the output folder, not in the staging folder the new version was built in. `strace` holds
/// the exchange (`renameat2`) for a moment, and the test saves the file meanwhile.
@Suite struct LateEntryWarningTests {
    private static let strace = URL(fileURLWithPath: "/usr/bin/strace")

    @Test func aFileSavedJustBeforeTheExchangeIsPutBackAndNamedInTheOutputFolder() throws {
        #expect(FileManager.default.isExecutableFile(atPath: Self.strace.path), "this test needs strace at /usr/bin/strace")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dsys-late-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func tokens(_ hex: String) -> String { #"{ "color": { "$type": "color", "ink": { "$value": ""# + hex + #"" } } }"# }
        try tokens("#101010").write(to: folder.appendingPathComponent("t.json"), atomically: true, encoding: .utf8)
        #expect(try DsysProcess.run(["generate", "t.json", "--output", "Out"], in: folder).status == 0)

        try tokens("#202020").write(to: folder.appendingPathComponent("t.json"), atomically: true, encoding: .utf8)
        let running = try DsysProcess.start(["-f", "-qq", "-o", "/dev/null", "-e", "trace=renameat2",
                                             "-e", "inject=renameat2:delay_enter=1500000",
                                             DsysProcess.executable.path, "generate", "t.json", "--output", "Out"],
                                            in: folder, program: Self.strace)
        // The exchange mark is written just before the exchange the trace holds.
        let mark = folder.appendingPathComponent(".Out.dsys-next/exchange").path
        let deadline = Date().addingTimeInterval(30)
        while !FileManager.default.fileExists(atPath: mark), Date() < deadline { usleep(20_000) }
        #expect(FileManager.default.fileExists(atPath: mark), "the run never reached its exchange")
        try "late".write(to: folder.appendingPathComponent("Out/Sources/late.md"), atomically: true, encoding: .utf8)
        let result = ExternalProgram.finish(running)

        #expect(result.status == 0, Comment(rawValue: result.standardError))
        #expect(try String(contentsOf: folder.appendingPathComponent("Out/Sources/late.md"), encoding: .utf8) == "late")
        let output = result.standardOutput + result.standardError
        #expect(output.contains(#"kept "Out/Sources/late.md", which was added or replaced while dsys was running"#),
                Comment(rawValue: output))
        #expect(!output.contains(".dsys-next"), Comment(rawValue: output))
    }
}
