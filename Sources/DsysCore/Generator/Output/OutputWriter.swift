import Foundation

/// Writes generated files into the output folder safely:
///
/// - only paths inside the folder (relative, no `..`, no symbolic link on the way) are written;
/// - files whose bytes did not change are not touched, so Xcode does not rebuild them;
/// - files dsys wrote before (listed in `.dsys-manifest`) and no longer produces are removed;
///   files dsys did not write are never touched, and a file of the user's is never overwritten;
/// - new contents are first written to a staging folder beside the output, and moved into place
///   only when every file was staged, so a failure leaves the previous output as it was.
public struct OutputWriter {
    /// What a write did, for the CLI's report.
    public struct Report: Sendable, Equatable {
        public var written: [String] = []
        public var unchanged: [String] = []
        public var removed: [String] = []
    }

    public static let manifestName = ".dsys-manifest"
    public let root: String
    private let fileManager = FileManager.default

    public init(root: String) {
        self.root = root
    }

    /// The files that would change, without writing anything (`--check`).
    public func plan(_ files: [GeneratedFile]) throws -> Report {
        try validate(files)
        var report = Report()
        let previous = previousManifest()
        let newPaths = Set(files.map(\.path))
        for file in files {
            if existingContents(file.path) == file.data {
                report.unchanged.append(file.path)
            } else {
                report.written.append(file.path)
            }
        }
        report.removed = previous.filter { !newPaths.contains($0) }.sorted()
        return report
    }

    /// Writes `files`; see the type's summary for the guarantees.
    public func write(_ files: [GeneratedFile]) throws -> Report {
        var report = try plan(files)
        let manifest = manifestText(files.map(\.path))
        let manifestChanged = existingContents(Self.manifestName) != Data(manifest.utf8)
        guard !report.written.isEmpty || !report.removed.isEmpty || manifestChanged else { return report }
        let parent = (absolute(root) as NSString).deletingLastPathComponent
        try fileManager.createDirectory(atPath: parent, withIntermediateDirectories: true)
        let staging = (parent as NSString).appendingPathComponent(".\((root as NSString).lastPathComponent).dsys-staging-\(UUID().uuidString)")
        defer { try? fileManager.removeItem(atPath: staging) }
        let changed = files.filter { report.written.contains($0.path) }
        for file in changed {
            try stage(file.data, at: file.path, in: staging)
        }
        try stage(Data(manifest.utf8), at: Self.manifestName, in: staging)
        try fileManager.createDirectory(atPath: root, withIntermediateDirectories: true)
        for file in changed {
            try moveIntoPlace(file.path, from: staging)
        }
        for path in report.removed {
            let target = (root as NSString).appendingPathComponent(path)
            if isRegularFile(target) { try fileManager.removeItem(atPath: target) }
            removeEmptyParents(of: path)
        }
        try moveIntoPlace(Self.manifestName, from: staging)
        report.written.sort()
        return report
    }

    /// Rejects paths that could leave the folder, and files of the user's that a write would replace.
    private func validate(_ files: [GeneratedFile]) throws {
        if isSymbolicLink(root) {
            throw OutputError("the output folder '\(root)' is a symbolic link; give the real folder instead")
        }
        let owned = Set(previousManifest())
        let hasManifest = fileManager.fileExists(atPath: (root as NSString).appendingPathComponent(Self.manifestName))
        for file in files {
            let components = file.path.split(separator: "/", omittingEmptySubsequences: false)
            guard !file.path.hasPrefix("/"), !components.contains(where: { $0 == ".." || $0 == "." || $0.isEmpty }) else {
                throw OutputError("refusing to write '\(file.path)': generated paths must stay inside the output folder")
            }
            var current = root
            for component in components {
                current = (current as NSString).appendingPathComponent(String(component))
                if isSymbolicLink(current) {
                    throw OutputError("refusing to write through the symbolic link '\(current)'; remove it from the output folder")
                }
            }
            let target = (root as NSString).appendingPathComponent(file.path)
            if fileManager.fileExists(atPath: target), !owned.contains(file.path),
               existingContents(file.path) != file.data {
                throw OutputError(
                    "refusing to overwrite '\(target)', which dsys did not write"
                        + (hasManifest ? "" : " (the folder has no \(Self.manifestName))")
                        + "; move it away or choose another --output folder"
                )
            }
        }
    }

    private func stage(_ data: Data, at path: String, in staging: String) throws {
        let target = (staging as NSString).appendingPathComponent(path)
        try fileManager.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        guard fileManager.createFile(atPath: target, contents: data) else {
            throw OutputError("could not write '\(target)'")
        }
    }

    private func moveIntoPlace(_ path: String, from staging: String) throws {
        let source = (staging as NSString).appendingPathComponent(path)
        let target = (root as NSString).appendingPathComponent(path)
        try fileManager.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        if fileManager.fileExists(atPath: target) { try fileManager.removeItem(atPath: target) }
        try fileManager.moveItem(atPath: source, toPath: target)
    }

    private func removeEmptyParents(of path: String) {
        var folder = (path as NSString).deletingLastPathComponent
        while !folder.isEmpty {
            let full = (root as NSString).appendingPathComponent(folder)
            guard let contents = try? fileManager.contentsOfDirectory(atPath: full), contents.isEmpty else { return }
            try? fileManager.removeItem(atPath: full)
            folder = (folder as NSString).deletingLastPathComponent
        }
    }

    private func previousManifest() -> [String] {
        guard let data = existingContents(Self.manifestName), let text = String(data: data, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty }
    }

    private func manifestText(_ paths: [String]) -> String {
        "# Files written by dsys generate. dsys removes a listed file when it no longer generates it.\n"
            + paths.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.joined(separator: "\n") + "\n"
    }

    private func existingContents(_ path: String) -> Data? {
        let target = (root as NSString).appendingPathComponent(path)
        guard isRegularFile(target) else { return nil }
        return fileManager.contents(atPath: target)
    }

    private func isRegularFile(_ path: String) -> Bool {
        guard let attributes = try? fileManager.attributesOfItem(atPath: path) else { return false }
        return attributes[.type] as? FileAttributeType == .typeRegular
    }

    private func isSymbolicLink(_ path: String) -> Bool {
        guard let attributes = try? fileManager.attributesOfItem(atPath: path) else { return false }
        return attributes[.type] as? FileAttributeType == .typeSymbolicLink
    }

    private func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : (fileManager.currentDirectoryPath as NSString).appendingPathComponent(path)
    }
}

/// A problem writing the output folder; nothing was changed when it is thrown before the move.
public struct OutputError: Error, CustomStringConvertible, Sendable {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
