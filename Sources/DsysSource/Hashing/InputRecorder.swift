import Foundation

/// Notes what a `dsys generate` run read from the file system (files, folder listings, existence
/// probes) and what it found, at the moment it read it, so a later run can tell cheaply whether it
/// would read exactly the same (`UpToDateRecord`). Recording is on only inside `recording(_:)`; the
/// readers call the `note…` functions, which do nothing otherwise.
public final class InputRecorder: @unchecked Sendable {
    /// One thing a run looked at.
    public enum Item: Hashable, Sendable {
        /// A file's bytes (reading one also records the listing of its folder, which covers the
        /// files probed beside it).
        case file(String)
        /// A folder's names, with each entry's kind and a link's target.
        case folder(String)
        /// A folder with everything below it, the way a folder input is scanned.
        case tree(String)
    }

    @TaskLocal static var current: InputRecorder?

    private let lock = NSLock()
    /// What each item held when it was read (`InputDigest.observe`).
    private var observations: [Item: String] = [:]

    public init() {}

    /// Runs `body` with this recorder noting every read.
    public func recording<Result>(_ body: () throws -> Result) rethrows -> Result {
        try Self.$current.withValue(self, operation: body)
    }

    /// Notes `item` as it is now, unless it was noted before (the first look is what the run used).
    public func note(_ item: Item) {
        guard observation(of: item) == nil else { return }
        let observed = InputDigest.observe(item)
        lock.lock()
        if observations[item] == nil { observations[item] = observed }
        lock.unlock()
    }

    /// The items noted, in a stable order, with what each held.
    public var recorded: [(item: Item, observation: String)] {
        lock.lock()
        defer { lock.unlock() }
        return observations.map { ($0.key, $0.value) }.sorted { $0.item.key.utf8Precedes($1.item.key) }
    }

    private func observation(of item: Item) -> String? {
        lock.lock()
        defer { lock.unlock() }
        return observations[item]
    }

    /// Notes that `bytes` were read from the file at `path` (hashed now, so a file edited while dsys
    /// runs is recorded as the run read it), and the listing of its folder.
    package static func noteFileRead(_ path: String, bytes: some Collection<UInt8>) {
        guard let recorder = current else { return }
        let observed = InputDigest.fileObservation(path, bytes: bytes)
        recorder.lock.lock()
        if recorder.observations[.file(path)] == nil { recorder.observations[.file(path)] = observed }
        recorder.lock.unlock()
        let folder = (path as NSString).deletingLastPathComponent
        recorder.note(.folder(folder.isEmpty ? "." : folder))
    }

    /// Notes that the names in `folder` were listed.
    package static func noteFolderListed(_ path: String) {
        current?.note(.folder(path.isEmpty ? "." : path))
    }
}

extension InputRecorder.Item {
    /// The kind and path in one string: a stable order, and what the record stores.
    package var key: String {
        switch self {
        case .file(let path): "file " + path
        case .folder(let path): "folder " + path
        case .tree(let path): "tree " + path
        }
    }

    /// The item `key` names.
    package init?(key: String) {
        guard let space = key.firstIndex(of: " ") else { return nil }
        let path = String(key[key.index(after: space)...])
        switch key[..<space] {
        case "file": self = .file(path)
        case "folder": self = .folder(path)
        case "tree": self = .tree(path)
        default: return nil
        }
    }
}
