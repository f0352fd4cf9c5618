@testable import DsysOutput
import Testing

/// The entries the up-to-date record stamps, listed from the plan's sorted files: every file, every
/// folder holding one (each once), and the manifest, bytewise, each file with its index.
@Suite struct RecordedEntriesTests {
    @Test func everyFileFolderAndTheManifestAreListedOnceInBytewiseOrder() throws {
        // `a/b` sorts before `a/b-x` and `a/b.txt`, whose files come before `a/b/…`; `Z` before `a`.
        let texts = ["a/b/e/f.json", "z.swift", "a/b.txt", "a/b/c.txt", "a/b-x/d", "Z/y", "a/b/e/g"]
        let paths = try texts.map { try #require(OutputPath(validating: $0)) }
        let order = paths.indices.sorted { paths[$0].text.utf8Precedes(paths[$1].text) }

        let entries = RecordedEntries(paths: paths, order: order).entries

        #expect(entries.map(\.path) == [
            ".dsys-manifest", "Z", "Z/y", "a", "a/b", "a/b-x", "a/b-x/d", "a/b.txt", "a/b/c.txt", "a/b/e",
            "a/b/e/f.json", "a/b/e/g", "z.swift",
        ])
        for entry in entries {
            #expect(entry.fileIndex == texts.firstIndex(of: entry.path), "\(entry.path)")
        }
    }

    @Test func noFilesListOnlyTheManifest() {
        #expect(RecordedEntries(paths: [], order: []).entries.map(\.path) == [OutputFolderLayout.manifestName])
    }
}
