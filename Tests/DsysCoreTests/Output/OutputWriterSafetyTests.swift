@testable import DsysCore
@testable import DsysGenerator
@testable import DsysOutput
@testable import DsysSource
@testable import DsysTokens
import Foundation
import Testing

/// The output writer against hostile manifests, links, paths and folders it may not change: nothing
/// outside the output folder is touched, and a refused run leaves the previous output as it was.
@Suite struct OutputWriterSafetyTests {
    private let fileManager = FileManager.default

    private func makeFolder() throws -> String { try ScratchFolder.make("dsys-safety-") }

    private func files(_ pairs: [(String, String)]) -> [GeneratedFile] {
        pairs.map { GeneratedFile(path: $0.0, contents: $0.1) }
    }

    private func append(_ text: String, toManifestIn root: String) throws {
        let handle = try #require(FileHandle(forWritingAtPath: root + "/" + OutputWriter.manifestName))
        handle.seekToEndOfFile()
        handle.write(Data(text.utf8))
        handle.closeFile()
    }

    @Test func manifestEntriesOutsideTheFolderAreIgnoredWithAWarning() throws {
        let parent = try makeFolder()
        let elsewhere = try makeFolder()
        defer { [parent, elsewhere].forEach { try? fileManager.removeItem(atPath: $0) } }
        try "victim".write(toFile: parent + "/victim.txt", atomically: true, encoding: .utf8)
        try "absolute victim".write(toFile: elsewhere + "/victim.txt", atomically: true, encoding: .utf8)
        let root = parent + "/Out"
        let writer = OutputWriter(root: root)
        _ = try writer.write(files([("A.swift", "a")]))
        try append("../victim.txt\n\(elsewhere)/victim.txt\nSub/../../victim.txt\nx\u{0}y\n", toManifestIn: root)
        let report = try writer.write(files([("B.swift", "b")]))
        #expect(report.removed == ["A.swift"])
        #expect(report.warnings.count == 4)
        #expect(report.warnings.first?.contains("'../victim.txt'") == true)
        #expect(fileManager.contents(atPath: parent + "/victim.txt") == Data("victim".utf8))
        #expect(fileManager.contents(atPath: elsewhere + "/victim.txt") == Data("absolute victim".utf8))
        let manifest = try String(contentsOfFile: root + "/" + OutputWriter.manifestName, encoding: .utf8)
        #expect(!manifest.contains("victim") && manifest.hasSuffix("\nB.swift\t\(OutputManifest.checksum(of: [Array("b".utf8)]))\n"))
    }

