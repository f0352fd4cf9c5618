@testable import DsysCore
@testable import DsysTokens
import Testing

/// Contexts that name a theme and an appearance under one modifier (ungrouped Tokens Studio themes
/// `Brand A Light` … `Brand B Dark`) become two axes, so every theme is generated.
@Suite struct ThemeAppearanceContextsTests {
    @Test(arguments: [
        ("Brand A Light", "Brand A", "light"), ("brand-a-dark", "brand-a", "dark"), ("Dark / Brand A", "Brand A", "dark"),
        ("lightning_Dark", "lightning", "dark"),
    ])
    func aContextSplitsIntoItsThemeAndAppearance(context: String, theme: String, appearance: String) throws {
        let split = try #require(ThemeAppearanceContexts.themeAndAppearance(context))
        #expect(split.theme == theme && split.appearance == appearance)
    }

    @Test(arguments: ["Light", "dark", "Brand Lighter", "dark-light", "brand-a", "High contrast dark mode"])
    func aContextWithoutAThemeOrAnAppearanceAtAnEndDoesNotSplit(context: String) {
        #expect(ThemeAppearanceContexts.themeAndAppearance(context) == nil)
    }

    /// Tokens Studio themes of two brands, each light and dark, every theme naming its own sets.
    private static func project(themes names: [String]) -> [String: String] {
        var files: [String: String] = [
            "tokens/components.json": #"{ "button": { "bg": { "value": "{brand.primary}", "type": "color" } } }"#,
        ]
        var themes: [String] = []
        for (index, name) in names.enumerated() {
            let set = name.lowercased().replacingOccurrences(of: " ", with: "-")
            files["tokens/\(set).json"] = ##"{ "brand": { "primary": { "value": "#0000"## + String(format: "%02x", index + 1) + ##"", "type": "color" } } }"##
            themes.append(#"{ "name": "\#(name)", "selectedTokenSets": { "\#(set)": "enabled", "components": "enabled" } }"#)
        }
        files["tokens/$themes.json"] = "[" + themes.joined(separator: ", ") + "]"
        return files
    }

    /// Also for a brand whose name starts with `Dark` (Darkroom): its light mode read as dark, so it
    /// and Ocean's dark mode were not emitted and a color paired Ocean's light value with Darkroom's dark.
    @Test(arguments: [("Brand A", "Brand B"), ("Darkroom", "Ocean")])
    func brandsWithLightAndDarkModesBecomeAThemeAxisBesideTheAppearance(first: String, second: String) throws {
        let run = try FrontEndRun(Self.project(themes: ["\(first) Light", "\(first) Dark", "\(second) Light", "\(second) Dark"]),
                                  inputs: ["tokens"], strict: false)
        let modes = try #require(run.tokens?.modes)
        #expect(modes.map { $0.contexts.map(\.description) } == [
            ["theme=\(first)", "appearance=light"], ["theme=\(first)", "appearance=dark"],
            ["theme=\(second)", "appearance=light"], ["theme=\(second)", "appearance=dark"],
        ])
        #expect(run.diagnostics.all.contains { $0.severity == .note && $0.message.hasPrefix(
            "the contexts of 'theme' each name a theme and an appearance, so dsys reads them as two axes: 'theme' (\(first), \(second))") })
        let (description, diagnostics) = GeneratorTestHarness.translate(modes)
        #expect(!diagnostics.sorted.contains { $0.message.contains("is not emitted") }, "\(diagnostics.sorted)")
        #expect(description.axes.map(\.name) == ["theme"])
        let bg = try #require(description.colors.first { $0.modal.token.path.description == "button.bg" })
        guard case .color(let brandBDark) = bg.modal.value(for: .dark, variant: 0),
              case .color(let brandALight) = bg.modal.value(for: .light) else {
            Issue.record("button.bg is no color")
            return
        }
        #expect(brandBDark.hexString == "#000004" && brandALight.hexString == "#000001")
    }

    /// A theme without a dark mode (`Other Light` beside `Brand A Light` and `Brand A Dark`) shows in
    /// dark what it shows in light: its own values, and for the tokens it does not define the default
    /// theme's light ones, with a note. Before, its dark showed the default theme's dark values, two
    /// brands mixed without a word (SkyUX's `modern` would have shown Blackbaud's near-white dark
    /// text on its own light page).
    @Test func aThemeWithoutADarkModeShowsItsLightValuesInDark() throws {
        let run = try FrontEndRun([
            "tokens/$themes.json": """
            [ { "name": "Brand A Light", "selectedTokenSets": { "a-light": "enabled" } },
              { "name": "Brand A Dark", "selectedTokenSets": { "a-dark": "enabled" } },
              { "name": "Other Light", "selectedTokenSets": { "other": "enabled" } } ]
            """,
            "tokens/a-light.json": ##"{ "bg": { "value": "#ffffff", "type": "color" }, "text": { "value": "#111111", "type": "color" } }"##,
            "tokens/a-dark.json": ##"{ "bg": { "value": "#000000", "type": "color" }, "text": { "value": "#eeeeee", "type": "color" } }"##,
            "tokens/other.json": ##"{ "bg": { "value": "#ffeecc", "type": "color" } }"##,
        ], inputs: ["tokens"], strict: false)
        let modes = try #require(run.tokens?.modes)
        #expect(modes.map { $0.contexts.map(\.description) } == [
            ["theme=Brand A", "appearance=light"], ["theme=Brand A", "appearance=dark"],
            ["theme=Other", "appearance=light"], ["theme=Other", "appearance=dark"],
        ])
        #expect(run.diagnostics.all.contains { $0.severity == .note && $0.message.hasPrefix("the theme 'Other' has no dark mode") },
                "\(run.diagnostics.all.map(\.message))")
        let (description, diagnostics) = GeneratorTestHarness.translate(modes)
        #expect(!diagnostics.sorted.contains { $0.message.contains("is not emitted") }, "\(diagnostics.sorted)")
        func hex(_ path: String, _ appearance: Appearance) -> String? {
            guard case .color(let color)? = description.colors.first(where: { $0.modal.token.path.description == path })?
                .modal.value(for: appearance, variant: 0) else { return nil }
            return color.hexString
        }
        #expect(hex("bg", .light) == "#ffeecc" && hex("bg", .dark) == "#ffeecc")
        #expect(hex("text", .light) == "#111111" && hex("text", .dark) == "#111111")
    }

    /// Only light and dark themes (no brand), a brand without a light theme, or two themes that
    /// would split alike (`Brand A Light`, `Light Brand A`) stay as they are.
    @Test(arguments: [["Light", "Dark"], ["Brand A Light", "Brand A Dark", "Brand B Dark"], ["Brand A Light", "Brand A Dark", "Other"],
                      ["Brand A Light", "Light Brand A", "Brand B Light", "Brand B Dark"]])
    func themesThatDoNotAllNameABrandAndAnAppearanceStayOneAxis(names: [String]) throws {
        let run = try FrontEndRun(Self.project(themes: names), inputs: ["tokens"], strict: false)
        #expect(run.tokens?.modes.map { $0.contexts.map(\.modifier) } == names.map { _ in ["theme"] })
        #expect(!run.diagnostics.all.contains { $0.message.contains("each name a theme and an appearance") })
    }
}
