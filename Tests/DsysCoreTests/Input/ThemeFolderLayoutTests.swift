@testable import DsysCore
@testable import DsysTokens
import Foundation
import Testing

/// One folder per brand or platform (`brands/acme/`, `platforms/ios/`) is a mode axis, not a merge
/// in which the last folder wins: Style Dictionary's multi-brand example gave every brand the third
/// brand's colors and iOS the web's font, with a "defined twice" warning per token.
struct ThemeFolderLayoutTests {
    private static func color(_ path: String, _ hex: String) -> String {
        let segments = path.split(separator: ".")
        return segments.reversed().reduce(#"{ "value": "\#(hex)", "type": "color" }"#) { inner, key in "{ \"\(key)\": \(inner) }" }
    }

    /// The color of `path` as `#rrggbb` in the mode of exactly `contexts`.
    private static func hex(_ path: String, in contexts: Set<String>, of tokens: ResolvedTokens) -> String? {
        let mode = tokens.modes.first { Set($0.contexts.map(\.context)) == contexts }
        guard case .color(let color)? = mode?.tokens[TokenPath(dotted: path)]?.value else { return nil }
        return color.hexString
    }

    private func load(_ files: [String: String], folder name: String = "tokens") throws -> (ResolvedTokens?, Diagnostics, TemporaryFolder) {
        let folder = try TemporaryFolder(files)
        let (tokens, diagnostics) = InputTestSupport.load([folder.file(name)])
        return (tokens, diagnostics, folder)
    }

    @Test func brandFoldersMakeAnAxisAndEachBrandKeepsItsValues() throws {
        let (tokens, diagnostics, _) = try load([
            "tokens/base.json": Self.color("color.base.black", "#000000"),
            "tokens/brands/acme/color.json": Self.color("color.brand.primary", "#ff0000"),
            "tokens/brands/globex/color.json": Self.color("color.brand.primary", "#0000ff"),
        ])
        let resolved = try #require(tokens)
        #expect(diagnostics.warnings.isEmpty, "no 'defined twice': \(diagnostics.warnings.map(\.message))")
        #expect(resolved.modes.map(\.name) == ["acme", "globex"])
        #expect(InputTestSupport.hex("color.brand.primary", in: "acme", of: resolved) == "#ff0000")
        #expect(InputTestSupport.hex("color.brand.primary", in: "globex", of: resolved) == "#0000ff")
        #expect(InputTestSupport.hex("color.base.black", in: "globex", of: resolved) == "#000000", "files beside the brands are shared")
        #expect(resolved.modes.last?.contexts == [ContextChoice(modifier: "brand", context: "globex")])
        let note = try #require(diagnostics.all.first { $0.message.hasPrefix("folders that define the same tokens make a mode axis each") })
        #expect(note.message.contains("'brand' from the folders in ") && note.message.contains("('acme', 'globex'; 'acme' the default)"),
                "\(note.message)")
    }

