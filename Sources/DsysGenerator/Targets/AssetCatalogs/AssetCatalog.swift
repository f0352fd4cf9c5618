import DsysTokens

/// The JSON of Xcode asset catalogs, built as `JSONValue`s and written by `JSONWriter` in Xcode's
/// layout (keys sorted, two-space indentation, `" : "`), so key order and number format are fixed.
enum AssetCatalog {
    static let catalogContents = document([])

    /// The five values of one colorset entry, as its JSON strings hold them.
    struct ColorEntryValues: Equatable {
        var colorSpace: String
        /// The components, each a decimal string with three places or more (`component`).
        var alpha, blue, green, red: String
    }

    /// The appearances of `appearances` for which `modal` holds a color, in order, and each one's
    /// entry values: the entries of its colorset.
    static func colorEntries(_ modal: ModalToken, appearances: [Appearance]) -> (appearances: [Appearance], values: [ColorEntryValues]) {
        var entries: (appearances: [Appearance], values: [ColorEntryValues]) = ([], [])
        for appearance in appearances {
            guard case .color(let color) = modal.value(for: appearance) else { continue }
            entries.appearances.append(appearance)
            entries.values.append(values(of: color))
        }
        return entries
    }

    /// A colorset with one entry per appearance: universal (light) first, then `luminosity: dark`,
    /// then the `contrast: high` entries. Components are decimal strings (`component`); a color
    /// outside sRGB is written in Display P3. `ColorSetTemplate` fills the same text for many colors.
    static func colorSet(_ entries: [(appearance: Appearance, values: ColorEntryValues)]) -> String {
        document([("colors", .array(entries.map { entry($0.values, appearance: $0.appearance) }))])
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

    /// The entry values of `color`: in sRGB, or in Display P3 when it lies outside sRGB.
    private static func values(of color: ColorValue) -> ColorEntryValues {
        let useP3 = !color.isInSRGBGamut
        let channels = useP3 ? color.displayP3 : color.sRGB
        return ColorEntryValues(colorSpace: useP3 ? "display-p3" : "srgb", alpha: component(channels.alpha),
                                blue: component(channels.blue), green: component(channels.green), red: component(channels.red))
    }

    private static func entry(_ values: ColorEntryValues, appearance: Appearance) -> JSONValue {
        var conditions: [(appearance: String, value: String)] = []
        if appearance.isDark { conditions.append(("luminosity", "dark")) }
        if appearance.isHighContrast { conditions.append(("contrast", "high")) }
        var members: [(String, JSONValue)] = conditions.isEmpty ? [] : [appearances(conditions)]
        members.append(("color", .object([
            ("color-space", .string(values.colorSpace)),
            ("components", .object([
                ("alpha", .string(values.alpha)), ("blue", .string(values.blue)),
                ("green", .string(values.green)), ("red", .string(values.red)),
            ])),
        ])))
        members.append(("idiom", .string("universal")))
        return .object(members)
    }

    /// A unit component as a decimal string: three places, as Xcode writes them, unless three
    /// places fall on another 8-bit step than the value layer's literal (six places) does, as a
    /// channel a hair off a half step can (0.4998 is 127.45 of 255, 0.500 is 127.5 and rounds up):
    /// then the fewest places that fall on the same step, so the catalog and the code draw one color.
    static func component(_ value: Double) -> String {
        let unit = min(max(value, 0), 1)
        let step = ColorValue.eightBitValue(SwiftNumbers.roundedValue(unit, places: ColorValue.literalPlaces))
        let places = (3..<ColorValue.literalPlaces).first {
            ColorValue.eightBitValue(SwiftNumbers.roundedValue(unit, places: $0)) == step
        } ?? ColorValue.literalPlaces
        return SwiftNumbers.fixed(unit, places: places)
    }
}
