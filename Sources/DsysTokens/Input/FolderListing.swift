import Foundation
import DsysSource

/// What an input format sees of a folder when it decides whether to claim it: the folder's path
/// and the names at its top (sorted). Also lists the token files below a folder in a stable order.
package struct FolderListing: Sendable {
    let path: String
    /// The names of the files and folders directly inside, sorted.
    let names: [String]

    package init(path: String) {
        self.path = path
        names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }

    /// The token files directly inside (by name, as `tokenFiles(in:)` picks them), sorted.
    package var tokenFileNames: [String] {
        names.filter { name in
            Self.tokenFileExtensions.contains((name as NSString).pathExtension.lowercased()) && !Self.isIgnored(name)
                && !name.hasPrefix(".") && !Self.isDirectory(Self.join(path, name))
        }
    }

    /// The listings of the folders directly inside, sorted by name, without packages dsys generated.
    var subfolders: [FolderListing] {
        names.map { Self.join(path, $0) }.filter { Self.isDirectory($0) && !GeneratedPackageMarker.isGeneratedPackage($0) }
            .map(FolderListing.init(path:))
    }

    package static let tokenFileExtensions = ["json", "jsonc", "json5", "yaml", "yml"]
    /// Files that live beside token files but are not tokens; dsys's own config and the schema
    /// `dsys init` writes beside it among them, so the first run after `init` reads neither.
    private static let ignoredNames: Set<String> = [
        "dsys.json", "dsys.schema.json", "package.json", "package-lock.json", "tsconfig.json", "composer.json",
        "$themes.json", "$metadata.json",
        ".prettierrc.json", ".eslintrc.json", "renovate.json", "lerna.json", "turbo.json",
    ]

    /// Whether a file named `name` lives beside token files but holds none: a package manifest or a
    /// tool's settings, such as a Style Dictionary build configuration (Infor's `theme-classic.config.json`,
    /// which `dsys init` listed among the inputs, or PatternFly's `config.dark.json`).
    private static func isIgnored(_ name: String) -> Bool {
        let lowercased = name.lowercased()
        return ignoredNames.contains(name) || lowercased.contains(".config.")
            || lowercased.hasPrefix("config.") && lowercased.split(separator: ".").count > 2
    }

    package static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Every token file below `folder`, sorted by path, skipping hidden folders, `node_modules` and
    /// packages dsys generated (an output folder inside an input folder). A JavaScript module is one
    /// when it exports a plain object literal (`isTokenModule`).
    package static func tokenFiles(in folder: String) -> [String] {
        tokenFilesAndUnreadableModules(in: folder).files
    }

    /// `tokenFiles(in:)`, and beside them the first error of each script that exports an object
    /// literal dsys cannot read without running it (`palette.red`, a spread), or that exports several
    /// constants and no default naming one (`export const color = …; export const size = …`): its
    /// tokens are not read, which a warning must say (Ontario's modules were left out without a word). Each script
    /// is read once. A module that any other script imports (`tokens/size/font.js` of `tokens/size/index.js`,
    /// which exports `{ font, padding }`) is a part whose path the composing module gives: read at the
    /// top level its tokens would be `1` and `base` instead of `size.font.1`, mixed with the other
    /// parts', so it is not read, and `composed` names the parts by their composing module.
    static func tokenFilesAndUnreadableModules(in folder: String)
        -> (files: [String], unreadable: [Diagnostic], composed: [(module: String, parts: [String])]) {
        var unreadable: [Diagnostic] = []
        var composing: [String] = []
        let files = files(in: folder) { name, fileExtension in
            tokenFileExtensions.contains(fileExtension) && !isIgnored(name) || isScript(name, fileExtension)
        }.filter { path in
            if tokenFileExtensions.contains((path as NSString).pathExtension.lowercased()) { return true }
            guard SourceFileReader.syntax(forPath: path) == .javaScriptModule else { return false }
            switch SourceFileReader.scriptModuleReading(fileAt: path) {
            case .plain: return true
            case .unreadable(let error):
                unreadable.append(error)
                composing.append(path)
            case .noLiteral: composing.append(path)
            }
            return false
        }
        guard !composing.isEmpty else { return (files, unreadable, []) }
        let modules = Set(files.filter { SourceFileReader.syntax(forPath: $0) == .javaScriptModule })
        var composed: [(module: String, parts: [String])] = []
        for module in composing {
            guard let text = try? String(contentsOfFile: module, encoding: .utf8) else { continue }
            let parts = ScriptModuleImports.importedPaths(in: text, of: module, among: modules)
            if !parts.isEmpty { composed.append((module, parts)) }
        }
        let parts = Set(composed.flatMap(\.parts))
        return (files.filter { !parts.contains($0) }, unreadable, composed)
    }

    /// Whether a file named `name` is a script that may hold tokens: no configuration, test or type declaration.
    static func isScript(_ name: String, _ fileExtension: String) -> Bool {
        ["js", "mjs", "cjs", "ts"].contains(fileExtension) && !name.contains(".config.") && !name.hasSuffix(".d.ts")
            && !name.contains(".test.") && !name.contains(".spec.")
    }

    /// Whether the script at `path` is a JavaScript module dsys reads as tokens: one that exports a
    /// plain object literal (`ScriptModuleObject`); a build script or a module of code is none.
    static func isTokenModule(_ path: String) -> Bool {
        guard SourceFileReader.syntax(forPath: path) == .javaScriptModule, case .plain = SourceFileReader.scriptModuleReading(fileAt: path)
        else { return false }
        return true
    }

    /// Every file below `folder` that `isWanted(name, lowercased extension)`, sorted by path,
    /// skipping what `tokenFiles(in:)` skips.
    static func files(in folder: String, where isWanted: (String, String) -> Bool) -> [String] {
        // A folder given as a symbolic link is listed through its target (the enumerator does not
        // enter a link); the paths keep the name it was given by.
        let named = folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: named)).map { link in
            let parent = (named as NSString).deletingLastPathComponent
            return link.hasPrefix("/") || parent.isEmpty ? link : join(parent, link)
        } ?? folder
        guard let enumerator = FileManager.default.enumerator(atPath: target) else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            let path = join(folder, relative)
            if name.hasPrefix(".") || name == "node_modules" || GeneratedPackageMarker.isGeneratedPackage(path) {
                enumerator.skipDescendants()
                continue
            }
            guard isWanted(name, (name as NSString).pathExtension.lowercased()) else { continue }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files.append(path)
            }
        }
        return files.sorted()
    }

    package static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
