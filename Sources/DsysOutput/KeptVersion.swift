#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The previous version of an output folder that watch mode keeps in its staging folder between
/// runs, made a mirror of the output folder (every entry there a second hard link here, every
/// folder a copy), so that the next run's complete new version is this mirror with the changed
/// entries replaced: the exchange then costs what changed, where building the new version from
/// nothing gives every file of the package a second name, and removing the previous version takes
/// every one away again.
///
/// After an exchange, the staging folder holds the previous version, which already shares every
/// unchanged file with the output folder; `follow` makes it a mirror by replacing just the entries
/// the run changed or put back. When the next run begins, `sync` carries over what changed in the
/// output folder meanwhile: a folder that holds generated files is looked at only when its stamp is
/// no longer the one the new version's folder had just before the exchange (an entry added, removed
/// or renamed in it changes its stamp; a file edited in place is the same file in both), or when it
/// was stamped right after a change (`isRacy`); the output folder's own entries and the user's
/// folders are compared entry by entry. Just before the exchange `syncAgain` does the same for what
/// changed while the run rendered, and the rescue after the exchange reads only what changed since
/// (`LateChangeRescue.Scope`). The same stamps let the next plan take a generated folder's entries
/// from the listing the write kept (`KnownFolders`) instead of reading the folder.
///
/// A kept version is only ever used by the process that kept it, and only while the staging folder
/// and its new version are still the folders it left there (`isInPlace`); another run that finds
/// the staging folder removes it as a leftover, like any unfinished staging folder.
final class KeptVersion: Sendable {
    /// The staging folder beside the output folder, and its place there.
    let place: StagingArea.Place
    let stagingFolder: DirectoryHandle
    /// The mirror: the staging folder's new version.
    let tree: DirectoryHandle
    /// The output folder's folders that hold generated files, with the stamps they had just before
    /// the last exchange (or, after a run that changed nothing, when its sync looked at them).
    private let folderStamps: [(path: String, stamp: String)]
    private let stampedFolders: Set<String>
    /// The stamped folders changed just before their stamps were taken (`isRacy`): a change in the
    /// same tick of the file system's clock may leave a folder's stamp as it was (as Git's "racily
    /// clean" entries), so these are compared entry by entry at the next sync whatever their stamps say.
    private let racyFolders: Set<String>
    /// The user's folders inside folders that hold generated files (outermost only): no stamp is
    /// recorded for them, so they are compared entry by entry at every sync.
    private let userFolders: [String]
    /// The entries of the generated folders as the write that kept this mirror left them
    /// (`KnownFolders`); nil when it did not know them.
    private let listing: KnownFolders?

    /// The output folder's own entries a mirror never holds: the staging folder inside it, and the
    /// up-to-date record (written after the exchange).
    private static let unmirroredNames: Set<String> = OutputFolderLayout.reservedNames.subtracting([OutputFolderLayout.manifestName])

    /// The version `tree` in the staging folder `stagingFolder` at `place`, mirroring an output
    /// folder whose generated folders had `folderStamps` and which holds the user's folders
    /// `userFolders` inside them.
    /// `stampedAt` is when the stamps were taken, in nanoseconds since the epoch (by default now).
    init(place: StagingArea.Place, stagingFolder: DirectoryHandle, tree: DirectoryHandle,
         folderStamps: [(path: String, stamp: String)], userFolders: [String], listing: KnownFolders? = nil,
         stampedAt: Int = KeptVersion.nanosecondsNow()) {
        self.place = place
        self.stagingFolder = stagingFolder
        self.tree = tree
        self.folderStamps = folderStamps
        stampedFolders = Set(folderStamps.map(\.path))
        let now = stampedAt
        racyFolders = Set(folderStamps.lazy.filter { Self.isRacy($0.stamp, now: now) }.map(\.path))
        self.userFolders = userFolders
        self.listing = listing
    }

    /// Whether the entry `stamp` describes changed so shortly before `now` (nanoseconds) that a
    /// later change may not move its change time: within 50 ms, several ticks of the coarse clock
    /// Linux and Darwin stamp entries with, or within 2 s where the file system keeps whole seconds
    /// (a change time without nanoseconds: FAT, HFS+). Folders a run changes well before it ends are
    /// not racy, so rapid saves do not make every folder be compared again.
    ///
    /// A stamp whose change time is not `seconds.nanoseconds` is racy. Read byte by byte: every look
    /// at the generated folders asks this of each one (thousands of color sets), where splitting
    /// the text and parsing its parts cost more than the look.
    static func isRacy(_ stamp: String, now: Int) -> Bool {
        guard let changed = changeTime(in: stamp) else { return true }
        let window = changed.nanoseconds == 0 ? 2_000_000_000 : 50_000_000
        let (scaled, overflow) = changed.seconds.multipliedReportingOverflow(by: 1_000_000_000)
        guard !overflow else { return changed.seconds > 0 }
        return scaled.addingReportingOverflow(changed.nanoseconds).partialValue >= now - window
    }

