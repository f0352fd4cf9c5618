@testable import DsysCore
import Foundation
import Testing

/// Every real token set in `../shared/corpus` is read without a crash, and the diagnostics for
/// each project are exactly the checked-in ones in `Tests/CorpusExpectations/` (reviewed by hand:
/// dangling aliases in Adobe's data, non-DTCG types, Style Dictionary themes split across files).
/// `DSYS_RECORD=1` rewrites the expectations and fails, so the diff is read.
@Suite(.enabled(if: InputTestSupport.corpus != nil, "\(InputTestSupport.corpusMissing)"))
struct CorpusTests {
    static let expectations = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("CorpusExpectations")

    /// One input per project: folders with a Tokens Studio or resolver marker; other sets folder by folder.
    static var projects: [String] {
        guard let corpus = InputTestSupport.corpus else { return [] }
        var projects: [String] = []
        let sets = ((try? FileManager.default.contentsOfDirectory(atPath: corpus)) ?? []).sorted()
        for set in sets where set != "dtcg-spec-examples" {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: corpus + "/" + set, isDirectory: &isDirectory), isDirectory.boolValue
            else { continue }
            projects.append(contentsOf: projectFolders(in: set, corpus: corpus))
        }
        return projects
    }

    /// `relative` itself when it is one project (it has a Tokens Studio or resolver marker, token
    /// files at its top, a `tokens` folder, or no subfolders), else the projects in its subfolders.
    private static func projectFolders(in relative: String, corpus: String) -> [String] {
        let folder = corpus + "/" + relative
        let children = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        let subfolders = children.filter { child in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder + "/" + child, isDirectory: &isDirectory) && isDirectory.boolValue
        }
        let markers = children.contains("$themes.json") || children.contains("$metadata.json")
            || children.contains { $0.hasSuffix(".resolver.json") }
        let hasTopLevelTokens = children.contains { FolderListing.tokenFileExtensions.contains(($0 as NSString).pathExtension) }
        if markers || hasTopLevelTokens || subfolders.isEmpty || subfolders.contains("tokens") { return [relative] }
        return subfolders.flatMap { projectFolders(in: relative + "/" + $0, corpus: corpus) }
            .filter { !FolderListing.tokenFiles(in: corpus + "/" + $0).isEmpty }
    }

    @Test func projectsAreFound() {
        #expect(Self.projects.count >= 15)
        #expect(Self.projects.contains("adobe-spectrum-tokens-studio/foundations"))
    }

    @Test(arguments: projects)
    func readsWithExactlyTheKnownDiagnostics(_ project: String) throws {
        let corpus = try #require(InputTestSupport.corpus)
        var diagnostics = Diagnostics()
        let tokens = InputTestSupport.corpusFrontEnd.load([corpus + "/" + project], diagnostics: &diagnostics)
        let actual = diagnostics.sorted.filter { $0.severity == .error }
            .map { $0.description.replacingOccurrences(of: corpus + "/", with: "").components(separatedBy: "\n")[0] }
        let summary = "# \(project): \(tokens?.defaultTokens.count ?? 0) tokens, modes: "
            + (tokens?.modes.map(\.name).joined(separator: ", ") ?? "none") + "\n"
        let text = summary + actual.map { $0 + "\n" }.joined()
        let file = Self.expectations.appendingPathComponent(project.replacingOccurrences(of: "/", with: "__") + ".txt")
        if ProcessInfo.processInfo.environment["DSYS_RECORD"] == "1" {
            try FileManager.default.createDirectory(at: Self.expectations, withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
            Issue.record("Recorded corpus expectations for \(project); review the diff.")
            return
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        #expect(text == expected)
    }
}