    @Test func aSymbolicLinkInTheOutputIsNeverFollowed() throws {
        let root = try makeFolder()
        let outside = try makeFolder()
        defer { [root, outside].forEach { try? fileManager.removeItem(atPath: $0) } }
        try "theirs".write(toFile: outside + "/Contents.json", atomically: true, encoding: .utf8)
        let colors = "Sources/M/Colors.xcassets"
        let writer = OutputWriter(root: root)
        _ = try writer.write(files([("\(colors)/ink.colorset/Contents.json", "ink"), ("\(colors)/sky.colorset/Contents.json", "sky")]))
        try fileManager.removeItem(atPath: "\(root)/\(colors)/ink.colorset")
        try fileManager.createSymbolicLink(atPath: "\(root)/\(colors)/ink.colorset", withDestinationPath: outside)
        let before = OutputTreeSnapshot.take(outside)

        let report = try writer.write(files([("\(colors)/sky.colorset/Contents.json", "sky 2")]))
        #expect(report.written == ["\(colors)/sky.colorset/Contents.json"])
        #expect(OutputTreeSnapshot.take(outside) == before)
        #expect(try fileManager.destinationOfSymbolicLink(atPath: "\(root)/\(colors)/ink.colorset") == outside)

        #expect(throws: OutputError.self) {
            try writer.write(files([("\(colors)/ink.colorset/Contents.json", "ink")]))
        }
        #expect(OutputTreeSnapshot.take(outside) == before)
    }

    @Test(arguments: ["a\n../Package.swift", "x\u{0}.swift", "Tokens/\u{202E}tfiws.swift", "Sources\\..\\A.swift"])
    func pathsWithControlCharactersAreRefused(_ path: String) throws {
        let parent = try makeFolder()
        defer { try? fileManager.removeItem(atPath: parent) }
        let error = #expect(throws: OutputError.self) {
            try OutputWriter(root: parent + "/Out").write(files([(path, "x")]))
        }
        #expect(error?.description.contains("refusing to write") == true)
        #expect(try fileManager.contentsOfDirectory(atPath: parent).isEmpty)
    }

    @Test(arguments: [#""a\n../Package.swift""#, #""x\u0000.swift""#])
    func configFilePathsWithControlCharactersAreErrorsAtTheirPosition(_ json: String) throws {
        let (_, diagnostics) = try GeneratorTestHarness.readConfig(#"{ "files": { "colors": "# + json + " } }")
        let error = try #require(diagnostics.sorted.first)
        #expect(error.message.contains("'files.colors' is not a safe path inside the module: the path contains the character U+"))
        #expect(error.location == SourceLocation(file: "dsys.json", line: 1, column: 24))
    }

    /// Makes `path` unchangeable for this process: immutable for root (who ignores permissions), else read-only.
    private func makeUnchangeable(_ path: String, _ unchangeable: Bool) throws {
        if geteuid() == 0 {
            let chattr = Process()
            chattr.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
            chattr.arguments = [unchangeable ? "+i" : "-i", path]
            try chattr.run()
            chattr.waitUntilExit()
            #expect(chattr.terminationStatus == 0)
        } else {
            try fileManager.setAttributes([.posixPermissions: unchangeable ? 0o555 : 0o755], ofItemAtPath: path)
        }
    }

    @Test(arguments: ["Sources/M", "Sources/M/A.swift"])
    func anEntryDsysCannotChangeStopsTheRunWithThePreviousOutputIntact(_ blocked: String) throws {
        guard blocked.hasSuffix("/M") || geteuid() == 0 else { return }  // a read-only file is replaceable; only root can make it immutable
        let root = try makeFolder()
        defer { try? fileManager.removeItem(atPath: root) }
        let writer = OutputWriter(root: root)
        _ = try writer.write(files([("Sources/M/A.swift", "a1"), ("Sources/M/B.swift", "b1"), ("Tests/T.swift", "t1")]))
        let before = OutputTreeSnapshot.take(root)
        try makeUnchangeable(root + "/" + blocked, true)
        let error = #expect(throws: OutputError.self) {
            try writer.write(files([("Sources/M/A.swift", "a2"), ("Sources/N.swift", "n"), ("Tests/T.swift", "t2")]))
        }
        try makeUnchangeable(root + "/" + blocked, false)
        #expect(error?.description.contains("'\(root)/\(blocked)'") == true, "\(String(describing: error))")
        #expect(error?.description.contains("NSCocoaErrorDomain") == false)
        #expect(OutputTreeSnapshot.take(root) == before)
    }

    /// An append-only file (`chattr +a`) can be neither renamed nor removed, though `access` says
    /// it is writable: the run stops before anything changes, naming it, and leaves no staging.
    @Test func anAppendOnlyFileStopsTheRunBeforeAnythingChanges() throws {
        try #require(geteuid() == 0, "chattr +a needs root")
        let root = try makeFolder()
        defer { try? fileManager.removeItem(atPath: root) }
        let writer = OutputWriter(root: root)
        _ = try writer.write(files([("Sources/M/A.swift", "a1"), ("Tests/T.swift", "t1")]))
        let before = OutputTreeSnapshot.take(root)
        let chattr = { (flag: String) throws in
            let process = try Process.run(URL(fileURLWithPath: "/usr/bin/chattr"), arguments: [flag, root + "/Sources/M/A.swift"])
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
        }
        try chattr("+a")
        let error = #expect(throws: OutputError.self) {
            try writer.write(files([("Sources/M/A.swift", "a2"), ("Tests/T.swift", "t2")]))
        }
        try chattr("-a")
        #expect(error?.description.contains("'\(root)/Sources/M/A.swift'") == true, "\(String(describing: error))")
        #expect(OutputTreeSnapshot.take(root) == before)
    }

    @Test func regeneratingUnchangedFilesIntoAFolderDsysCannotChangeSucceeds() throws {
        let root = try makeFolder()
        defer { try? fileManager.removeItem(atPath: root) }
        let writer = OutputWriter(root: root)
        let generated = files([("Sources/M/A.swift", "a"), ("Tests/T.swift", "t")])
        _ = try writer.write(generated)
        let before = OutputTreeSnapshot.take(root)
        try makeUnchangeable(root, true)
        defer { try? makeUnchangeable(root, false) }
        let report = try writer.write(generated)
        #expect(report.unchanged == ["Sources/M/A.swift", "Tests/T.swift"])
        #expect(report.written.isEmpty && report.removed.isEmpty)
        #expect(OutputTreeSnapshot.take(root) == before)
        #expect(throws: OutputError.self) { try writer.write(files([("Sources/M/A.swift", "a2"), ("Tests/T.swift", "t")])) }
    }

    @Test func aUserFileInsideAFolderDsysOwnsSurvivesTheSwap() throws {
        let root = try makeFolder()
        defer { try? fileManager.removeItem(atPath: root) }
        let writer = OutputWriter(root: root)
        _ = try writer.write(files([("Sources/M/A.swift", "a1"), ("Sources/M/Old.swift", "old")]))
        try fileManager.createDirectory(atPath: root + "/Sources/M/Notes", withIntermediateDirectories: true)
        try "mine".write(toFile: root + "/Sources/M/Notes/mine.md", atomically: true, encoding: .utf8)
        try "mine too".write(toFile: root + "/Sources/M/Extra.swift", atomically: true, encoding: .utf8)
        let report = try writer.write(files([("Sources/M/A.swift", "a2")]))
        #expect(report.removed == ["Sources/M/Old.swift"])
        let after = OutputTreeSnapshot.take(root, skipping: [OutputWriter.manifestName])
        #expect(after == ["Sources": "dir", "Sources/M": "dir", "Sources/M/A.swift": "file a2", "Sources/M/Notes": "dir",
                          "Sources/M/Notes/mine.md": "file mine", "Sources/M/Extra.swift": "file mine too"])
    }

    @Test func theFileSystemRootAndTheHomeFolderAreRefused() {
        #expect(OutputFolderGuard.refusal(for: "/")?.contains("root of the file system") == true)
        #expect(OutputFolderGuard.refusal(for: NSHomeDirectory())?.contains("home folder") == true)
        #expect(OutputFolderGuard.refusal(for: NSTemporaryDirectory() + "dsys-not-there-\(UUID().uuidString)") == nil)
    }

    /// Whether a folder on the way to `path` inside `root` is a symbolic link.
    private func isBehindALink(_ path: String, in root: String) -> Bool {
        var folder = root
        for component in path.split(separator: "/").dropLast() {
            folder += "/" + component
            if (try? fileManager.attributesOfItem(atPath: folder))?[.type] as? FileAttributeType == .typeSymbolicLink { return true }
        }
        return false
    }

    /// A sealed up-to-date record made at random: inputs that are pipes, endless devices, `/`, a
    /// file outside listed again and again (or out of order), and stamps of paths outside.
    private func forgedRecord(parent: String, root: String, using random: inout SplitMix64) -> [UInt8] {
        let candidates: [InputRecorder.Item] = [.file(root + "/Sources"), .file("/dev/zero"), .tree("/"), .folder(parent + "/outside"),
                                                .file(parent + "/outside/A.swift"), .file(parent + "/outside/../outside/A.swift"),
                                                .file(parent + "/pipe")]
        let items = (0..<Int.random(in: 1...12, using: &random)).map { _ in candidates.randomElement(using: &random)! }
        let stamps = (0..<Int.random(in: 1...4, using: &random)).map { _ in
            (path: ["Package.swift", "../outside/A.swift", "Sources/M/A.swift", "/etc/passwd"].randomElement(using: &random)!,
             stamp: "\(UInt64.random(in: 0...9, using: &random)) 1 2 3.4 5.6")
        }
        let summary = UpToDateRecord.Summary(tokenCount: 1, fileCount: 1, account: "forged \u{1B}]0;title\u{07}", diagnostics: "")
        return UpToDateRecord(inputs: .init(digest: String(repeating: "0", count: 32), items: items, summary: summary), stamps: stamps).bytes
    }

    /// Random manifests (bytes, traversals, absolute paths, checksums of files outside and of no
    /// bytes), random links to outside and the root, pipes and devices where generated files
    /// belong, forged up-to-date records, files and folders in the way: the up-to-date check trusts
    /// no forged record, runs either succeed or stop with an `OutputError`, and nothing beside the
    /// output folder changes.
    @Test func hostileManifestsAndOutputTreesNeverChangeAnythingOutside() throws {
        var random = SplitMix64(seed: 0x5EED)
        var zero = stat()
        #expect(stat("/dev/zero", &zero) == 0)
        let names = ["A.swift", "Sources", "Sources/M", "Sources/M/A.swift", "Sources/M/x.colorset", "Sources/M/x.colorset/Contents.json",
                     "Tests", "Tests/T.swift", "Package.swift"]
        for round in 0..<40 {
            let parent = try makeFolder()
            defer { try? fileManager.removeItem(atPath: parent) }
            try fileManager.createDirectory(atPath: parent + "/outside/sub", withIntermediateDirectories: true)
            #expect(mkfifo(parent + "/pipe", 0o600) == 0)
            for name in ["A.swift", "Contents.json", "T.swift", "sub/Contents.json", "Package.swift"] {
                try "outside \(name)".write(toFile: parent + "/outside/" + name, atomically: true, encoding: .utf8)
            }
            let root = parent + "/Out"
            let generated = names.filter { $0.hasSuffix(".swift") || $0.hasSuffix(".json") }
            let writer = OutputWriter(root: root)
            _ = try writer.write(files(generated.map { ($0, "v1 \($0)") }))
            let before = OutputTreeSnapshot.take(parent, skipping: ["Out"])
            var manifest = ""
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                switch Int.random(in: 0..<7, using: &random) {
                case 0: manifest += "../outside/" + ["A.swift", "T.swift", "sub/Contents.json"].randomElement(using: &random)! + "\n"
                case 1: manifest += parent + "/outside/Package.swift\n"
                case 2: manifest += String(decoding: (0..<Int.random(in: 1...20, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }, as: UTF8.self) + "\n"
                case 3: manifest += names.randomElement(using: &random)! + "/../../outside/A.swift\n"
                case 4: manifest += "../outside/A.swift\t" + OutputManifest.checksum(of: [Array("outside A.swift".utf8)]) + "\n"
                case 5: manifest += names.randomElement(using: &random)! + "\t" + OutputManifest.checksum(of: [[UInt8]()]) + "\n"
                default: manifest += names.randomElement(using: &random)! + "/Contents.json\n"
                }
            }
            try append(manifest, toManifestIn: root)
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                let name = names.randomElement(using: &random)!
                let victim = root + "/" + name
                guard !isBehindALink(name, in: root) else { continue }  // the test itself must not write through its links
                try? fileManager.removeItem(atPath: victim)
                let target = [parent + "/outside", parent + "/outside/sub", "../../outside", "/", parent + "/outside/A.swift"]
                    .randomElement(using: &random)!
                try? fileManager.createSymbolicLink(atPath: victim, withDestinationPath: target)
            }
            for _ in 0..<Int.random(in: 0...2, using: &random) {
                let name = generated.randomElement(using: &random)!
                guard !isBehindALink(name, in: root) else { continue }
                let victim = root + "/" + name
                try? fileManager.removeItem(atPath: victim)
                _ = Bool.random(using: &random) ? mkfifo(victim, 0o600) : mknod(victim, S_IFCHR | 0o600, zero.st_rdev)
            }
            if Bool.random(using: &random), !isBehindALink(OutputFolderLayout.upToDateName, in: root) {
                try? fileManager.removeItem(atPath: root + "/" + OutputFolderLayout.upToDateName)
                #expect(fileManager.createFile(atPath: root + "/" + OutputFolderLayout.upToDateName,
                                               contents: Data(forgedRecord(parent: parent, root: root, using: &random))))
                #expect(writer.upToDateSummary(context: ["fuzz"]) == nil, "round \(round)")
            }
            let next = generated.filter { _ in Bool.random(using: &random) }
            do {
                _ = try writer.write(files(next.map { ($0, "v2 \($0)") }))
            } catch is OutputError {}
            #expect(OutputTreeSnapshot.take(parent, skipping: ["Out"]) == before, "round \(round)")
            #expect(!fileManager.fileExists(atPath: root + "/.dsys-staging"), "round \(round)")
        }
    }
}

