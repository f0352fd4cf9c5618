import Foundation
import DsysSource

/// The icons, images and app icon named by `dsys.json`'s `"assets"`, read and checked: SVGs
/// parse, PNG sizes come from their headers, the app icon is a 1024×1024 opaque PNG. Every
/// problem is an error at the file (with line and column for broken SVG) or at the path in the
/// config; files outside the configured folders are never read.
public struct AssetInventory: Sendable, Equatable {
    public var icons: [ImageAsset] = []
    public var images: [ImageAsset] = []
    public var appIcon: AppIconAsset?
    /// The word before every image member (`ds`).
    public var memberPrefix = "ds"
    /// The folder the configured paths (and asset tokens' paths) are relative to.
    public var baseFolder = ""
    /// Whether the config names any asset input; asset tokens are only recognised by their value then.
    public var isConfigured = false

    public init() {}

    /// Icons then images.
    public var imageAssets: [ImageAsset] { icons + images }

    /// Reads what `config` names.
    public static func load(_ config: AssetsConfig, diagnostics: inout Diagnostics) -> AssetInventory {
        var inventory = AssetInventory()
        inventory.memberPrefix = config.memberPrefix
        inventory.baseFolder = config.baseFolder
        inventory.isConfigured = !config.isEmpty
        var reader = AssetFolderReader(baseFolder: config.baseFolder)
        if let icons = config.icons { inventory.icons = reader.images(in: icons, role: .icon) }
        if let images = config.images { inventory.images = reader.images(in: images, role: .image) }
        if let appIcon = config.appIcon { inventory.appIcon = reader.appIcon(at: appIcon) }
        diagnostics.append(contentsOf: reader.diagnostics)
        return inventory
    }
}

/// Reads one configured folder (or the app icon) into assets, collecting diagnostics.
struct AssetFolderReader {
    let baseFolder: String
    var diagnostics = Diagnostics()
    private let access = AssetFileAccess()

    init(baseFolder: String) {
        self.baseFolder = baseFolder
    }

    /// The path as diagnostics show it: relative to the working directory like the config's own path.
    private func displayPath(_ relative: String) -> String {
        (baseFolder as NSString).appendingPathComponent(relative)
    }

    mutating func images(in configured: AssetsConfig.ConfiguredPath, role: ImageAsset.Role) -> [ImageAsset] {
        let folder = displayPath(configured.path)
        guard let names = access.names(in: folder) else {
            diagnostics.error("the \(role.rawValue)s folder '\(configured.path)' does not exist or is not a folder",
                              at: configured.location, hint: "create it, or fix the path (relative to the config file)")
            return []
        }
        var filesByName: [String: [(AssetFileName, ImageAsset.Variant, SourceLocation)]] = [:]
        var order: [String] = []
        for fileName in names {
            let path = (folder as NSString).appendingPathComponent(fileName)
            let location = SourceLocation(file: path, line: 1, column: 1)
            switch access.entry(fileName, in: folder) {
            case .folder:
                diagnostics.warning("'\(path)' is a folder; dsys reads only the files directly in '\(configured.path)'", at: location)
            case .problem(let problem):
                diagnostics.error("'\(path)' \(problem)", at: location)
            case .file(let data):
                guard let parsed = AssetFileName(fileName) else {
                    diagnostics.error("'\(fileName)' is not an asset file name dsys understands", at: location, hint: AssetFileName.rule)
                    continue
                }
                guard check(data, format: parsed.format, path: path) else { continue }
                if filesByName[parsed.name] == nil { order.append(parsed.name) }
                let variant = ImageAsset.Variant(fileName: fileName, bytes: data, isDark: parsed.isDark, scale: parsed.scale)
                filesByName[parsed.name, default: []].append((parsed, variant, location))
            }
        }
        return order.compactMap { name in asset(name, role: role, files: filesByName[name] ?? []) }
    }

