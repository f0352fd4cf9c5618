import Foundation
import DsysSource
import DsysTokens

/// The file a token points at: `"$extensions": {"dsys": {"asset": "assets/icons/checkmark.svg"}}`
/// in DTCG, or (when `dsys.json` names asset folders) a text value that is a relative `.svg`,
/// `.pdf` or `.png` path, as Tokens Studio's `asset` tokens and Style Dictionary's asset category
/// hold. Paths are relative to the config file and must name a file dsys read from the configured
/// folders; nothing else is opened.
struct AssetTokenReference {
    /// The path as written.
    var path: String
    /// Whether the token asked for an asset explicitly (`$extensions.dsys.asset`): a path that
    /// names no configured file is then an error, else a warning.
    var isExplicit: Bool

    private static let fileExtensions = ["svg", "pdf", "png"]

    init?(_ token: Token, recognisesPlainPaths: Bool) {
        if let path = token.dsys?.asset {
            self.path = path
            isExplicit = true
            return
        }
        guard recognisesPlainPaths, case .string(let text) = token.value, !text.contains("://"), !text.hasPrefix("/"),
              Self.fileExtensions.contains((text as NSString).pathExtension.lowercased())
        else { return nil }
        path = text
        isExplicit = false
    }

    /// The asset one of whose files is `path`.
    func asset(among assets: [ImageCatalog.NamedAsset], baseFolder: String) -> ImageCatalog.NamedAsset? {
        let wanted = Self.normalized((baseFolder as NSString).appendingPathComponent(path))
        return assets.first { named in
            let folder = (named.asset.location.file as NSString).deletingLastPathComponent
            return named.asset.variants.contains { variant in
                Self.normalized((folder as NSString).appendingPathComponent(variant.fileName)) == wanted
            }
        }
    }

    /// `path` with `.` and `x/..` removed, lexically (Foundation resolves `..` in absolute paths only).
    private static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == "..", let last = parts.last, last != ".." { parts.removeLast() } else { parts.append(part) }
        }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }

    func reportMissing(_ token: Token, diagnostics: inout Diagnostics) {
        let message = "'\(path)' is not a file in the configured icons or images folders"
        let hint = "put the file in the folder \"assets\" names in dsys.json and write its path relative to dsys.json"
        if isExplicit {
            diagnostics.error(message, at: token.location, token: token.path.description, hint: hint)
        } else {
            diagnostics.warning(message + "; no image member is generated for it", at: token.location,
                                token: token.path.description, hint: hint)
        }
    }
}
