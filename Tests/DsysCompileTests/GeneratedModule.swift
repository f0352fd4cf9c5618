import Foundation

/// A Swift module on disk: a folder whose `.swift` files (at any depth) form one module named
/// after the folder.
struct GeneratedModule: Sendable, Hashable, CustomStringConvertible {
    let name: String
    let directory: URL
    private(set) var sourceFiles: [URL]
    /// Whether the folder holds resources SwiftPM would bundle (an asset catalog or a
    /// `Resources` folder), which makes SwiftPM synthesize `Bundle.module`.
    let hasResources: Bool
    /// The asset catalogs (`.xcassets` folders) in the module, for which Xcode generates symbols.
    let assetCatalogs: [URL]
    /// The modules the sources import.
    let importedModules: Set<String>

    /// The module rooted at `directory`; `nil` when the folder holds no `.swift` file.
    init?(directory: URL) {
        var sourceFiles: [URL] = []
        var hasResources = false
        var assetCatalogs: [URL] = []
        let contents = FileManager.default.enumerator(
            at: directory,
            includingPropertiesForKeys: [.isDirectoryKey],
            options: [.skipsHiddenFiles]
        )
        while let url = contents?.nextObject() as? URL {
            if url.pathExtension == "swift" {
                sourceFiles.append(url)
            } else if url.pathExtension == "xcassets" {
                hasResources = true
                assetCatalogs.append(url)
            } else if url.lastPathComponent == "Resources" {
                hasResources = true
            }
        }
        guard !sourceFiles.isEmpty else { return nil }
        self.name = directory.lastPathComponent
        self.directory = directory
        self.sourceFiles = sourceFiles.sorted { $0.path < $1.path }
        self.hasResources = hasResources
        self.assetCatalogs = assetCatalogs.sorted { $0.path < $1.path }
        self.importedModules = Set(sourceFiles.flatMap { Self.imports(in: $0) })
    }

    var description: String { name }

    /// This module with `files` compiled as part of it (an example's usage code).
    func addingUsageFiles(_ files: [URL]) -> GeneratedModule {
        var copy = self
        copy.sourceFiles += files
        return copy
    }

    /// Module names of the `import` declarations in `file` (`@testable import A`,
    /// `import struct A.B` and `import A.B` all import `A`).
    static func imports(in file: URL) -> [String] {
        guard let source = try? String(contentsOf: file, encoding: .utf8) else { return [] }
        let importKinds: Set<Substring> = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"]
        return source.split(separator: "\n").compactMap { line in
            var words = line.split(whereSeparator: \.isWhitespace).drop(while: { $0.hasPrefix("@") })
            guard words.first == "import" else { return nil }
            words = words.dropFirst()
            if let kind = words.first, importKinds.contains(kind) {
                words = words.dropFirst()
            }
            return words.first.flatMap { $0.split(separator: ".").first }.map(String.init)
        }
    }
}