    /// The asset made of `files`, or nil after reporting why they do not form one.
    private mutating func asset(
        _ name: String, role: ImageAsset.Role, files: [(AssetFileName, ImageAsset.Variant, SourceLocation)]
    ) -> ImageAsset? {
        let files = files.sorted { ($0.1.isDark ? 1 : 0, $0.1.scale ?? 0) < ($1.1.isDark ? 1 : 0, $1.1.scale ?? 0) }
        guard let first = files.first else { return nil }
        let formats = Set(files.map(\.0.format))
        guard formats.count == 1 else {
            diagnostics.error("'\(name)' comes in several formats (" + formats.map(\.rawValue).sorted().joined(separator: ", ") + ")",
                              at: first.2, hint: "keep one format per asset name")
            return nil
        }
        let slots = files.map { "\($0.1.isDark)@\($0.1.scale ?? 0)" }
        guard Set(slots).count == slots.count else {
            diagnostics.error("'\(name)' has two files for the same scale and appearance", at: first.2,
                              hint: "keep one of 'name.png' and 'name@1x.png'")
            return nil
        }
        guard !first.0.isDark else {
            diagnostics.error("'\(name)' has a dark variant but no light one", at: first.2,
                              hint: "add '\(name).\(first.0.format.rawValue)' beside the dark file")
            return nil
        }
        return ImageAsset(role: role, name: name, format: first.0.format, variants: files.map(\.1), location: first.2)
    }

    /// Whether `data` is a usable file of `format`; reports why not.
    private mutating func check(_ data: Data, format: ImageAsset.Format, path: String) -> Bool {
        switch format {
        case .svg:
            if let problem = SVGDocumentCheck.problem(in: data) {
                diagnostics.error(problem.message, at: SourceLocation(file: path, line: problem.line, column: problem.column),
                                  hint: "export the SVG again from the design tool")
                return false
            }
        case .pdf:
            guard data.starts(with: Array("%PDF-".utf8)) else {
                diagnostics.error("'\(path)' is not a PDF (it does not start with %PDF-)", at: SourceLocation(file: path, line: 1, column: 1))
                return false
            }
        case .png:
            guard PNGHeader(data) != nil else {
                diagnostics.error("'\(path)' is not a PNG (no PNG signature and IHDR header)", at: SourceLocation(file: path, line: 1, column: 1))
                return false
            }
        }
        return true
    }

    /// The app icon at `configured` and its `.dark.png` and `.tinted.png` variants beside it.
    mutating func appIcon(at configured: AssetsConfig.ConfiguredPath) -> AppIconAsset? {
        let path = displayPath(configured.path)
        let folder = (path as NSString).deletingLastPathComponent
        let fileName = (path as NSString).lastPathComponent
        guard fileName.lowercased().hasSuffix(".png") else {
            diagnostics.error("the app icon '\(configured.path)' must be a PNG file", at: configured.location)
            return nil
        }
        let stem = String(fileName.dropLast(4))
        var variants: [AppIconAsset.Variant] = []
        for appearance in AppIconAsset.Appearance.allCases {
            let variantName = appearance == .any ? fileName : "\(stem).\(appearance.rawValue).png"
            let variantPath = (folder as NSString).appendingPathComponent(variantName)
            if appearance != .any, !access.exists(variantPath) { continue }
            guard case .file(let data) = access.entry(variantName, in: folder) else {
                let reason: String
                switch access.exists(variantPath) ? access.entry(variantName, in: folder) : .problem("does not exist") {
                case .problem(let problem): reason = problem
                case .folder, .file: reason = "is not a file"
                }
                diagnostics.error("the app icon '\(variantPath)' \(reason)", at: configured.location,
                                  hint: "fix the path (relative to the config file)")
                return nil
            }
            guard let header = PNGHeader(data) else {
                diagnostics.error("the app icon '\(variantPath)' is not a PNG (no PNG signature and IHDR header)", at: configured.location)
                return nil
            }
            guard header.width == 1024, header.height == 1024 else {
                diagnostics.error("the app icon '\(variantPath)' is \(header.width)×\(header.height) pixels; it must be 1024×1024",
                                  at: configured.location, hint: "export the icon at 1024×1024; Xcode 14+ makes the smaller sizes")
                return nil
            }
            if appearance == .any, !header.isOpaque {
                diagnostics.error("the app icon '\(variantPath)' has an alpha channel or transparency; the App Store needs an opaque icon",
                                  at: configured.location, hint: "export it as RGB without alpha (PNG colour type 2)")
                return nil
            }
            variants.append(AppIconAsset.Variant(appearance: appearance, fileName: variantName, bytes: data))
        }
        return AppIconAsset(variants: variants)
    }
}