    /// Infor keeps `theme-classic/` and `theme-new/` side by side, each with `variants/dark/` and a Style
    /// Dictionary build configuration: the dark files of two themes were an error, and the
    /// configuration a token file. Siblings named for the word (`theme-*`) are the axis, each named
    /// without it, crossed with the appearance; `*.config.json` is no token file.
    @Test func siblingsNamedForTheWordMakeTheAxis() throws {
        let (tokens, diagnostics, _) = try load([
            "tokens/props/body.json": #"{ "body": { "color": { "value": "{ids.color.base}", "type": "color" } } }"#,
            "tokens/theme-classic/theme.json": Self.color("ids.color.base", "#ffffff"),
            "tokens/theme-classic/variants/dark/theme.json": Self.color("ids.color.base", "#000000"),
            "tokens/theme-classic/theme-classic.config.json": #"{ "source": ["tokens/theme-classic/theme.json"] }"#,
            "tokens/theme-new/theme.json": Self.color("ids.color.base", "#eeeeee"),
            "tokens/theme-new/variants/dark/theme.json": Self.color("ids.color.base", "#111111"),
            // Infor's high-contrast variant: read as the light one, it replaced the theme's light values.
            "tokens/theme-classic/variants/contrast/theme.json": Self.color("ids.color.base", "#d8d8d8"),
        ])
        let resolved = try #require(tokens)
        #expect(diagnostics.errors.isEmpty && diagnostics.warnings.isEmpty, "\(diagnostics.errors) \(diagnostics.warnings)")
        #expect(Set(resolved.modes.map { Set($0.contexts.map(\.description)) }) == [
            ["theme=classic", "appearance=light"], ["theme=classic", "appearance=dark"], ["theme=classic", "appearance=light-high-contrast"],
            ["theme=new", "appearance=light"], ["theme=new", "appearance=dark"], ["theme=new", "appearance=light-high-contrast"],
        ])
        #expect(Self.hex("body.color", in: ["new", "dark"], of: resolved) == "#111111")
        #expect(Self.hex("body.color", in: ["classic", "light"], of: resolved) == "#ffffff")
        #expect(Self.hex("body.color", in: ["classic", "light-high-contrast"], of: resolved) == "#d8d8d8")
        #expect(!resolved.sourceFiles.contains { $0.hasSuffix(".config.json") })
    }

    @Test func givenTheBrandsFolderItselfItsFoldersStillMakeTheAxis() throws {
        let (tokens, _, _) = try load([
            "tokens/brands/acme/color.json": Self.color("color.brand.primary", "#ff0000"),
            "tokens/brands/globex/color.json": Self.color("color.brand.primary", "#0000ff"),
        ], folder: "tokens/brands")
        #expect(try #require(tokens).modes.map(\.name) == ["acme", "globex"])
    }

    @Test func anIOSPlatformFolderIsTheDefaultAndAppearanceOverridesAreReadOverABrand() throws {
        let (tokens, diagnostics, _) = try load([
            "tokens/platforms/android/font.json": Self.color("color.accent", "#00aa00"),
            "tokens/platforms/ios/font.json": Self.color("color.accent", "#0000aa"),
            "tokens/brands/acme/color.json": Self.color("color.brand.primary", "#ff0000"),
            "tokens/brands/globex/color.json": Self.color("color.brand.primary", "#0000ff"),
            "tokens/dark.json": Self.color("color.brand.primary", "#00ff00"),
        ])
        let resolved = try #require(tokens)
        #expect(!diagnostics.hasErrors, "\(diagnostics.errors.map(\.message))")
        let first = try #require(resolved.modes.first)
        #expect(Set(first.contexts.map(\.context)) == ["ios", "acme", "light"], "\(first.contexts)")
        #expect(resolved.modes.count == 8)
        // The dark override wins over either brand.
        #expect(Self.hex("color.brand.primary", in: ["globex", "dark", "ios"], of: resolved) == "#00ff00")
        #expect(Self.hex("color.brand.primary", in: ["acme", "dark", "ios"], of: resolved) == "#00ff00")
        #expect(Self.hex("color.brand.primary", in: ["globex", "light", "ios"], of: resolved) == "#0000ff")
    }

    /// natds: shared `globals/color/light.json` and `dark.json`, and each brand's own light and dark
    /// files. It was an error ("the dark files come from 17 themes' folders"); each brand's dark
    /// file now overrides the shared dark file in that brand's dark mode only.
    @Test func lightAndDarkFilesInsideBrandFoldersCrossTheBrandWithTheAppearance() throws {
        let (tokens, diagnostics, _) = try load([
            "tokens/globals/color/light.json": Self.color("color.surface", "#ffffff"),
            "tokens/globals/color/dark.json": Self.color("color.surface", "#111111"),
            "tokens/brands/natura/light.json": Self.color("color.surface", "#fff0e0"),
            "tokens/brands/natura/dark.json": Self.color("color.surface", "#221100"),
            "tokens/brands/avon/light.json": Self.color("color.primary", "#e00000"),
            "tokens/brands/avon/dark.json": Self.color("color.primary", "#ff4040"),
            "tokens/brands/natura/primary.json": Self.color("color.primary", "#f4ab34"),
        ])
        let resolved = try #require(tokens)
        #expect(!diagnostics.hasErrors, "\(diagnostics.errors.map(\.message))")
        #expect(diagnostics.warnings.isEmpty, "\(diagnostics.warnings.map(\.message))")
        let hex = { (path: String, brand: String, appearance: String) in Self.hex(path, in: [brand, appearance], of: resolved) }
        #expect(hex("color.surface", "natura", "dark") == "#221100")
        #expect(hex("color.surface", "natura", "light") == "#fff0e0")
        #expect(hex("color.surface", "avon", "dark") == "#111111", "a brand without its own surface keeps the shared one")
        #expect(hex("color.primary", "avon", "dark") == "#ff4040")
        #expect(hex("color.primary", "natura", "dark") == "#f4ab34")
    }

    @Test func foldersUnderAnyOtherNameRemainAnOverride() throws {
        let (tokens, diagnostics, _) = try load([
            "tokens/core/color.json": Self.color("color.primary", "#ff0000"),
            "tokens/semantic/color.json": Self.color("color.primary", "#0000ff"),
        ])
        let resolved = try #require(tokens)
        #expect(resolved.modes.map(\.name) == ["default"])
        #expect(diagnostics.warnings.map(\.message).contains { $0.hasPrefix("token 'color.primary' is defined twice") })
    }

    /// Twilio Paste's themes hold `dark` beside `evergreen`: `dark` became a theme and the dark
    /// appearance, light showed Evergreen's colors, and the base file's own values showed in no mode,
    /// without a word. A warning at the appearance folder says so; folders that are all appearances
    /// (`themes/light`, `themes/dark`) say nothing.
    @Test func themeFoldersThatMixAnAppearanceWithThemesAreAWarning() throws {
        let (_, diagnostics, _) = try load([
            "tokens/base.json": Self.color("color.background", "#f4f4f6"),
            "tokens/themes/evergreen/color.json": Self.color("color.background", "#f4f6fa"),
            "tokens/themes/dark/color.json": Self.color("color.background", "#18253c"),
        ])
        let warning = try #require(diagnostics.warnings.first { $0.message.hasPrefix("the folders in ") }, "\(diagnostics.warnings)")
        #expect(warning.message.hasSuffix("themes' mix appearances ('dark') with themes ('evergreen'): each is read as a theme of the "
            + "axis 'theme', and 'dark' as an appearance too, so the values of the files beside the folders may show in no mode"))
        #expect(warning.location?.file.hasSuffix("tokens/themes/dark/color.json") == true)
        let (_, appearancesOnly, _) = try load([
            "tokens/base.json": Self.color("color.base", "#000000"),
            "tokens/themes/light/color.json": Self.color("color.background", "#ffffff"),
            "tokens/themes/dark/color.json": Self.color("color.background", "#000000"),
        ])
        #expect(!appearancesOnly.warnings.contains { $0.message.contains("mix appearances") }, "\(appearancesOnly.warnings)")
    }

    /// Kong keeps `themes/electric-lime-day/` beside `themes/electric-lime-day-high-contrast/`: the
    /// second folder was a theme and the high-contrast appearance at once, so theme
    /// `lime-day-high-contrast` with appearance `light` read none of its files (its tokens undefined,
    /// with a warning), and Lime Day's high-contrast mode showed its normal palette. It is Lime Day's
    /// high-contrast appearance, with one note.
    @Test func aContrastFolderBesideItsThemeIsThatThemesHighContrastAppearance() throws {
        let (tokens, diagnostics, _) = try load([
            "tokens/text.json": #"{ "color": { "text": { "value": "{color.alias.gray}", "type": "color" } } }"#,
            "tokens/themes/classic-day/palette.json": Self.color("color.alias.gray", "#52596e"),
            "tokens/themes/lime-day/palette.json": Self.color("color.alias.gray", "#3d443d"),
            "tokens/themes/lime-day-high-contrast/palette.json": Self.color("color.alias.gray", "#000000"),
        ])
        let resolved = try #require(tokens)
        #expect(diagnostics.errors.isEmpty && diagnostics.warnings.isEmpty, "\(diagnostics.errors) \(diagnostics.warnings)")
        #expect(Set(resolved.modes.map { Set($0.contexts.map(\.description)) }) == [
            ["theme=classic-day", "appearance=light"], ["theme=classic-day", "appearance=light-high-contrast"],
            ["theme=lime-day", "appearance=light"], ["theme=lime-day", "appearance=light-high-contrast"],
        ])
        #expect(Self.hex("color.text", in: ["lime-day", "light-high-contrast"], of: resolved) == "#000000")
        #expect(Self.hex("color.text", in: ["lime-day", "light"], of: resolved) == "#3d443d")
        #expect(Self.hex("color.text", in: ["classic-day", "light-high-contrast"], of: resolved) == "#52596e")
        let notes = diagnostics.all.filter { $0.message.hasPrefix("folders named for increased contrast") }.map(\.message)
        #expect(notes == ["folders named for increased contrast beside their theme's folder are that theme's high-contrast appearance, "
            + "no theme of their own: 'lime-day-high-contrast' is 'lime-day' in appearance 'light-high-contrast'"])
    }

    /// A folder named for contrast with no theme's folder beside it is a theme of its own, and its
    /// name no appearance: read as both, it made modes that read none of its files.
    @Test func aContrastFolderWithoutItsThemeIsAThemeOnly() throws {
        let (tokens, diagnostics, _) = try load([
            "tokens/text.json": #"{ "color": { "text": { "value": "{color.alias.gray}", "type": "color" } } }"#,
            "tokens/themes/classic/palette.json": Self.color("color.alias.gray", "#52596e"),
            "tokens/themes/night-high-contrast/palette.json": Self.color("color.alias.gray", "#000000"),
        ])
        let resolved = try #require(tokens)
        #expect(diagnostics.errors.isEmpty && diagnostics.warnings.isEmpty, "\(diagnostics.errors) \(diagnostics.warnings)")
        #expect(resolved.modes.map { $0.contexts.map(\.description) } == [["theme=classic"], ["theme=night-high-contrast"]])
        #expect(InputTestSupport.hex("color.text", in: "night-high-contrast", of: resolved) == "#000000")
    }

    /// The contrast spellings a folder may end with, and the appearance its theme's name gives it.
    @Test func contrastFoldersPairWithTheirThemeByName() {
        let siblings = ["lime", "lime-hc", "Night", "Night_HighContrast", "sun", "sun-high-contrast", "dusk-dark", "dusk-dark-hc", "lone-hc"]
        #expect(ContrastThemeFolders.themes(among: siblings) == [
            "lime-hc": "lime", "Night_HighContrast": "Night", "sun-high-contrast": "sun", "dusk-dark-hc": "dusk-dark",
        ])
        #expect(ContrastThemeFolders.appearance(pairedWith: "dusk-dark") == "dark-high-contrast")
        #expect(ContrastThemeFolders.appearance(pairedWith: "lime") == "light-high-contrast")
        #expect(ContrastThemeFolders.namesContrast("lone-hc") && !ContrastThemeFolders.namesContrast("contrast"))
    }

    @Test func brandFoldersThatDefineDifferentTokensAreNoAxis() throws {
        let (tokens, diagnostics, _) = try load([
            "tokens/brands/acme/color.json": Self.color("color.acme", "#ff0000"),
            "tokens/brands/globex/color.json": Self.color("color.globex", "#0000ff"),
        ])
        #expect(try #require(tokens).modes.map(\.name) == ["default"])
        #expect(diagnostics.all.isEmpty, "\(diagnostics.all.map(\.message))")
    }
}
