@testable import DsysCore
import Foundation

/// Builds asset files for the asset tests: PNGs made of a signature, an IHDR, optional extra
/// chunks and an empty IDAT (the reader never decodes pixels, so CRCs are zero), and temporary
/// folders laid out like a project with a `dsys.json`.
enum AssetTestSupport {
    static func png(width: UInt32, height: UInt32, colorType: UInt8 = 2, chunksBeforeData: [String] = []) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        func chunk(_ type: String, _ payload: [UInt8]) {
            bytes += bigEndian(UInt32(payload.count)) + Array(type.utf8) + payload + [0, 0, 0, 0]
        }
        chunk("IHDR", bigEndian(width) + bigEndian(height) + [8, colorType, 0, 0, 0])
        for type in chunksBeforeData { chunk(type, [0, 0]) }
        chunk("IDAT", [])
        chunk("IEND", [])
        return Data(bytes)
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    static let svg = Data(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M4 12h16"/></svg>"#.utf8)

    /// A fresh temporary project folder; `files` maps relative paths to contents.
    static func project(_ files: [String: Data]) throws -> String {
        let root = NSTemporaryDirectory() + "dsys-assets-" + UUID().uuidString
        for (path, data) in files {
            let full = (root as NSString).appendingPathComponent(path)
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try data.write(to: URL(fileURLWithPath: full))
        }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        return root
    }

    /// The generated files for the DTCG token file `json` (read from `t.json` in a temporary folder,
    /// through the front end) with `assets`, and the diagnostics of every stage.
    static func generate(
        _ json: String, config: GeneratorConfig, assets: AssetInventory
    ) throws -> (files: [GeneratedFile], diagnostics: Diagnostics) {
        let root = try project(["t.json": Data(json.utf8)])
        defer { try? FileManager.default.removeItem(atPath: root) }
        var diagnostics = Diagnostics()
        guard let tokens = FrontEnd().load([root + "/t.json"], diagnostics: &diagnostics) else { return ([], diagnostics) }
        let files = GeneratorPipeline(config: config).generate(tokens, assets: assets, diagnostics: &diagnostics) ?? []
        return (files, diagnostics)
    }

    /// The assets config for `root` with the given relative paths.
    static func config(root: String, icons: String? = nil, images: String? = nil, appIcon: String? = nil) -> AssetsConfig {
        var config = AssetsConfig()
        config.baseFolder = root
        let location = SourceLocation(file: "dsys.json", line: 3, column: 14)
        config.icons = icons.map { AssetsConfig.ConfiguredPath(path: $0, location: location) }
        config.images = images.map { AssetsConfig.ConfiguredPath(path: $0, location: location) }
        config.appIcon = appIcon.map { AssetsConfig.ConfiguredPath(path: $0, location: location) }
        return config
    }
}
