import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The checksum (`ContentHasher`) of what determines a run's output: `context` (dsys's version and executable, the
/// working folder, the command line) and what every recorded item held (each file's bytes, each
/// folder's names and kinds, symbolic links' targets). Two runs with the same digest read the same
/// bytes under the same settings, so they generate the same files.
public enum InputDigest {
    /// Folders below a scanned tree are entered at most this deep (a loop of links stays bounded).
    static let maximumTreeDepth = 32

    /// The digest of `context` and the items with what each held.
    public static func digest(context: [String], observations: [(item: InputRecorder.Item, observation: String)]) -> String {
        var hash = ContentHasher()
        hash.update(field: "dsys input digest 1")
        hash.update(field: String(context.count))
        for field in context { hash.update(field: field) }
        for (item, observation) in observations {
            hash.update(field: item.key)
            hash.update(field: observation)
        }
        return hash.hexDigest()
    }

    /// What `item` holds now.
    package static func observe(_ item: InputRecorder.Item) -> String {
        switch item {
        case .file(let path):
            // The record is data in the output folder, not trusted: a listed pipe, device or huge
            // file is described, never read (reading it would block or never end).
            if let problem = RegularFileCheck.problem(path) { return describeEntry(path) + " not read: \(problem)" }
            guard let data = FileManager.default.contents(atPath: path) else { return describeEntry(path) + " unreadable" }
            return fileObservation(path, bytes: data)
        case .folder(let path):
            var hash = ContentHasher()
            addFolder(path, to: &hash)
            return hash.hexDigest()
        case .tree(let path):
            var hash = ContentHasher()
            addTree(path, depth: 0, to: &hash)
            return hash.hexDigest()
        }
    }

    /// What the file at `path` holding `bytes` is: its kind (a link's target), where it really is
    /// (a linked folder on the way re-pointed elsewhere changes this, also when the bytes there are
    /// the same: what a `$ref` may reach depends on it) and the bytes' digest.
    static func fileObservation(_ path: String, bytes: some Collection<UInt8>) -> String {
        fileObservation(path, digest: digest(of: bytes))
    }

    private static func fileObservation(_ path: String, digest: String) -> String {
        describeEntry(path) + " at " + realLocation(path) + " " + digest
    }

    private static func digest(of bytes: some Collection<UInt8>) -> String {
        var hash = ContentHasher()
        hash.update(bytes)
        return hash.hexDigest()
    }

    /// The most bytes the up-to-date check reads again in all (four of the largest input files).
    static let maximumRereadBytes = 4 * RegularFileCheck.maximumBytes

    /// What each of `items` holds now, as `observe` says, for the up-to-date check of a record that
    /// lies in a folder others may write: each distinct file (by device and inode) is read once,
    /// however many names the record lists it under, and nil means the files add up to more than
    /// `maximumBytes` (a forged record listing a large file many times), so the run is a full one.
    package static func observeAgain(_ items: [InputRecorder.Item], maximumBytes: Int = maximumRereadBytes)
        -> [(item: InputRecorder.Item, observation: String)]? {
        var digests: [FileIdentity: String] = [:]
        var budget = maximumBytes
        var result: [(item: InputRecorder.Item, observation: String)] = []
        result.reserveCapacity(items.count)
        for item in items {
            guard case .file(let path) = item, RegularFileCheck.problem(path) == nil, let identity = FileIdentity(path) else {
                result.append((item, observe(item)))
                continue
            }
            if let digest = digests[identity] {
                result.append((item, fileObservation(path, digest: digest)))
                continue
            }
            budget -= identity.size
            guard budget >= 0 else { return nil }
            guard let data = FileManager.default.contents(atPath: path) else {
                result.append((item, describeEntry(path) + " unreadable"))
                continue
            }
            let digest = digest(of: data)
            digests[identity] = digest
            result.append((item, fileObservation(path, digest: digest)))
        }
        return result
    }

