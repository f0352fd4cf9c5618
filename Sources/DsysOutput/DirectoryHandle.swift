#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An open folder that every operation is relative to (`openat`, `mkdirat`, `renameat`, …), so a
/// path is never resolved again from the root and no symbolic link is ever followed: entries are
/// opened with `O_NOFOLLOW` and examined with `lstat` semantics at the moment of use. Its state is
/// the descriptor alone, so two threads may use one handle.
package final class DirectoryHandle: Sendable {
    /// What an entry of a folder is, without following symbolic links.
    enum EntryKind: Equatable {
        case directory, regularFile, symbolicLink, other
    }

    let descriptor: Int32
    /// The folder's path as the user gave it, for messages.
    let displayPath: String

    private init(descriptor: Int32, displayPath: String) {
        self.descriptor = descriptor
        self.displayPath = displayPath
    }

    deinit { close(descriptor) }

    /// Opens the folder at `path`; fails when it is missing, not a folder, or a symbolic link.
    package static func open(_ path: String) throws -> DirectoryHandle {
        let descriptor = systemOpen(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { throw OutputError.system("open the folder", path) }
        return DirectoryHandle(descriptor: descriptor, displayPath: path)
    }

    /// The path of `name` inside this folder, for messages.
    func displayPath(of name: String) -> String {
        displayPath.hasSuffix("/") ? displayPath + name : displayPath + "/" + name
    }

    /// The same open folder under another path for messages (a folder an exchange moved): a second
    /// descriptor of the same open folder, so it shares the lock; nil when none can be made.
    func shown(as displayPath: String) -> DirectoryHandle? {
        let copy = fcntl(descriptor, F_DUPFD_CLOEXEC, 0)
        return copy >= 0 ? DirectoryHandle(descriptor: copy, displayPath: displayPath) : nil
    }

    /// The folder at the relative `path` ("" is this folder), opened one component at a time without
    /// following a symbolic link; nil when one is missing or not a folder.
    func folder(at path: String) -> DirectoryHandle? {
        var folder = self
        for component in path.split(separator: "/") {
            guard let next = try? folder.openDirectory(String(component)) else { return nil }
            folder = next
        }
        return folder
    }

    /// Opens the subfolder `name`; fails when it is a symbolic link or not a folder.
    func openDirectory(_ name: String) throws -> DirectoryHandle {
        guard let child = openedDirectory(name) else { throw OutputError.system("open the folder", displayPath(of: name)) }
        return child
    }

    /// The subfolder `name`, opened without following a link; nil (with `errno` set) when it cannot be.
    private func openedDirectory(_ name: String) -> DirectoryHandle? {
        let child = openat(descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        return child >= 0 ? DirectoryHandle(descriptor: child, displayPath: displayPath(of: name)) : nil
    }

    /// Creates the subfolder `name` and opens it.
    func makeDirectory(_ name: String) throws -> DirectoryHandle {
        guard mkdirat(descriptor, name, 0o777) == 0 else { throw OutputError.system("create the folder", displayPath(of: name)) }
        return try openDirectory(name)
    }

    /// Creates the subfolder `name` unless it exists; an existing entry that is not a real folder fails.
    func makeDirectoryIfMissing(_ name: String) throws {
        guard mkdirat(descriptor, name, 0o777) == 0 || (errno == EEXIST && kind(of: name) == .directory) else {
            throw OutputError.system("create the folder", displayPath(of: name))
        }
    }

    /// Opens the subfolder `name`, creating it first when it is missing.
    func openOrMakeDirectory(_ name: String) throws -> DirectoryHandle {
        try makeDirectoryIfMissing(name)
        return try openDirectory(name)
    }

    /// Opens the subfolder `name`, creating it only when it cannot be opened as it is: one system
    /// call instead of three where the folder usually exists (the staged tree the spool made).
    func openExistingOrMakeDirectory(_ name: String) throws -> DirectoryHandle {
        try openedDirectory(name) ?? openOrMakeDirectory(name)
    }

    /// The inode number of the entry at the relative `path` (not following a final symbolic link).
    func inode(of path: String) -> UInt64? {
        var status = stat()
        guard fstatat(descriptor, path, &status, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        return UInt64(status.st_ino)
    }

    /// What tells this folder apart from every other on the machine: its device and inode numbers.
    package var identity: FolderIdentity? {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        return FolderIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
    }

    /// The device and inode numbers of the entry `name` (not following a symbolic link).
    func identity(of name: String) -> FolderIdentity? {
        var status = stat()
        guard fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        return FolderIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
    }

    /// Gives this folder the permission bits of `other` (a new folder standing in for it).
    func copyPermissions(of other: DirectoryHandle) {
        var status = stat(), own = stat()
        guard fstat(other.descriptor, &status) == 0 else { return }
        // Only when they differ: a change of mode moves the folder's change time, which the kept
        // version's stamps watch (`KeptVersion`), even when the bits stay the same.
        guard fstat(descriptor, &own) != 0 || own.st_mode & 0o7777 != status.st_mode & 0o7777 else { return }
        _ = fchmod(descriptor, status.st_mode & 0o7777)
    }

    /// The kind of the entry `name`, or `nil` when there is none.
    func kind(of name: String) -> EntryKind? {
        var status = stat()
        guard fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        return Self.kind(mode: status.st_mode)
    }

    private static func kind(mode: mode_t) -> EntryKind {
        switch mode & S_IFMT {
        case S_IFDIR: .directory
        case S_IFREG: .regularFile
        case S_IFLNK: .symbolicLink
        default: .other
        }
    }

    /// The entries of this folder (without `.` and `..`) and their kinds. Read through a descriptor
    /// of its own, so two threads may list one handle.
    func entries() throws -> [(name: String, kind: EntryKind)] {
        var result: [(name: String, kind: EntryKind)] = []
        #if os(Linux)
        // `getdents64` on a new descriptor: 4 system calls a folder, where `fdopendir` on a copy
        // makes 8 (a regeneration lists every folder of the package).
        let listing = openat(descriptor, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard listing >= 0 else { throw OutputError.system("list the folder", displayPath) }
        defer { close(listing) }
        var buffer = [UInt8](repeating: 0, count: 32 << 10)
        while true {
            let count = buffer.withUnsafeMutableBytes { linuxGetDirectoryEntries(listing, $0.baseAddress!, $0.count) }
            guard count >= 0 else { throw OutputError.system("list the folder", displayPath) }
            if count == 0 { break }
            buffer.withUnsafeBytes { bytes in
                // `struct linux_dirent64`: inode (8 bytes), offset (8), record length (2), type (1), name.
                var offset = 0
                while offset < count {
                    let recordLength = Int(bytes.loadUnaligned(fromByteOffset: offset + 16, as: UInt16.self))
                    let type = bytes[offset + 18]
                    let nameBytes = bytes[(offset + 19)..<(offset + recordLength)].prefix(while: { $0 != 0 })
                    offset += recordLength
                    let name = String(decoding: nameBytes, as: UTF8.self)
                    if name == "." || name == ".." { continue }
                    if let kind = entryKind(type: type, name: name) { result.append((name, kind)) }
                }
            }
        }
        #else
        let copy = dup(descriptor)
        guard copy >= 0, let stream = fdopendir(copy) else {
            if copy >= 0 { close(copy) }
            throw OutputError.system("list the folder", displayPath)
        }
        defer { closedir(stream) }
        rewinddir(stream)
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { buffer in
                String(decoding: buffer.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            if let kind = entryKind(type: entry.pointee.d_type, name: name) { result.append((name, kind)) }
        }
        #endif
        return result
    }

    /// The kind a listing's `d_type` gives the entry `name`; where the file system does not say
    /// (`DT_UNKNOWN`), the entry is looked at (nil when it is gone).
    private func entryKind(type: UInt8, name: String) -> EntryKind? {
        switch Int32(type) {
        case Int32(DT_DIR): .directory
        case Int32(DT_REG): .regularFile
        case Int32(DT_LNK): .symbolicLink
        case Int32(DT_UNKNOWN): kind(of: name)
        default: .other
        }
    }

    /// The bytes of the regular file `name` when they are exactly `expected`'s size, else `nil`
    /// (also when it is missing or not a regular file). Only a regular file is opened, and then
    /// without blocking: a pipe or device put there in the meantime is never waited on.
    func contents(of name: String, ifSize expectedSize: Int) -> [UInt8]? {
        guard kind(of: name) == .regularFile else { return nil }
        let file = openat(descriptor, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard file >= 0 else { return nil }
        defer { close(file) }
        var status = stat()
        guard fstat(file, &status) == 0, Self.kind(mode: status.st_mode) == .regularFile,
              Int(status.st_size) == expectedSize else { return nil }
        var bytes = [UInt8](repeating: 0, count: expectedSize)
        var offset = 0
        while offset < expectedSize {
            let count = bytes.withUnsafeMutableBytes { read(file, $0.baseAddress! + offset, expectedSize - offset) }
            guard count > 0 else { return nil }
            offset += count
        }
        return bytes
    }

    /// The size of the entry `name` in bytes (0 when it is missing).
    func size(of name: String) -> Int {
        var status = stat()
        guard fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { return 0 }
        return Int(status.st_size)
    }

    /// The stamp (`EntryStamp.text`) of the entry at the relative `path` (not following a final
    /// symbolic link); nil when it is missing.
    func stamp(of path: String) -> String? {
        var status = stat()
        guard fstatat(descriptor, path, &status, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        return EntryStamp(status).text
    }

    /// Whether the entry `name` may be removed as far as the entry itself goes: `false` for an
    /// immutable or append-only file, which even root cannot remove or rename (`access` reports only
    /// the first, so the flags are read as well).
    func isRemovable(_ name: String) -> Bool {
        guard faccessat(descriptor, name, W_OK, 0) == 0 || errno != EPERM else { return false }
        #if os(Linux)
        // `statx` reports the flags in `stx_attributes` (offset 8 of its 256-byte result).
        var result = [UInt8](repeating: 0, count: 256)
        guard result.withUnsafeMutableBytes({ linuxStatx(descriptor, name, AT_SYMLINK_NOFOLLOW, 0, $0.baseAddress!) }) == 0 else { return true }
        let attributes = result.withUnsafeBytes { $0.load(fromByteOffset: 8, as: UInt64.self) }
        return attributes & (linuxStatxImmutable | linuxStatxAppend) == 0
        #else
        var status = stat()
        guard fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { return true }
        return status.st_flags & UInt32(UF_IMMUTABLE | UF_APPEND | SF_IMMUTABLE | SF_APPEND) == 0
        #endif
    }

    /// Creates the file `name` (which must not exist) holding `bytes`; `synchronize` flushes it to
    /// disk before returning. Returns the stamp of the file as written.
    @discardableResult
    func createFile(_ name: String, bytes: some Collection<UInt8>, synchronize: Bool = false) throws -> EntryStamp {
        try createFile(name, parts: [bytes], synchronize: synchronize)
    }

    /// Creates the file `name` (which must not exist) holding the bytes of `parts` one after
    /// another; `synchronize` flushes it to disk before returning. Returns the stamp of the file as
    /// written, taken from the descriptor that wrote it (no second look up of its name).
    @discardableResult
    func createFile<Bytes: Collection<UInt8>>(_ name: String, parts: [Bytes], synchronize: Bool = false) throws -> EntryStamp {
        let file = openat(descriptor, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard file >= 0 else { throw OutputError.system("create the file", displayPath(of: name)) }
        return try writeAndClose(file, parts, name: name, synchronize: synchronize)
    }

    /// Makes the subfolder `folder` and creates the file `name` in it holding the bytes of
    /// `parts`, without opening the folder: a new folder that holds one file (an asset catalog's
    /// color set) then costs no `openat` and `close` of its own. The file is opened by its path
    /// below this folder with no symbolic link followed anywhere on the way (`openat2`,
    /// `RESOLVE_NO_SYMLINKS`). Nil, with nothing written, when `folder` already exists (another
    /// file is written into it) or when the system cannot open a path that way (before Linux
    /// 5.6, or where `openat2` is not allowed): the caller then opens the folder.
    func createFileInNewFolder<Bytes: Collection<UInt8>>(_ folder: String, _ name: String, parts: [Bytes]) throws -> EntryStamp? {
        #if os(Linux)
        guard mkdirat(descriptor, folder, 0o777) == 0 else {
            guard errno == EEXIST else { throw OutputError.system("create the folder", displayPath(of: folder)) }
            return nil
        }
        var how = LinuxOpenHow(flags: UInt64(O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC), mode: 0o666,
                               resolve: linuxResolveNoSymlinks | linuxResolveBeneath)
        let path = folder + "/" + name
        let file = Int32(truncatingIfNeeded: linuxSystemCall(linuxOpenAt2, descriptor, path, &how, MemoryLayout<LinuxOpenHow>.size))
        guard file >= 0 else { return nil }
        return try writeAndClose(file, parts, name: path, synchronize: false)
        #else
        return nil
        #endif
    }

    /// Writes `parts` to the new file `file` (`name` in this folder), closes it and returns its stamp.
    private func writeAndClose<Bytes: Collection<UInt8>>(_ file: Int32, _ parts: [Bytes], name: String, synchronize: Bool) throws -> EntryStamp {
        defer { close(file) }
        func writeAll(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
            var offset = 0
            while offset < buffer.count {
                let count = write(file, buffer.baseAddress! + offset, buffer.count - offset)
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
        let written = parts.allSatisfy { bytes in
            bytes.withContiguousStorageIfAvailable(writeAll) ?? Array(bytes).withUnsafeBufferPointer(writeAll)
        }
        var status = stat()
        guard written, !synchronize || fsync(file) == 0, fstat(file, &status) == 0 else {
            throw OutputError.system("write the file", displayPath(of: name))
        }
        return EntryStamp(status)
    }

    /// Makes `name` in this folder a second name of `source`'s entry `sourceName` (never following
    /// a symbolic link: a link gets a second name itself).
    func link(_ name: String, to sourceName: String, in source: DirectoryHandle) throws {
        guard linkat(source.descriptor, sourceName, descriptor, name, 0) == 0 else {
            throw OutputError.system("keep", source.displayPath(of: sourceName))
        }
    }

    /// Moves the entry `name` to `destination`'s `newName` (same file system).
    func move(_ name: String, to destination: DirectoryHandle, as newName: String) throws {
        guard renameat(descriptor, name, destination.descriptor, newName) == 0 else {
            throw OutputError.system("move", displayPath(of: name))
        }
    }

    /// Exchanges the entry `name` with `other`'s `otherName` in one atomic step, both staying in
    /// place under the other's name (`renameat2(RENAME_EXCHANGE)` on Linux, `renameatx_np(RENAME_SWAP)`
    /// on Darwin). Returns `false`, changing nothing, where the file system or system cannot.
    func exchange(_ name: String, with other: DirectoryHandle, _ otherName: String) throws -> Bool {
        #if os(Linux)
        let result = linuxRenameAt2(descriptor, name, other.descriptor, otherName, linuxRenameExchange)
        #elseif canImport(Darwin)
        let result = renameatx_np(descriptor, name, other.descriptor, otherName, UInt32(RENAME_SWAP))
        #else
        let result: Int32 = -1
        errno = ENOSYS
        #endif
        if result == 0 { return true }
        guard errno == EINVAL || errno == ENOSYS || errno == ENOTSUP || errno == EOPNOTSUPP else {
            throw OutputError.system("exchange", displayPath(of: name))
        }
        return false
    }

    /// Whether this process may create and remove entries in the subfolder `name` (or, for `nil`,
    /// in this folder itself); immutable and read-only folders fail, also for root.
    func isWritable(_ name: String? = nil) -> Bool {
        faccessat(descriptor, name ?? ".", W_OK, 0) == 0
    }

    /// Removes the entry `name`, and everything inside it when it is a folder, without following
    /// symbolic links; a missing entry is not an error.
    func removeTree(_ name: String) throws {
        guard let kind = kind(of: name) else { return }
        if kind == .directory {
            let child = try openDirectory(name)
            for entry in try child.entries() { try child.removeTree(entry.name) }
            guard unlinkat(descriptor, name, AT_REMOVEDIR) == 0 || errno == ENOENT else {
                throw OutputError.system("remove the folder", displayPath(of: name))
            }
        } else if unlinkat(descriptor, name, 0) != 0, errno != ENOENT {
            throw OutputError.system("remove", displayPath(of: name))
        }
    }

    /// Writes this folder's entries (renames into it) to disk.
    func synchronize() {
        _ = fsync(descriptor)
    }

    /// Writes every file of this folder's file system to disk in one call (`syncfs`), the flush of
    /// a finished staging tree; where `syncfs` does not exist, the whole system is synced.
    func synchronizeFileSystem() {
        #if os(Linux)
        _ = linuxSyncFileSystem(descriptor)
        #else
        sync()
        #endif
    }

    /// Takes the exclusive `flock` on this folder when no other process holds it; whether it did.
    func lockIfFree() -> Bool {
        flock(descriptor, LOCK_EX | LOCK_NB) == 0
    }

    /// Takes the exclusive `flock` on this folder; `onWait` runs once when another process holds it.
    func lockExclusively(onWait: () -> Void) throws {
        if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return }
        guard errno == EWOULDBLOCK else { throw OutputError.system("lock", displayPath) }
        onWait()
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw OutputError.system("lock", displayPath) }
        }
    }
}

/// `open(2)` under a name that does not clash with `DirectoryHandle.open`.
private func systemOpen(_ path: String, _ flags: Int32) -> Int32 {
    open(path, flags)
}

#if os(Linux)
/// glibc's `statx(2)`, which the Glibc module does not export (it is behind `_GNU_SOURCE`); the
/// result is written as raw bytes, read at the offsets of `struct statx`.
@_silgen_name("statx")
private func linuxStatx(_ folder: Int32, _ path: UnsafePointer<CChar>, _ flags: Int32, _ mask: UInt32,
                        _ result: UnsafeMutableRawPointer) -> Int32
/// `STATX_ATTR_IMMUTABLE` and `STATX_ATTR_APPEND` of `<linux/stat.h>`.
private let linuxStatxImmutable: UInt64 = 0x10
private let linuxStatxAppend: UInt64 = 0x20

/// glibc's `renameat2(2)`, which the Glibc module does not export (it is behind `_GNU_SOURCE`).
@_silgen_name("renameat2")
private func linuxRenameAt2(_ oldFolder: Int32, _ oldName: UnsafePointer<CChar>, _ newFolder: Int32,
                            _ newName: UnsafePointer<CChar>, _ flags: UInt32) -> Int32
/// `RENAME_EXCHANGE` of `<linux/fs.h>`.
private let linuxRenameExchange: UInt32 = 2

/// glibc's `getdents64(2)`, which the Glibc module does not export (it is behind `_GNU_SOURCE`):
/// fills `buffer` with `struct linux_dirent64` records; returns the bytes filled, 0 at the end.
@_silgen_name("getdents64")
private func linuxGetDirectoryEntries(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ size: Int) -> Int

/// glibc's `syncfs(2)`, which the Glibc module does not export (it is behind `_GNU_SOURCE`).
@_silgen_name("syncfs")
private func linuxSyncFileSystem(_ descriptor: Int32) -> Int32

/// glibc's `syscall(2)` with the arguments of `openat2(2)`, which glibc does not wrap (the Glibc
/// module cannot import a variadic C function; glibc's `syscall` only moves its integer
/// arguments into registers, so a fixed prototype calls it the same way on Linux).
@_silgen_name("syscall")
private func linuxSystemCall(_ number: Int, _ folder: Int32, _ path: UnsafePointer<CChar>,
                             _ how: UnsafeMutablePointer<LinuxOpenHow>, _ size: Int) -> Int
/// `SYS_openat2`, the same number on every Linux architecture.
private let linuxOpenAt2 = 437
/// `struct open_how` of `<linux/openat2.h>`.
private struct LinuxOpenHow {
    var flags: UInt64
    var mode: UInt64
    var resolve: UInt64
}
/// `RESOLVE_NO_SYMLINKS` and `RESOLVE_BENEATH` of `<linux/openat2.h>`.
private let linuxResolveNoSymlinks: UInt64 = 0x04
private let linuxResolveBeneath: UInt64 = 0x08
#endif
