import Foundation

/// Locations in the dsys checkout that the compile check reads.
enum RepositoryLayout {
    /// The package root: this file lives in `Tests/DsysCompileTests/`.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Sources of the interface stub modules, one folder per module.
    static var stubsDirectory: URL {
        root.appending(path: "Tests/CompilationEnvironment/Stubs", directoryHint: .isDirectory)
    }

    /// Code that must type-check: one folder per module.
    static var positiveFixturesDirectory: URL {
        root.appending(path: "Tests/DsysCompileTests/Fixtures/Positive", directoryHint: .isDirectory)
    }

    /// Files that must each fail to type-check with the message named in their first line.
    static var negativeFixturesDirectory: URL {
        root.appending(path: "Tests/DsysCompileTests/Fixtures/Negative", directoryHint: .isDirectory)
    }

    /// Files that must each fail to type-check against the macOS stubs, with the Starter example's module.
    static var macOSNegativeFixturesDirectory: URL {
        root.appending(path: "Tests/DsysCompileTests/Fixtures/NegativeMacOS", directoryHint: .isDirectory)
    }

    /// The shared corpus of real token sets beside the checkout (`../shared/corpus`), when it is there.
    static var sharedCorpus: URL? {
        let folder = root.deletingLastPathComponent().appending(path: "shared/corpus", directoryHint: .isDirectory)
        return FileManager.default.fileExists(atPath: folder.path) ? folder : nil
    }
}
