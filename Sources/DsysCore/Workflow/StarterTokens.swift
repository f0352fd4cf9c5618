/// The DTCG token file `dsys init` writes into an empty folder (`tokens.json`), so a new project
/// starts from a working design system: a few colors with light and dark values (Terrazzo-style
/// `$extensions.mode`), a spacing and a radius scale, a typography preset and a shadow — one token
/// of each kind an app uses first. `dsys generate` reads it without a warning.
public enum StarterTokens {
    /// The file's name, beside `dsys.json`.
    public static let fileName = "tokens.json"

    /// The file's text: DTCG 2025.10 (dimension objects, hex colors), two-space indented.
    public static var json: String {
        CanonicalJSON.render(.object([
            ("$description", .string("Starter tokens written by dsys init: edit them, or replace this file with your own (DTCG, Tokens Studio, Style Dictionary).")),
            ("color", .object([("$type", .string("color"))] + colors.map { name, light, dark in
                (name, .object([("$value", .string(light)), ("$extensions", .object([("mode", .object([("light", .string(light)), ("dark", .string(dark))]))]))]))
            })),
            ("spacing", scale("dimension", [("xs", 4), ("sm", 8), ("md", 16), ("lg", 24), ("xl", 32)])),
            ("radius", scale("dimension", [("sm", 4), ("md", 8), ("lg", 16)])),
            ("typography", .object([
                ("$type", .string("typography")),
                ("body", .object([("$value", .object([
                    ("fontFamily", .array([.string("system-ui")])), ("fontSize", points(17)), ("fontWeight", .number(400)),
                    ("letterSpacing", points(0)), ("lineHeight", .number(1.3)),
                ]))])),
                ("title", .object([("$value", .object([
                    ("fontFamily", .array([.string("system-ui")])), ("fontSize", points(28)), ("fontWeight", .number(700)),
                    ("letterSpacing", points(0)), ("lineHeight", .number(1.2)),
                ]))])),
            ])),
            ("shadow", .object([
                ("$type", .string("shadow")),
                ("card", .object([("$value", .object([
                    ("color", .string("#0000001a")), ("offsetX", points(0)), ("offsetY", points(2)), ("blur", points(8)), ("spread", points(0)),
                ]))])),
            ])),
        ]))
    }

    /// Name, light value, dark value.
    private static let colors: [(String, String, String)] = [
        ("background", "#ffffff", "#1c1c1e"),
        ("surface", "#f2f2f7", "#2c2c2e"),
        ("text", "#1c1c1e", "#f2f2f7"),
        ("accent", "#0a66d8", "#4c9dff"),
    ]

    private static func points(_ value: Double) -> JSONValue {
        .object([("value", .number(value)), ("unit", .string("px"))])
    }

    private static func scale(_ type: String, _ steps: [(String, Double)]) -> JSONValue {
        .object([("$type", .string(type))] + steps.map { ($0.0, .object([("$value", points($0.1))])) })
    }
}