    /// Which file a path reaches (links followed) and the version of it: one read serves every name
    /// of the same version.
    private struct FileIdentity: Hashable {
        let device: UInt64, inode: UInt64, size: Int, modified: String

        init?(_ path: String) {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            #if canImport(Darwin)
            modified = "\(info.st_mtimespec.tv_sec).\(info.st_mtimespec.tv_nsec) \(info.st_ctimespec.tv_sec).\(info.st_ctimespec.tv_nsec)"
            #else
            modified = "\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec) \(info.st_ctim.tv_sec).\(info.st_ctim.tv_nsec)"
            #endif
            (device, inode, size) = (UInt64(info.st_dev), UInt64(info.st_ino), Int(info.st_size))
        }
    }

    /// `path` with every symbolic link on the way resolved, or "unresolved".
    private static func realLocation(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return "unresolved" }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The context every digest starts with: dsys's version, its executable's identity (a rebuilt
    /// binary counts as another dsys), the working folder and the arguments.
    public static func processContext(arguments: [String]) -> [String] {
        let executable = Bundle.main.executablePath ?? CommandLine.arguments.first ?? ""
        return [DsysVersion.current, executable, describeEntry(executable, following: true),
                FileManager.default.currentDirectoryPath, String(arguments.count)] + arguments
    }

    /// The names in the folder at `path` with what each is, leaving out the packages dsys
    /// generated (`isListedGeneratedPackage`).
    private static func addFolder(_ path: String, to hash: inout ContentHasher) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else {
            hash.update(field: "not a folder: " + describeEntry(path))
            return
        }
        let listed = names.filter { !isListedGeneratedPackage(join(path, $0)) }
        hash.update(field: String(listed.count))
        for name in listed.sorted(by: { $0.utf8Precedes($1) }) {
            hash.update(field: name)
            hash.update(field: describeEntry(join(path, name)))
        }
    }

    /// Whether `path` is a real folder holding a package dsys generated. Such a folder is never read
    /// as input, so whether it is there decides nothing a run reads; and a run's own output folder,
    /// often beside its token file, is made or replaced by that run (the exchange gives it a new
    /// inode and time), so counting it would make the next run's digest differ every time.
    private static func isListedGeneratedPackage(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR && GeneratedPackageMarker.isGeneratedPackage(path)
    }

    /// A folder and, recursively, its subfolders; hidden folders and `node_modules` are listed but
    /// not entered further, and generated packages not even listed, as the folder scanner skips them.
    private static func addTree(_ path: String, depth: Int, to hash: inout ContentHasher) {
        addFolder(path, to: &hash)
        guard depth < maximumTreeDepth, let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return }
        for name in names.sorted(by: { $0.utf8Precedes($1) }) {
            let child = join(path, name)
            // Only real folders are entered (a link's target is in the listing): a link to `/` in
            // an input tree, or in a forged record, cannot make the walk cover the whole disk.
            var info = stat()
            guard lstat(child, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, !GeneratedPackageMarker.isGeneratedPackage(child) else {
                continue
            }
            hash.update(field: child)
            if name.hasPrefix(".") || name == "node_modules" {
                addFolder(child, to: &hash)
            } else {
                addTree(child, depth: depth + 1, to: &hash)
            }
        }
    }

    /// What is at `path`: its kind, size and modification time, and a link's target.
    static func describeEntry(_ path: String, following: Bool = false) -> String {
        var info = stat()
        guard (following ? stat(path, &info) : lstat(path, &info)) == 0 else { return "missing" }
        let kind = info.st_mode & S_IFMT
        #if canImport(Darwin)
        let modified = "\(info.st_mtimespec.tv_sec).\(info.st_mtimespec.tv_nsec)"
        #else
        let modified = "\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
        #endif
        switch kind {
        case S_IFLNK:
            return "link to " + ((try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?")
        case S_IFDIR:
            return "folder"
        case S_IFREG:
            return following ? "file \(info.st_size) \(modified) \(info.st_ino)" : "file"
        default:
            return "other \(kind)"
        }
    }

    private static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
