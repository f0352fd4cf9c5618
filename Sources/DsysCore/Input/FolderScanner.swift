import Foundation

/// Decides what a folder input is and lists its token files in a stable order.
enum FolderScanner {
    enum FolderKind {
        /// A Tokens Studio project rooted at the folder (which may be a subfolder of the input).
        case tokensStudio(String)
        case resolver(String)
        case tokenFiles([String])
    }

    static let tokenFileExtensions = ["json", "jsonc", "json5", "yaml", "yml"]
    /// Files that live beside token files but are not tokens.
    private static let ignoredNames: Set<String> = [
        "package.json", "package-lock.json", "tsconfig.json", "composer.json", "$themes.json", "$metadata.json",
        ".prettierrc.json", ".eslintrc.json", "renovate.json", "lerna.json", "turbo.json",
    ]

    /// What `folder` holds: a Tokens Studio project or a resolver document (at the top, or in the
    /// only subfolder that has one, as exports often put them in `tokens/`), else plain token files.
    static func classify(_ folder: String) -> FolderKind {
        if let kind = project(at: folder) { return kind }
        let subfolders = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
            .map { join(folder, $0) }.filter(isDirectory)
        let projects = subfolders.compactMap(project(at:))
        if projects.count == 1, let only = projects.first { return only }
        return .tokenFiles(tokenFiles(in: folder))
    }

    private static func project(at folder: String) -> FolderKind? {
        let top = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        if top.contains("$themes.json") || top.contains("$metadata.json") { return .tokensStudio(folder) }
        if let resolver = top.filter({ $0.hasSuffix(".resolver.json") }).sorted().first {
            return .resolver(join(folder, resolver))
        }
        return nil
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Every token file below `folder`, sorted by path, skipping hidden folders and `node_modules`.
    static func tokenFiles(in folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") || name == "node_modules" {
                enumerator.skipDescendants()
                continue
            }
            let fileExtension = (name as NSString).pathExtension.lowercased()
            guard tokenFileExtensions.contains(fileExtension), !ignoredNames.contains(name) else { continue }
            let path = join(folder, relative)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files.append(path)
            }
        }
        return files.sorted()
    }

    static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
