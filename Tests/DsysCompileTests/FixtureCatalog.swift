import Foundation

/// A file that must fail to type-check, with the message it must fail with.
struct NegativeControl: Sendable, CustomStringConvertible {
    /// The header every negative control starts with.
    static let headerPrefix = "// expect-error: "

    let file: URL
    /// A substring of one of the compiler's error messages for this file.
    let expectedMessage: String?

    init(file: URL) {
        self.file = file
        let firstLine = (try? String(contentsOf: file, encoding: .utf8))?
            .split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
            .first
        expectedMessage = firstLine.flatMap { line in
            line.hasPrefix(Self.headerPrefix) ? String(line.dropFirst(Self.headerPrefix.count)) : nil
        }
    }

    var description: String { file.lastPathComponent }
}

/// The fixtures checked into `Tests/DsysCompileTests/Fixtures`.
enum FixtureCatalog {
    /// Each folder of `Fixtures/Positive` is one module that must type-check.
    static func positiveModules() -> [GeneratedModule] {
        let folders = (try? FileManager.default.contentsOfDirectory(
            at: RepositoryLayout.positiveFixturesDirectory,
            includingPropertiesForKeys: nil,
            options: [.skipsHiddenFiles]
        )) ?? []
        return folders.compactMap(GeneratedModule.init(directory:)).sorted { $0.name < $1.name }
    }

    /// Each `.swift` file of `directory` (by default `Fixtures/Negative`) is one negative control.
    static func negativeControls(in directory: URL = RepositoryLayout.negativeFixturesDirectory) -> [NegativeControl] {
        let files = (try? FileManager.default.contentsOfDirectory(
            at: directory,
            includingPropertiesForKeys: nil
        )) ?? []
        return files.filter { $0.pathExtension == "swift" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
            .map(NegativeControl.init(file:))
    }
}