    /// The stamp's last field, the change time `seconds.nanoseconds` (each an optionally signed
    /// decimal of at most 18 digits); nil for anything else.
    private static func changeTime(in stamp: String) -> (seconds: Int, nanoseconds: Int)? {
        var stamp = stamp
        return stamp.withUTF8 { bytes -> (seconds: Int, nanoseconds: Int)? in
            guard let space = bytes.lastIndex(of: UInt8(ascii: " ")) else { return nil }
            let field = bytes[(space + 1)...]
            guard let dot = field.firstIndex(of: UInt8(ascii: ".")), let seconds = decimal(field[..<dot]),
                  let nanoseconds = decimal(field[(dot + 1)...]) else { return nil }
            return (seconds, nanoseconds)
        }
    }

    /// The value of an optionally signed decimal of 1 to 18 digits.
    private static func decimal(_ text: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
        var digits = text[...]
        let negative = digits.first == UInt8(ascii: "-")
        if negative || digits.first == UInt8(ascii: "+") { digits = digits.dropFirst() }
        guard (1...18).contains(digits.count) else { return nil }
        var value = 0
        for byte in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return negative ? -value : value
    }

    /// The time now, in nanoseconds since the epoch (the clock the file system stamps entries from).
    static func nanosecondsNow() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return Int(now.tv_sec) * 1_000_000_000 + Int(now.tv_nsec)
    }

    /// The same mirror, standing for the output folder whose generated folders had `folderStamps`
    /// at `stampedAt`, and which still has the `listing`'s entries.
    func restamped(_ folderStamps: [(path: String, stamp: String)], userFolders: [String], listing: KnownFolders?,
                   stampedAt: Int) -> KeptVersion {
        KeptVersion(place: place, stagingFolder: stagingFolder, tree: tree, folderStamps: folderStamps, userFolders: userFolders,
                    listing: listing, stampedAt: stampedAt)
    }

    /// The kept listings of the generated folders whose stamp, as `sync` `observed` them, is still
    /// the one they had when the listing was taken, but for the racy ones; nil without a listing.
    func knownFolders(observed: [(path: String, stamp: String?)]) -> KnownFolders? {
        guard let listing else { return nil }
        var holding: Set<String> = []
        for ((path, stamp), (_, now)) in zip(folderStamps, observed) where now == stamp && !racyFolders.contains(path) {
            holding.insert(path)
        }
        return listing.restricted(to: holding)
    }

    /// Whether the staging folder and its new version are still the folders this process left, and
    /// the staging folder holds nothing else (no mark of a swap in progress).
    var isInPlace: Bool {
        guard let staging = stagingFolder.identity, place.container.identity(of: place.name) == staging,
              let mirror = tree.identity, stagingFolder.identity(of: OutputFolderLayout.newTreeName) == mirror,
              let entries = try? stagingFolder.entries() else { return false }
        return entries.map(\.name) == [OutputFolderLayout.newTreeName]
    }

    /// Makes the mirror hold what the output folder `root` holds now (see the type's summary).
    /// Returns the stamp each generated folder had when it was looked at (before it was compared),
    /// for `syncAgain`.
    func sync(with root: DirectoryHandle) throws -> [(path: String, stamp: String?)] {
        let observed = observe(root)
        let changed = zip(folderStamps, observed).filter { kept, now in racyFolders.contains(kept.path) || now.stamp != kept.stamp }
        try sync(root, folders: changed.map(\.0.path), leaving: [])
        return observed
    }

    /// The stamp each generated folder of the output folder `root` has now, in the order of the
    /// stamps kept (nil for a folder that is gone).
    func observe(_ root: DirectoryHandle) -> [(path: String, stamp: String?)] {
        folderStamps.map { (path: $0.path, stamp: root.stamp(of: $0.path)) }
    }

    /// Just before the mirror becomes the new version: carries over what changed in the output
    /// folder `root` while the run rendered (the folders whose stamp moved since `sync` observed
    /// it, the top level and the user's folders), but leaves the entries at the run's `generated`
    /// paths and folders as the run wrote them. A file saved meanwhile is then carried into the new
    /// version, and a file removed meanwhile does not come back with it.
    /// A folder that changed just before `sync` looked at it (racy at the time of that look,
    /// `observed.at`) is compared too: a second change in the same tick of the clock leaves its stamp
    /// as it was. Returns the stamps the folders had then, and when they were taken, which the rescue
    /// after the exchange compares the previous version's with (`LateChangeRescue.Scope`).
    func syncAgain(with root: DirectoryHandle, since observed: (stamps: [(path: String, stamp: String?)], at: Int),
                   leaving generated: Set<String>) throws -> (stamps: [(path: String, stamp: String?)], at: Int) {
        let at = Self.nanosecondsNow()
        let now = (stamps: observed.stamps.map { (path: $0.path, stamp: root.stamp(of: $0.path)) }, at: at)
        try sync(root, folders: Self.changed(since: observed, now: now.stamps), leaving: generated)
        return now
    }

    /// The folders whose stamp moved from `observed` to `now` (in the same order), or that were racy
    /// when `observed` was taken.
    static func changed(since observed: (stamps: [(path: String, stamp: String?)], at: Int),
                        now: [(path: String, stamp: String?)]) -> [String] {
        zip(observed.stamps, now).compactMap { before, after in
            before.stamp != after.stamp || before.stamp.map { isRacy($0, now: observed.at) } == true ? before.path : nil
        }
    }

    /// Compares the top level, the generated `folders` and the user's folders (those entry by entry
    /// to the bottom) with the mirror, leaving the `generated` paths alone.
    private func sync(_ root: DirectoryHandle, folders: [String], leaving generated: Set<String>) throws {
        try sync(root, into: tree, path: "", deep: false, leaving: generated)
        for path in folders {
            guard let live = root.folder(at: path), let mirror = tree.folder(at: path) else { continue }
            try sync(live, into: mirror, path: path, deep: false, leaving: generated)
        }
        for path in userFolders {
            guard let live = root.folder(at: path), let mirror = tree.folder(at: path) else { continue }
            try sync(live, into: mirror, path: path, deep: true, leaving: generated)
        }
    }

    /// After an exchange made `root` the new version and left the previous one in this mirror's
    /// place: replaces the mirror's entries at the `steps` paths (`OutputPlan.swapSteps`: the
    /// outermost paths where the two versions differ) and at the `restored` paths the rescue moved
    /// out of it, with `root`'s.
    func follow(_ steps: [SwapJournal.Step], restored: [String], from root: DirectoryHandle) throws {
        for path in steps.map(\.path) + restored {
            var components = path.split(separator: "/").map(String.init)
            let name = components.removeLast()
            let folder = components.joined(separator: "/")
            guard let mirror = tree.folder(at: folder) else {
                throw OutputError("cannot keep the previous version of '\(path)'")
            }
            try mirror.removeTree(name)
            guard let live = root.folder(at: folder), let kind = live.kind(of: name) else { continue }
            try Self.mirror(name, kind: kind, of: live, into: mirror)
        }
    }

    /// Compares the folder `live` at `path` with its mirror entry by entry: an entry the mirror
    /// lacks, or holds as another file, is mirrored; one the output folder no longer has is removed.
    /// Folders both hold are compared in turn when `deep`, or when no stamp covers them. Entries at
    /// `generated` paths (files and folders) are left as they are in the mirror.
    private func sync(_ live: DirectoryHandle, into mirror: DirectoryHandle, path: String, deep: Bool, leaving generated: Set<String>) throws {
        let entryPath = { (name: String) in path.isEmpty ? name : path + "/" + name }
        var mirrored = Dictionary(try mirror.entries().map { ($0.name, $0.kind) }, uniquingKeysWith: { first, _ in first })
        for (name, kind) in try live.entries() where !(path.isEmpty && Self.unmirroredNames.contains(name)) {
            let mirroredKind = mirrored.removeValue(forKey: name)
            let entryPath = entryPath(name)
            if generated.contains(entryPath) { continue }
            if kind == .directory, mirroredKind == .directory {
                if deep || !stampedFolders.contains(entryPath) {
                    try sync(live.openDirectory(name), into: mirror.openDirectory(name), path: entryPath, deep: true, leaving: generated)
                }
            } else if kind == .directory || mirroredKind != kind || live.inode(of: name) != mirror.inode(of: name) {
                if mirroredKind != nil { try mirror.removeTree(name) }
                try Self.mirror(name, kind: kind, of: live, into: mirror)
            }
        }
        for name in mirrored.keys where !generated.contains(entryPath(name)) { try mirror.removeTree(name) }
        mirror.copyPermissions(of: live)
    }

    /// Gives `live`'s entry `name` (of `kind`) a mirror in `mirror`, where it is missing.
    private static func mirror(_ name: String, kind: DirectoryHandle.EntryKind, of live: DirectoryHandle,
                               into mirror: DirectoryHandle) throws {
        if kind == .directory {
            let source = try live.openDirectory(name)
            let copy = try mirror.makeDirectory(name)
            try TreeMirror.mirror(source, into: copy)
            copy.copyPermissions(of: source)
        } else {
            try mirror.link(name, to: name, in: live)
        }
    }
}
