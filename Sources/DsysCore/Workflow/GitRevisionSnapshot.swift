import Foundation

/// A git revision's files, extracted into a temporary folder with `git archive`, so `dsys diff
/// --from REV` can read the token set as it was. The working tree and the repository are not touched.
public struct GitRevisionSnapshot: Sendable {
    /// The temporary folder holding the revision's tree (remove it with `remove()`).
    public let root: URL
    /// The current folder's path inside the repository (`design/` or empty), so relative inputs
    /// resolve the same way in the snapshot.
    public let prefix: String

    /// The repository's top folder in the working tree.
    let topLevel: String

    /// The folder in the snapshot that corresponds to the current folder.
    public var workingFolder: URL { prefix.isEmpty ? root : root.appendingPathComponent(prefix) }

    /// Where the snapshot holds the working-tree `path` (relative to the current folder, or absolute
    /// inside the repository); nil for an absolute path outside the repository.
    public func path(for path: String) -> String? {
        guard path.hasPrefix("/") else { return workingFolder.appendingPathComponent(path).path }
        let top = topLevel.hasSuffix("/") ? topLevel : topLevel + "/"
        guard path.hasPrefix(top) else { return nil }
        return root.appendingPathComponent(String(path.dropFirst(top.count))).path
    }

    /// Extracts `revision` of the repository containing `folder`. Throws a message saying what git
    /// reported when `folder` is not in a repository or the revision does not exist.
    public init(revision: String, folder: URL) throws {
        guard !revision.hasPrefix("-") else { throw SnapshotError("'\(revision)' is not a git revision") }
        prefix = try Self.git(["rev-parse", "--show-prefix"], in: folder).trimmingCharacters(in: .whitespacesAndNewlines)
        topLevel = try Self.git(["rev-parse", "--show-toplevel"], in: folder).trimmingCharacters(in: .whitespacesAndNewlines)
        do {
            _ = try Self.git(["rev-parse", "--verify", "--quiet", revision + "^{tree}"], in: folder)
        } catch {
            throw SnapshotError("'\(revision)' is no revision of the git repository at \(topLevel)")
        }
        root = FileManager.default.temporaryDirectory.appendingPathComponent("dsys-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let archive = root.appendingPathComponent(".revision.tar")
        do {
            _ = try Self.git(["archive", "--format=tar", "--output=\(archive.path)", revision], in: URL(fileURLWithPath: topLevel))
            _ = try Self.run(URL(fileURLWithPath: "/usr/bin/env"), ["tar", "-xf", archive.path, "-C", root.path], in: root)
            try FileManager.default.removeItem(at: archive)
        } catch {
            remove()
            throw error
        }
    }

    public func remove() {
        try? FileManager.default.removeItem(at: root)
    }

    /// What went wrong, in words for the user.
    public struct SnapshotError: Error, CustomStringConvertible {
        public let description: String
        init(_ description: String) { self.description = description }
    }

    private static func git(_ arguments: [String], in folder: URL) throws -> String {
        try run(URL(fileURLWithPath: "/usr/bin/env"), ["git"] + arguments, in: folder)
    }

    /// Runs a program and returns its standard output; throws with its standard error when it fails.
    private static func run(_ program: URL, _ arguments: [String], in folder: URL) throws -> String {
        let result: ExternalProgram.Result
        do { result = try ExternalProgram.run(program, arguments, in: folder) } catch {
            throw SnapshotError("could not run \(arguments.first ?? "git"): \(error.localizedDescription)")
        }
        guard result.status == 0 else {
            let message = result.standardError.trimmingCharacters(in: .whitespacesAndNewlines)
            throw SnapshotError("\(arguments.prefix(2).joined(separator: " ")) failed" + (message.isEmpty ? "" : ": \(message)"))
        }
        return result.standardOutput
    }
}
