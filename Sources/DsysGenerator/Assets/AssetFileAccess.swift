import Foundation
import DsysSource

/// Reads asset files without leaving the configured folders: a symbolic link is followed only when
/// its target stays inside the folder it is in, and no file larger than ``maximumFileSize`` is read.
struct AssetFileAccess {
    /// Larger files are refused (an icon or illustration is far smaller), so memory stays bounded.
    static let maximumFileSize = 32 * 1024 * 1024
    private let fileManager = FileManager.default

    enum Entry {
        case file(Data)
        case folder
        case problem(String)
    }

    /// What `name` in `folder` is; `folder` itself was checked by the caller.
    func entry(_ name: String, in folder: String) -> Entry {
        let path = (folder as NSString).appendingPathComponent(name)
        guard let attributes = try? fileManager.attributesOfItem(atPath: path) else { return .problem("cannot be read") }
        var type = attributes[.type] as? FileAttributeType
        if type == .typeSymbolicLink {
            let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
            let root = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
            guard target.hasPrefix(root + "/") else {
                return .problem("is a symbolic link to '\(target)', outside the configured folder; dsys reads only files inside it")
            }
            type = (try? fileManager.attributesOfItem(atPath: target))?[.type] as? FileAttributeType
        }
        switch type {
        case .typeDirectory?: return .folder
        case .typeRegular?: break
        default: return .problem("is not a regular file")
        }
        let size = (try? fileManager.attributesOfItem(atPath: path))?[.size] as? Int ?? 0
        guard size <= Self.maximumFileSize else {
            return .problem("is larger than \(Self.maximumFileSize / 1024 / 1024) MB")
        }
        guard let data = fileManager.contents(atPath: path) else { return .problem("cannot be read") }
        InputRecorder.noteFileRead(path, bytes: data)
        return .file(data)
    }

    /// The names in `folder`, hidden files left out, in UTF-8 order; nil when it is not a readable folder.
    func names(in folder: String) -> [String]? {
        InputRecorder.noteFolderListed(folder)
        var isFolder: ObjCBool = false
        guard fileManager.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue,
              let names = try? fileManager.contentsOfDirectory(atPath: folder)
        else { return nil }
        return names.filter { !$0.hasPrefix(".") }.sorted { $0.utf8Precedes($1) }
    }

    func exists(_ path: String) -> Bool {
        InputRecorder.noteFolderListed((path as NSString).deletingLastPathComponent)
        return fileManager.fileExists(atPath: path)
    }
}
