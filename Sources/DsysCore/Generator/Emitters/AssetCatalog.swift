/// The JSON of Xcode asset catalogs, written by hand so key order and number format are fixed.
enum AssetCatalog {
    static let catalogContents = """
    {
      "info" : {
        "author" : "xcode",
        "version" : 1
      }
    }

    """

    /// A colorset with one entry per appearance: universal (light) first, then `luminosity: dark`,
    /// then the `contrast: high` entries. Components are decimal strings with three places; a color
    /// outside sRGB is written in Display P3.
    static func colorSet(_ modal: ModalToken, appearances: [Appearance]) -> String {
        var entries: [String] = []
        for appearance in appearances {
            guard case .color(let color) = modal.value(for: appearance) else { continue }
            entries.append(entry(color, appearance: appearance))
        }
        return "{\n  \"colors\" : [\n" + entries.joined(separator: ",\n") + "\n  ],\n"
            + "  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n"
    }

    private static func entry(_ color: ColorValue, appearance: Appearance) -> String {
        let useP3 = !color.isInSRGBGamut
        let channels = useP3 ? color.displayP3 : color.sRGB
        var conditions: [(String, String)] = []
        if appearance.isDark { conditions.append(("luminosity", "dark")) }
        if appearance.isHighContrast { conditions.append(("contrast", "high")) }
        var text = "    {\n"
        if !conditions.isEmpty {
            text += "      \"appearances\" : [\n"
            text += conditions.map { "        {\n          \"appearance\" : \"\($0.0)\",\n          \"value\" : \"\($0.1)\"\n        }" }
                .joined(separator: ",\n")
            text += "\n      ],\n"
        }
        text += "      \"color\" : {\n"
        text += "        \"color-space\" : \"\(useP3 ? "display-p3" : "srgb")\",\n"
        text += "        \"components\" : {\n"
        text += "          \"alpha\" : \"\(component(channels.alpha))\",\n"
        text += "          \"blue\" : \"\(component(channels.blue))\",\n"
        text += "          \"green\" : \"\(component(channels.green))\",\n"
        text += "          \"red\" : \"\(component(channels.red))\"\n"
        text += "        }\n      },\n"
        text += "      \"idiom\" : \"universal\"\n    }"
        return text
    }

    private static func component(_ value: Double) -> String {
        SwiftNumbers.fixed(min(max(value, 0), 1), places: 3)
    }
}
