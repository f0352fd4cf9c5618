/// The `Contents.json` of imagesets and the app icon set, written by hand in Xcode's layout (keys
/// sorted, two-space indent, `" : "`), so the bytes are fixed.
extension AssetCatalog {
    /// An imageset: vector files single-scale with `preserves-vector-representation`, PNGs one
    /// entry per scale (1x, 2x, 3x, without a file name where none was given), dark variants with
    /// `luminosity: dark`; icons render as templates, images as originals.
    static func imageSet(_ asset: ImageAsset) -> String {
        var entries: [String] = []
        for isDark in [false, true] where asset.variants.contains(where: { $0.isDark == isDark }) {
            let variants = asset.variants.filter { $0.isDark == isDark }
            if asset.format.isVector {
                entries += variants.map { imageEntry(fileName: $0.fileName, isDark: isDark, scale: nil) }
            } else {
                entries += (1...3).map { scale in
                    imageEntry(fileName: variants.first { $0.scale == scale }?.fileName, isDark: isDark, scale: scale)
                }
            }
        }
        var properties: [String] = []
        if asset.format.isVector { properties.append("\"preserves-vector-representation\" : true") }
        properties.append("\"template-rendering-intent\" : \"\(asset.role == .icon ? "template" : "original")\"")
        return "{\n  \"images\" : [\n" + entries.joined(separator: ",\n") + "\n  ],\n" + info + ",\n"
            + "  \"properties\" : {\n" + properties.map { "    " + $0 }.joined(separator: ",\n") + "\n  }\n}\n"
    }

    /// The single-size app icon set (Xcode 14+): one 1024×1024 iOS entry per appearance.
    static func appIconSet(_ icon: AppIconAsset) -> String {
        let entries = icon.variants.map { variant in
            var fields: [String] = []
            if variant.appearance != .any { fields.append(appearances(variant.appearance.rawValue)) }
            fields += ["\"filename\" : \(jsonString(variant.fileName))", "\"idiom\" : \"universal\"",
                       "\"platform\" : \"ios\"", "\"size\" : \"1024x1024\""]
            return entry(fields)
        }
        return "{\n  \"images\" : [\n" + entries.joined(separator: ",\n") + "\n  ],\n" + info + "\n}\n"
    }

    private static let info = "  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }"

    private static func imageEntry(fileName: String?, isDark: Bool, scale: Int?) -> String {
        var fields: [String] = []
        if isDark { fields.append(appearances("dark")) }
        if let fileName { fields.append("\"filename\" : \(jsonString(fileName))") }
        fields.append("\"idiom\" : \"universal\"")
        if let scale { fields.append("\"scale\" : \"\(scale)x\"") }
        return entry(fields)
    }

    private static func entry(_ fields: [String]) -> String {
        "    {\n" + fields.map { "      " + $0 }.joined(separator: ",\n") + "\n    }"
    }

    private static func appearances(_ luminosity: String) -> String {
        "\"appearances\" : [\n        {\n          \"appearance\" : \"luminosity\",\n"
            + "          \"value\" : \"\(luminosity)\"\n        }\n      ]"
    }

    /// File names are checked ASCII letters, digits, `-`, `_` and `.`; quoting is all they need,
    /// escaping is kept for safety.
    private static func jsonString(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