/// The manifest lists a checksum of every file dsys wrote; a listed file is removed only while it
/// still holds those bytes.
@Suite struct ManifestChecksumTests {
    private let fileManager = FileManager.default

    private func makeFolder() throws -> String { try ScratchFolder.make("dsys-checksum-") }

    @Test func forgedManifestLinesNeverDeleteAUsersFile() throws {
        let root = try makeFolder()
        defer { try? fileManager.removeItem(atPath: root) }
        let writer = OutputWriter(root: root)
        _ = try writer.write([GeneratedFile(path: "Sources/A.swift", contents: "a")])
        try "mine".write(toFile: root + "/Sources/Mine.swift", atomically: true, encoding: .utf8)
        try "notes".write(toFile: root + "/Notes.txt", atomically: true, encoding: .utf8)
        let manifest = root + "/" + OutputWriter.manifestName
        let forged = try String(contentsOfFile: manifest, encoding: .utf8)
            + "Notes.txt\nSources/Mine.swift\t" + String(repeating: "0", count: 32) + "\n"
        try forged.write(toFile: manifest, atomically: true, encoding: .utf8)

        let report = try writer.write([GeneratedFile(path: "Sources/A.swift", contents: "a")])
        #expect(report.removed.isEmpty)
        #expect(fileManager.contents(atPath: root + "/Notes.txt") == Data("notes".utf8))
        #expect(fileManager.contents(atPath: root + "/Sources/Mine.swift") == Data("mine".utf8))
        #expect(report.warnings.count == 2)
        #expect(report.warnings.allSatisfy { $0.contains("in place") })
    }

