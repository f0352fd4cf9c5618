import DsysTokens

/// The JSON of Xcode asset catalogs, built as `JSONValue`s and written by `JSONWriter` in Xcode's
/// layout (keys sorted, two-space indentation, `" : "`), so key order and number format are fixed.
enum AssetCatalog {
    static let catalogContents = document([])

    /// A colorset with one entry per appearance: universal (light) first, then `luminosity: dark`,
    /// then the `contrast: high` entries. Components are decimal strings with three places; a color
    /// outside sRGB is written in Display P3.
    static func colorSet(_ modal: ModalToken, appearances: [Appearance]) -> String {
        var entries: [JSONValue] = []
        for appearance in appearances {
            guard case .color(let color) = modal.value(for: appearance) else { continue }
            entries.append(entry(color, appearance: appearance))
        }
        return document([("colors", .array(entries))])
    }

    /// A `Contents.json`: `members` and Xcode's `info`, followed by a newline.
    static func document(_ members: [(String, JSONValue)]) -> String {
        let info: JSONValue = .object([("author", .string("xcode")), ("version", .number(1))])
        return JSONWriter.text(.object(members + [("info", info)]), style: .xcode) + "\n"
    }

    /// `"appearances" : [{"appearance" : "luminosity", "value" : "dark"}, …]` for the given conditions.
    static func appearances(_ conditions: [(appearance: String, value: String)]) -> (String, JSONValue) {
        ("appearances", .array(conditions.map { .object([("appearance", .string($0.appearance)), ("value", .string($0.value))]) }))
    }

    private static func entry(_ color: ColorValue, appearance: Appearance) -> JSONValue {
        let useP3 = !color.isInSRGBGamut
        let channels = useP3 ? color.displayP3 : color.sRGB
        var conditions: [(appearance: String, value: String)] = []
        if appearance.isDark { conditions.append(("luminosity", "dark")) }
        if appearance.isHighContrast { conditions.append(("contrast", "high")) }
        var members: [(String, JSONValue)] = conditions.isEmpty ? [] : [appearances(conditions)]
        members.append(("color", .object([
            ("color-space", .string(useP3 ? "display-p3" : "srgb")),
            ("components", .object([
                ("alpha", .string(component(channels.alpha))), ("blue", .string(component(channels.blue))),
                ("green", .string(component(channels.green))), ("red", .string(component(channels.red))),
            ])),
        ])))
        members.append(("idiom", .string("universal")))
        return .object(members)
    }

    private static func component(_ value: Double) -> String {
        SwiftNumbers.fixed(min(max(value, 0), 1), places: 3)
    }
}
