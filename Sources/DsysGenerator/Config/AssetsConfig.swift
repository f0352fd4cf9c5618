import DsysSource

/// The `"assets"` object of `dsys.json`: where icons, images and the app icon live, relative to
/// the config file's folder.
///
/// ```json
/// "assets": { "icons": "assets/icons", "images": "assets/images", "appIcon": "assets/AppIcon.png",
///             "memberPrefix": "ds" }
/// ```
public struct AssetsConfig: Sendable, Equatable {
    /// A path written in the config, and where it is written (for diagnostics about the file).
    public struct ConfiguredPath: Sendable, Equatable {
        public var path: String
        public var location: SourceLocation

        public init(path: String, location: SourceLocation) {
            self.path = path
            self.location = location
        }
    }

    /// The folder of SVG, PDF and PNG icons (template rendering).
    public var icons: ConfiguredPath?
    /// The folder of SVG, PDF and PNG images (original rendering).
    public var images: ConfiguredPath?
    /// The 1024×1024 app icon PNG; `<name>.dark.png` and `<name>.tinted.png` beside it are its variants.
    public var appIcon: ConfiguredPath?
    /// The word before every image member: `ds` gives `Image.dsIconCheckmark`.
    public var memberPrefix = "ds"
    /// The folder the paths are relative to: the config file's folder (empty for the working directory).
    public var baseFolder = ""

    public init() {}

    static let keys = ["appIcon", "icons", "images", "memberPrefix"]

    /// Whether the config names any asset input.
    public var isEmpty: Bool { icons == nil && images == nil && appIcon == nil }
}

extension ConfigReader {
    /// Reads `"assets"`: an object of relative paths (and the member prefix).
    mutating func assets(_ node: SourceNode) -> AssetsConfig {
        var result = AssetsConfig()
        guard let members = node.members else {
            diagnostics.error("'assets' must be an object with 'icons', 'images' and 'appIcon' paths", at: file.location(of: node))
            return result
        }
        for member in members {
            let value = member.value
            guard let text = value.string else {
                diagnostics.error("'assets.\(member.key)' must be a string", at: file.location(of: value))
                continue
            }
            let configured = AssetsConfig.ConfiguredPath(path: text, location: file.location(of: value))
            switch member.key {
            case "icons", "images", "appIcon":
                guard !text.isEmpty, !text.hasPrefix("/"), !text.contains("\\") else {
                    diagnostics.error("'assets.\(member.key)' must be a path relative to the config file, such as \"assets/icons\"",
                                      at: file.location(of: value))
                    continue
                }
                if member.key == "icons" { result.icons = configured }
                if member.key == "images" { result.images = configured }
                if member.key == "appIcon" { result.appIcon = configured }
            case "memberPrefix":
                if SwiftIdentifier.isValid(text), text.unicodeScalars.allSatisfy(\.isASCII) { result.memberPrefix = text } else {
                    diagnostics.error("'assets.memberPrefix' must be ASCII letters and digits, such as \"ds\"", at: file.location(of: value))
                }
            default:
                diagnostics.error("unknown assets key '\(member.key)'", at: file.location(ofKey: member),
                                  hint: "known keys: " + AssetsConfig.keys.joined(separator: ", "))
            }
        }
        return result
    }
}