    @Test func aFileEditedSinceDsysWroteItIsKeptAndAnUneditedOneRemoved() throws {
        let root = try makeFolder()
        defer { try? fileManager.removeItem(atPath: root) }
        let writer = OutputWriter(root: root)
        _ = try writer.write(["A.swift", "B.swift", "C.swift"].map { GeneratedFile(path: "Sources/\($0)", contents: $0) })
        try "edited".write(toFile: root + "/Sources/B.swift", atomically: true, encoding: .utf8)

        let report = try writer.write([GeneratedFile(path: "Sources/A.swift", contents: "A.swift")])
        #expect(report.removed == ["Sources/C.swift"])
        #expect(fileManager.contents(atPath: root + "/Sources/B.swift") == Data("edited".utf8))
        #expect(report.warnings == ["left '\(root)/Sources/B.swift' in place: dsys no longer generates it, but it does not hold what "
                                    + ".dsys-manifest says dsys wrote (edited since, empty, or listed without a checksum); remove it if it is not yours"])
        let manifest = try String(contentsOfFile: root + "/" + OutputWriter.manifestName, encoding: .utf8)
        #expect(manifest.hasSuffix("\nSources/A.swift\t\(OutputManifest.checksum(of: [Array("A.swift".utf8)]))\n"))
    }

    @Test func aListedFileLargerThanTheLimitIsNeverRead() throws {
        let root = try makeFolder()
        defer { try? fileManager.removeItem(atPath: root) }
        try "dsys".write(toFile: root + "/A.swift", atomically: true, encoding: .utf8)
        let line = "A.swift\t" + OutputManifest.checksum(of: [Array("dsys".utf8)]) + "\n"
        let manifest = OutputManifest(bytes: Array(line.utf8), displayPath: "M")
        let folder = try DirectoryHandle.open(root)
        #expect(manifest.stillHoldsWhatDsysWrote("A.swift", in: folder))
        #expect(!manifest.stillHoldsWhatDsysWrote("A.swift", in: folder, maximumBytes: 3))
    }

    @Test func anOversizedManifestIsNotRead() throws {
        let root = try makeFolder()
        defer { try? fileManager.removeItem(atPath: root) }
        let writer = OutputWriter(root: root)
        _ = try writer.write([GeneratedFile(path: "A.swift", contents: "a")])
        let manifest = try #require(FileHandle(forWritingAtPath: root + "/" + OutputWriter.manifestName))
        try manifest.truncate(atOffset: UInt64(OutputManifest.maximumBytes) + 1)
        try manifest.close()
        let error = #expect(throws: OutputError.self) { try writer.write([GeneratedFile(path: "A.swift", contents: "a2")]) }
        #expect(error?.description.contains("is larger than 64 MiB") == true)
        #expect(fileManager.contents(atPath: root + "/A.swift") == Data("a".utf8))
    }

    @Test(arguments: ["Sources/A.swift\tnot-a-checksum", "Sources/A.swift\t" + String(repeating: "A", count: 32)])
    func aMalformedChecksumIsIgnoredWithAWarning(line: String) {
        let manifest = OutputManifest(bytes: Array((line + "\n").utf8), displayPath: "M")
        #expect(manifest.paths.isEmpty)
        #expect(manifest.warnings.count == 1)
        #expect(manifest.warnings.first?.contains("the checksum is not 32 lowercase hexadecimal digits") == true)
    }

    /// The checksum of no bytes is public, so a line naming an empty file (a `.gitkeep`) with it
    /// would claim any such file: an empty file is never deleted.
    @Test func aForgedLineWithTheChecksumOfNoBytesNeverDeletesAnEmptyFile() throws {
        let root = try makeFolder()
        defer { try? fileManager.removeItem(atPath: root) }
        let writer = OutputWriter(root: root)
        _ = try writer.write([GeneratedFile(path: "Sources/A.swift", contents: "a")])
        #expect(fileManager.createFile(atPath: root + "/Sources/.gitkeep", contents: Data()))
        let manifest = root + "/" + OutputWriter.manifestName
        try (String(contentsOfFile: manifest, encoding: .utf8) + "Sources/.gitkeep\t" + OutputManifest.checksum(of: [[UInt8]()]) + "\n")
            .write(toFile: manifest, atomically: true, encoding: .utf8)

        let report = try writer.write([GeneratedFile(path: "Sources/A.swift", contents: "a")])
        #expect(report.removed.isEmpty)
        #expect(fileManager.fileExists(atPath: root + "/Sources/.gitkeep"))
        #expect(report.warnings.count == 1)
    }

    /// dsys 0.10 listed SHA-256 checksums: its files stay dsys's (regenerated in place), but a
    /// stale one is kept with a warning, since no checksum this dsys computes can vouch for it.
    @Test func aSHA256ChecksumOfDsys010OwnsThePathButNeverVouchesForIt() throws {
        let root = try makeFolder()
        defer { try? fileManager.removeItem(atPath: root) }
        try fileManager.createDirectory(atPath: root + "/Sources", withIntermediateDirectories: true)
        for name in ["A", "Stale"] {
            try "old".write(toFile: root + "/Sources/\(name).swift", atomically: true, encoding: .utf8)
        }
        let sha256 = "1" + String(repeating: "a", count: 63)
        try "Sources/A.swift\t\(sha256)\nSources/Stale.swift\t\(sha256)\n"
            .write(toFile: root + "/" + OutputWriter.manifestName, atomically: true, encoding: .utf8)

        let report = try OutputWriter(root: root).write([GeneratedFile(path: "Sources/A.swift", contents: "new")])
        #expect(fileManager.contents(atPath: root + "/Sources/A.swift") == Data("new".utf8))
        #expect(fileManager.contents(atPath: root + "/Sources/Stale.swift") == Data("old".utf8))
        #expect(report.removed.isEmpty)
        #expect(report.warnings.count == 1)
        #expect(report.warnings.first?.contains("Stale.swift") == true)
    }
}
