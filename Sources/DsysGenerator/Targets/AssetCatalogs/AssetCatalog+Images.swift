/// The `Contents.json` of imagesets and the app icon set, in Xcode's layout (see `AssetCatalog`).
extension AssetCatalog {
    /// An imageset: vector files single-scale with `preserves-vector-representation`, PNGs one
    /// entry per scale (1x, 2x, 3x, without a file name where none was given), dark variants with
    /// `luminosity: dark`; icons render as templates, images as originals.
    static func imageSet(_ asset: ImageAsset) -> String {
        var entries: [JSONValue] = []
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
        var properties: [(String, JSONValue)] = []
        if asset.format.isVector { properties.append(("preserves-vector-representation", .bool(true))) }
        properties.append(("template-rendering-intent", .string(asset.role == .icon ? "template" : "original")))
        return document([("images", .array(entries)), ("properties", .object(properties))])
    }

    /// The single-size app icon set (Xcode 14+): one 1024×1024 iOS entry per appearance.
    static func appIconSet(_ icon: AppIconAsset) -> String {
        let entries: [JSONValue] = icon.variants.map { variant in
            var fields: [(String, JSONValue)] = []
            if variant.appearance != .any { fields.append(appearances([("luminosity", variant.appearance.rawValue)])) }
            fields += [("filename", .string(variant.fileName)), ("idiom", .string("universal")),
                       ("platform", .string("ios")), ("size", .string("1024x1024"))]
            return .object(fields)
        }
        return document([("images", .array(entries))])
    }

    private static func imageEntry(fileName: String?, isDark: Bool, scale: Int?) -> JSONValue {
        var fields: [(String, JSONValue)] = []
        if isDark { fields.append(appearances([("luminosity", "dark")])) }
        if let fileName { fields.append(("filename", .string(fileName))) }
        fields.append(("idiom", .string("universal")))
        if let scale { fields.append(("scale", .string("\(scale)x"))) }
        return .object(fields)
    }
}
