@testable import DsysCore
import Testing

/// The token account: every token is emitted with its symbols or skipped with a warning naming
/// it, and every mode the package does not show is a warning.
struct TokenAccountTests {
    private func token(_ path: String, _ value: TokenValue, line: Int) -> Token {
        Token(path: TokenPath(dotted: path), value: value, location: SourceLocation(file: "t.json", line: line, column: 5),
              pointer: "/" + path.replacingOccurrences(of: ".", with: "/"))
    }

    /// A color token at `line`.
    private func color(_ path: String, _ hex: String, line: Int) -> Token {
        token(path, .color(ColorValue.parse(css: hex)!), line: line)
    }

    private func translate(_ modes: [Mode], config: GeneratorConfig = GeneratorTestHarness.plainConfig)
        -> (DesignSystemDescription, Diagnostics) {
        GeneratorTestHarness.translate(modes, config: config)
    }

    /// DS-Jupiter's brand `businesswise` gives a color `"None"`: skipped in that default mode, it was
    /// said to be "defined only in mode(s) …, not in the default mode", and the hint asked to define a
    /// token the brand has. The warning says it is skipped there.
    @Test func aTokenSkippedInTheDefaultModeIsNotCalledUndefinedThere() throws {
        let size = token("size.icon", .dimension(Dimension(points: 24)), line: 2)
        let extra = token("size.extra", .dimension(Dimension(points: 32)), line: 3)
        let (_, diagnostics) = translate([
            Mode(name: "light", contexts: [], tokens: TokenSet([size]), skippedPaths: [extra.path]),
            Mode(name: "dark", contexts: [], tokens: TokenSet([size, extra])),
        ])
        let warning = try #require(diagnostics.sorted.first { $0.severity == .warning })
        #expect(warning.message == "'size.extra' is skipped in the default mode 'light' (its warning there says why) and read only in "
            + "mode(s) 'dark'; it is generated as an optional, nil in the other modes")
        #expect(warning.hint?.hasSuffix("correct its value in the default mode for a constant of the static API") == true)
    }

    @Test func aTokenOnlyAShownModeDefinesIsAnOptionalWithAWarningAtItsPosition() throws {
        let size = token("size.icon", .dimension(Dimension(points: 24)), line: 2)
        let extra = token("size.extra", .dimension(Dimension(points: 32)), line: 3)
        let (description, diagnostics) = translate([
            Mode(name: "light", contexts: [], tokens: TokenSet([size])),
            Mode(name: "dark", contexts: [], tokens: TokenSet([size, extra])),
        ])
        let account = description.account
        #expect(account.summary == "2 tokens read, 2 emitted, 0 skipped")
        let partial = try #require(account.records.first { $0.path == extra.path })
        guard case .emitted(let partialSymbols, let partialValues) = partial.outcome else {
            Issue.record("size.extra must be emitted as an optional, not \(partial.outcome)")
            return
        }
        #expect(partialSymbols == ["DesignTokens.Dimensions.Size.extra", "DesignTokens.Dark.Dimensions.Size.extra", "DSAdaptiveTokens.sizeExtra"])
        #expect(partialValues.map { "\($0.appearance) \($0.mode) \($0.value)" } == ["dark dark \(extra.value)"])
        #expect(description.partialTokens.map(\.token.path) == [extra.path])
        #expect(description.tokens(.dimension).map(\.token.path) == [size.path])
        let warning = try #require(diagnostics.sorted.first { $0.severity == .warning })
        #expect(warning.description.hasPrefix("t.json:3:5: warning: 'size.extra' is defined only in mode(s) 'dark', "
            + "not in the default mode 'light'; it is generated as an optional, nil in the other modes"))
        let emitted = try #require(account.records.first { $0.path == size.path })
        guard case .emitted(let symbols, let values) = emitted.outcome else {
            Issue.record("size.icon must be emitted")
            return
        }
        #expect(symbols == ["DSDimension.Size.icon", "DesignTokens.Dimensions.Size.icon"])
        #expect(values.map(\.appearance) == [.light, .dark])
    }

    /// Such tokens are counted in one note, not a warning each (compound's Android and Web
    /// platforms beside iOS): their modes are not generated at all, which a warning of its own says.
    @Test func aTokenOnlyAModeThePackageDoesNotShowDefinesIsSkipped() throws {
        let size = token("size.icon", .dimension(Dimension(points: 24)), line: 2)
        let extra = token("size.extra", .dimension(Dimension(points: 32)), line: 3)
        // `dark-dimmed` reads as dark, which `dark` already supplies, so it is not emitted.
        let (description, diagnostics) = translate([
            Mode(name: "light", contexts: [], tokens: TokenSet([size])),
            Mode(name: "dark", contexts: [], tokens: TokenSet([size])),
            Mode(name: "dark-dimmed", contexts: [], tokens: TokenSet([size, extra])),
        ])
        #expect(description.account.summary == "2 tokens read, 1 emitted, 1 skipped (1 missing-from-default-mode)")
        #expect(description.partialTokens.isEmpty)
        let skipped = try #require(description.account.records.first { $0.path == extra.path })
        guard case .skipped(.missingFromDefaultMode, let message) = skipped.outcome else {
            Issue.record("size.extra must be skipped, not \(skipped.outcome)")
            return
        }
        #expect(message == "'size.extra' is defined only in mode(s) 'dark-dimmed', not in the default mode 'light'; it is left out")
        #expect(!diagnostics.sorted.contains { $0.message == message })
        #expect(diagnostics.sorted.contains {
            $0.severity == .note && $0.message == "1 token is defined only in modes the package does not show ('dark-dimmed'), "
                + "such as 'size.extra'; it is left out"
        }, "\(diagnostics.sorted)")
        #expect(diagnostics.sorted.contains { $0.severity == .warning && $0.message.hasPrefix("mode 'dark-dimmed' is not emitted") })
    }

    /// `--context theme=lime-day-high-contrast` on Kong's themes picked a default mode that read no
    /// file of its theme: the package held 0 of its tokens, and generate passed. When every token is
    /// left out, the note is an error, as an input whose every token is source-only is.
    @Test func noTokenEmittedBecauseOnlyHiddenModesDefineThemIsAnError() throws {
        let extra = token("size.extra", .dimension(Dimension(points: 32)), line: 3)
        let (description, diagnostics) = translate([
            Mode(name: "light", contexts: [], tokens: TokenSet([])),
            Mode(name: "dark", contexts: [], tokens: TokenSet([])),
            Mode(name: "dark-dimmed", contexts: [], tokens: TokenSet([extra])),
        ])
        #expect(description.account.emittedCount == 0)
        let error = try #require(diagnostics.errors.first, "\(diagnostics.sorted)")
        #expect(error.message == "there is nothing to generate: the default mode 'light' emits no token, and 1 token is defined only "
            + "in modes the package does not show ('dark-dimmed'), such as 'size.extra'; it is left out")
        #expect(error.hint?.hasPrefix("pick those modes with --context") == true)
        #expect(!diagnostics.sorted.contains { $0.severity == .note && $0.message.hasPrefix("1 token is defined only") })
    }

    @Test func aModeNoAppearanceShowsIsAWarningAndRecorded() throws {
        let row = token("spacing.row", .dimension(Dimension(points: 12)), line: 2)
        let dimmed = token("spacing.row", .dimension(Dimension(points: 8)), line: 2)
        // One axis that holds appearances (Terrazzo's `mode`): `dimmed` reads as light, which `light` already supplies.
        let (description, diagnostics) = translate([
            Mode(name: "light", contexts: [ContextChoice(modifier: "mode", context: "light")], tokens: TokenSet([row])),
            Mode(name: "dark", contexts: [ContextChoice(modifier: "mode", context: "dark")], tokens: TokenSet([row])),
            Mode(name: "dimmed", contexts: [ContextChoice(modifier: "mode", context: "dimmed")], tokens: TokenSet([dimmed])),
        ])
        #expect(description.account.axes == ["mode"])
        #expect(description.axes.isEmpty)
        #expect(description.account.modes.map(\.notEmittedBecause) == [nil, nil, "its appearance light comes from mode 'light'"])
        #expect(diagnostics.sorted.contains { $0.message == "mode 'dimmed' is not emitted: its appearance light comes from mode 'light'"
            && $0.hint?.hasPrefix(#"pick it with --context "mode=dimmed""#) == true })
    }

    /// A mode left out names the theme that is then not generated and how to pick it (SkyUX's Color
    /// theme `modern`, whose mode is `modern-productive`).
    @Test func aModeNotEmittedNamesTheThemeThatIsNotGenerated() throws {
        let row = token("spacing.row", .dimension(Dimension(points: 12)), line: 2)
        let modes = [("light-productive", "blackbaud-light"), ("dark-productive", "blackbaud-dark"), ("modern-productive", "modern")]
            .map { name, color in
                Mode(name: name, contexts: [ContextChoice(modifier: "Color", context: color), ContextChoice(modifier: "Layout", context: "productive")],
                     tokens: TokenSet([row]))
            }
        let (_, diagnostics) = translate(modes)
        let warning = try #require(diagnostics.sorted.first { $0.message.hasPrefix("mode 'modern-productive' is not emitted") })
        #expect(warning.message == "mode 'modern-productive' is not emitted: its appearance light comes from mode 'light-productive', "
            + "so Color 'modern' is not generated")
        #expect(warning.hint?.hasPrefix(#"pick it with --context "Color=modern" (or "contexts" in dsys.json)"#) == true)
    }

    /// Of two modes whose names differ only in letter case (Tokens Studio themes `dark` and `Dark`,
    /// as Supabase's set has), the one that defines more tokens stands for the appearance, whichever
    /// comes first; a name that merely reads as the same appearance does not compete so.
    @Test func ofModesNamedAlikeTheOneWithMoreTokensStandsForTheAppearance() throws {
        func points(_ path: String, _ value: Double) -> Token { token(path, .dimension(Dimension(points: value)), line: 2) }
        // Tokens Studio themes: `dark` names only a source set, `Dark` is the real dark set.
        let modes = [("Light", [points("text.body", 1)]), ("dark", [points("new.bg", 0)]), ("Dark", [points("text.body", 12), points("new.bg", 0)])]
        let (description, diagnostics) = translate(modes.map { Mode(name: $0.0, contexts: [], tokens: TokenSet($0.1)) })
        #expect(description.account.modes.map(\.notEmittedBecause) == [nil, "its appearance dark comes from mode 'Dark'", nil])
        #expect(description.tokens(.dimension).first?.modal.value(for: .dark) == .dimension(Dimension(points: 12)))
        #expect(diagnostics.sorted.contains { $0.message == "mode 'dark' is not emitted: its appearance dark comes from mode 'Dark'" })
    }

    /// TalhaDS's Figma modes `Dark`, `Eflatun` and `Light`: `Eflatun`, light only for naming no
    /// dark and first in order, was the light appearance and `Light` was not generated. A mode named
    /// after the appearance stands for it.
    @Test func aModeNamedAfterTheAppearanceStandsForItOverOneNamingNone() throws {
        func points(_ value: Double) -> Token { token("surface", .dimension(Dimension(points: value)), line: 2) }
        let modes = [("Dark", 1.0), ("Eflatun", 2.0), ("Light", 3.0)].map { name, value in
            Mode(name: name, contexts: [ContextChoice(modifier: "mode", context: name)], tokens: TokenSet([points(value)]))
        }
        let (description, diagnostics) = translate(modes)
        #expect(description.account.modes.map(\.notEmittedBecause) == [nil, "its appearance light comes from mode 'Light'", nil])
        #expect(description.tokens(.dimension).first?.modal.value(for: .light) == .dimension(Dimension(points: 3)))
        #expect(diagnostics.sorted.contains { $0.message == "mode 'Eflatun' is not emitted: its appearance light comes from mode 'Light'" })
    }

    /// A theme group whose first theme is `Dark` (TomTom): the default mode is still the light
    /// one, which the warning about a dark-only token names; a light-only token shows its light
    /// value in dark, with a warning for the mode that lacks it, and the account credits the light
    /// mode with that value.
    @Test func aTokenTheDarkModeLacksIsAWarningAndItsDarkValueIsCreditedToTheLightMode() throws {
        let (description, diagnostics) = translate([
            Mode(name: "Dark", contexts: [], tokens: TokenSet([color("bg", "#000000", line: 2), color("onlyDark", "#ff0000", line: 3)])),
            Mode(name: "Light", contexts: [], tokens: TokenSet([color("bg", "#ffffff", line: 2), color("onlyLight", "#11181e", line: 4)])),
        ])
        let messages = diagnostics.sorted.filter { $0.severity == .warning }.map(\.message)
        #expect(messages.contains { $0.hasPrefix("'onlyDark' is defined only in mode(s) 'Dark', not in the default mode 'Light'") }, "\(messages)")
        #expect(messages.contains("mode 'Dark' does not define 'onlyLight'; it shows the value of mode 'Light' there"), "\(messages)")
        #expect(!messages.contains { $0.contains("does not define 'bg'") })
        let record = try #require(description.account.records.first { $0.path.description == "onlyLight" })
        guard case .emitted(_, let values) = record.outcome else {
            Issue.record("onlyLight must be emitted")
            return
        }
        #expect(values.map { "\($0.appearance) \($0.mode)" } == ["light Light", "dark Light"])
    }

    /// Unipol's dark theme spells `Accordion.Open.TItle` where the light one has `Title`: the two
    /// warnings (one token only dark defines, one token dark lacks) each name the other spelling,
    /// instead of telling the user to define a token they already defined.
    @Test func aTokenSpelledInAnotherLetterCaseInAnotherModeIsNamedInBothWarnings() throws {
        let (_, diagnostics) = translate([
            Mode(name: "Light", contexts: [], tokens: TokenSet([color("bg", "#ffffff", line: 2), color("open.Title", "#111111", line: 3)])),
            Mode(name: "Dark", contexts: [], tokens: TokenSet([color("bg", "#000000", line: 2), color("open.TItle", "#eeeeee", line: 3)])),
        ])
        let warnings = diagnostics.sorted.filter { $0.severity == .warning }
        let lacking = try #require(warnings.first { $0.message.hasPrefix("mode 'Dark' does not define 'open.Title'") })
        #expect(lacking.hint?.hasSuffix("; mode 'Dark' spells 'open.Title' as 'open.TItle', in another letter case: if it is the same "
            + "token, give it one spelling") == true, "\(lacking.hint ?? "")")
        let onlyDark = try #require(warnings.first { $0.message.hasPrefix("'open.TItle' is defined only in mode(s) 'Dark'") })
        #expect(onlyDark.hint?.contains("mode 'Light' spells 'open.TItle' as 'open.Title', in another letter case") == true,
                "\(onlyDark.hint ?? "")")
        #expect(!warnings.contains { $0.message.contains("'bg'") || $0.hint?.contains("'bg'") == true })
    }

    /// Ungrouped Tokens Studio themes of several brands (cds): a dark mode named after a theme
    /// (`cds-dark`) takes that theme's light mode (`cds-light`) for the light appearance, not the
    /// first mode, which belongs to another brand.
    @Test func aDarkModeNamedAfterAThemePairsWithThatThemesLightMode() throws {
        func theme(_ name: String, _ points: Double) -> Mode {
            Mode(name: name, contexts: [ContextChoice(modifier: "theme", context: name)],
                 tokens: TokenSet([token("size.gap", .dimension(Dimension(points: points)), line: 2)]))
        }
        let (description, diagnostics) = translate([theme("theme-tearfund", 1), theme("cds-light", 2), theme("cds-dark", 3)])
        #expect(description.account.modes.map(\.notEmittedBecause) == ["its appearance light comes from mode 'cds-light'", nil, nil])
        let gap = try #require(description.tokensByCategory.values.joined().first)
        #expect(gap.modal.value(for: .light) == .dimension(Dimension(points: 2)))
        #expect(gap.modal.value(for: .dark) == .dimension(Dimension(points: 3)))
        #expect(!diagnostics.sorted.contains { $0.message.contains("suggest different themes") })
    }

    /// The default mode, when it reads light, keeps the light appearance and takes its own theme's
    /// dark mode, whatever dark mode comes first (moon-tokens' Figma collection: default `MDS-Light`,
    /// with `SB-Dark` listed before `MDS-Dark`, and a `Partners` mode that pairs with nothing).
    @Test func theDefaultLightModePairsWithItsOwnThemesDarkMode() throws {
        func mode(_ name: String, _ points: Double) -> Mode {
            Mode(name: name, contexts: [ContextChoice(modifier: "Global Colors", context: name)],
                 tokens: TokenSet([token("size.gap", .dimension(Dimension(points: points)), line: 2)]))
        }
        let (description, _) = translate([mode("MDS-Light", 1), mode("BC-Light", 2), mode("SB-Dark", 3), mode("SB-Light", 4),
                                          mode("MDS-Dark", 5), mode("Partners", 6)])
        let shown = description.account.modes.filter { $0.notEmittedBecause == nil }.map { "\($0.appearance.map(\.description) ?? "-") \($0.name)" }
        #expect(shown.sorted() == ["dark MDS-Dark", "light MDS-Light"])
        let gap = try #require(description.tokensByCategory.values.joined().first)
        #expect(gap.modal.value(for: .dark) == .dimension(Dimension(points: 5)))
    }

    /// With a second collection, each mode has two contexts; the default's twin is the mode that
    /// differs in one context only, that context's twin (`MDS-Light` → `MDS-Dark`, the size the same).
    @Test func theDefaultLightModePairsWithItsTwinAcrossCollections() throws {
        func mode(_ palette: String, _ size: String, _ points: Double) -> Mode {
            Mode(name: "\(palette)-\(size)", contexts: [ContextChoice(modifier: "Global Colors", context: palette),
                                                        ContextChoice(modifier: "Size", context: size)],
                 tokens: TokenSet([token("size.gap", .dimension(Dimension(points: points)), line: 2)]))
        }
        let (description, _) = translate([mode("MDS-Light", "sm", 1), mode("SB-Dark", "sm", 2), mode("SB-Light", "sm", 3),
                                          mode("MDS-Dark", "sm", 4), mode("Partners", "sm", 5), mode("MDS-Light", "lg", 6)])
        let shown = description.account.modes.filter { $0.notEmittedBecause == nil && $0.appearance != nil }.map { "\($0.appearance!.description) \($0.name)" }
        #expect(shown.contains("dark MDS-Dark-sm") && shown.contains("light MDS-Light-sm"), "\(shown)")
        #expect(!shown.contains { $0.hasSuffix("SB-Dark-sm") })
    }

    /// Two axes that each have Light and Dark (two Figma collections, two resolver modifiers) cross
    /// into four modes, three of which read as dark: the dark appearance is the one where every
    /// such axis picks Dark, whatever order the modes come in, and the modes that mix them are not
    /// emitted. A theme's name in one axis's contexts (unoff-ui's Tokens Studio groups `Figma Modes`:
    /// `Figma Light`, `Figma Dark` and `Penpot Modes`: `Light`, `Dark`) made `Figma Dark-Light` the
    /// dark twin of the default, so Penpot's colors showed their light values in dark.
    @Test(arguments: [["Light", "Dark"], ["Dark", "Light"]], ["", "Figma "])
    func ofCrossedLightDarkAxesTheDarkAppearanceIsDarkOnEveryAxis(order: [String], theme: String) throws {
        let modes = order.flatMap { semantic in
            order.map { component in
                Mode(name: "\(theme)\(semantic)-\(component)",
                     contexts: [ContextChoice(modifier: "Semantic", context: theme + semantic),
                                ContextChoice(modifier: "Components", context: component)],
                     tokens: TokenSet([token("bg.page", .color(ColorValue.parse(css: semantic == "Dark" ? "#000000" : "#ffffff")!), line: 2),
                                       token("button.fill", .color(ColorValue.parse(css: component == "Dark" ? "#0000ff" : "#ff0000")!), line: 3)]))
            }
        }
        let (description, diagnostics) = translate(modes)
        let shown = description.account.modes.filter { $0.notEmittedBecause == nil }.map { "\($0.appearance.map(\.description) ?? "-") \($0.name)" }
        #expect(shown.sorted() == ["dark \(theme)Dark-Dark", "light \(theme)Light-Light"])
        // The mixed modes are no appearance: their warning says so, without a --context that would drop dark.
        let mixed = diagnostics.sorted.filter { $0.message.contains("it mixes light and dark contexts") }
        #expect(mixed.map(\.message).sorted() == ["\(theme)Dark-Light", "\(theme)Light-Dark"].map {
            "mode '\($0)' is not emitted: it mixes light and dark contexts, and its appearance dark comes from mode '\(theme)Dark-Dark'"
        })
        #expect(mixed.allSatisfy { $0.hint?.contains("--context") == false })
        let colors = Dictionary(uniqueKeysWithValues: description.tokens(.color).map { ($0.token.path.description, $0.modal) })
        #expect(colors["bg.page"]?.value(for: .dark) == .color(ColorValue.parse(css: "#000000")!))
        #expect(colors["button.fill"]?.value(for: .dark) == .color(ColorValue.parse(css: "#0000ff")!))
        #expect(colors["bg.page"]?.value(for: .light) == .color(ColorValue.parse(css: "#ffffff")!))
    }

    /// When the light and dark modes' names suggest different themes and neither is mapped in the
    /// config, a warning says their values may be paired across themes; names that differ only in
    /// the appearance word or in words that name no theme (`mode`) give none.
    @Test(arguments: [
        (["theme-tearfund", "cds-dark"], true), (["Light", "Dark mode"], false), (["brand-a", "brand-a-dark"], false),
        (["Brand A Light", "Brand A Dark"], false), (["light", "dark"], false),
    ])
    func lightAndDarkModesOfDifferentThemesAreAWarning(names: [String], warns: Bool) {
        let modes = names.map { Mode(name: $0, contexts: [], tokens: TokenSet([token("size.gap", .dimension(Dimension(points: 4)), line: 2)])) }
        let (description, diagnostics) = translate(modes)
        #expect(description.account.modes.allSatisfy { $0.notEmittedBecause == nil }, "both modes are shown")
        let warning = "the light appearance comes from mode '\(names[0])' and the dark one from mode '\(names[1])', whose names "
            + "suggest different themes: a color may pair one theme's light value with the other's dark value"
        #expect(diagnostics.sorted.contains { $0.message == warning && $0.severity == .warning } == warns)
    }

    /// A token skipped in a mode (its value failed there, or a token it references is missing
    /// there) is missing from that mode's tokens. Skipped in a mode the package does not show, it
    /// keeps the values of those it shows; in a mode shown beside the default one, it is left out of
    /// every mode and counted as skipped; in the default mode, it is an optional, nil there, as a
    /// token only other modes define is.
    @Test(arguments: [("dimmed", "constant"), ("dark", "left out"), ("light", "optional")])
    func aTokenSkippedInAModeIsLeftOutWhereThePackageShowsThatModeBesideTheDefault(failing: String, outcome: String) throws {
        let light = token("size.gap", .dimension(Dimension(points: 8)), line: 2)
        let dark = token("size.gap", .dimension(Dimension(points: 6)), line: 2)
        // `dimmed` reads as light, which `light` already supplies, so it is not shown.
        let modes = [("light", [light]), ("dark", [dark]), ("dimmed", [light])].map { name, tokens in
            Mode(name: name, contexts: [], tokens: TokenSet(name == failing ? [] : tokens), skippedPaths: name == failing ? [light.path] : [])
        }
        let skipped = [SkippedToken(path: light.path, typeName: "dimension", location: light.location, reason: .unsupportedValue,
                                    message: "'size.gap': unsupported dimension unit 'vw'; it is skipped in mode '\(failing)'")]
        let (description, diagnostics) = GeneratorTestHarness.translate(modes, skipped: skipped)
        // Left out of every mode for a skip in one: a note says so, as the warning names that mode only.
        #expect(diagnostics.sorted.contains { $0.severity == .note && $0.message.hasPrefix(
            "a token skipped in a mode the package shows beside the default one is left out of every mode") && $0.message.hasSuffix(": 'size.gap'") }
            == (outcome == "left out"))
        let constant = description.tokensByCategory.values.joined().first
        #expect((constant != nil) == (outcome == "constant"))
        if outcome == "constant" { #expect(constant?.modal.value(for: .dark) == .dimension(Dimension(points: 6))) }
        #expect(description.partialTokens.map(\.token.path) == (outcome == "optional" ? [light.path] : []))
        #expect(description.account.summary
            == (outcome == "left out" ? "1 token read, 0 emitted, 1 skipped (1 unsupported-value)" : "1 token read, 1 emitted, 0 skipped"))
    }

    @Test func aPlatformAxisGeneratesItsIOSContextAndSaysSo() throws {
        let web = token("size.target", .dimension(Dimension(points: 24)), line: 2)
        let iOS = token("size.target", .dimension(Dimension(points: 44)), line: 2)
        let (description, diagnostics) = translate([
            Mode(name: "web", contexts: [ContextChoice(modifier: "platform", context: "web")], tokens: TokenSet([web])),
            Mode(name: "ios", contexts: [ContextChoice(modifier: "platform", context: "iOS")], tokens: TokenSet([iOS])),
        ])
        #expect(description.tokens(.dimension).first?.modal.defaultValue == .dimension(Dimension(points: 44)))
        #expect(description.account.modes.map(\.notEmittedBecause) == ["its appearance light comes from mode 'ios'", nil])
        // The web mode is counted in the note, not warned about on its own.
        #expect(diagnostics.sorted.contains { $0.severity == .note
            && $0.message == "of the axis 'platform', dsys generates the iOS context 'iOS'; 1 mode of 'web' is not emitted" })
        #expect(!diagnostics.sorted.contains { $0.severity == .warning }, "\(diagnostics.sorted)")
    }

    /// The theme axis's variant of a left-out platform (`wireframe-web`, beside the generated
    /// `wireframe-ios`) is left out for the platform too: the note counts it, without a warning
    /// (AtB's color palettes of its Android and Web typography gave 16).
    @Test func aVariantOfALeftOutPlatformIsCountedInTheNote() throws {
        let size = token("size.target", .dimension(Dimension(points: 44)), line: 2)
        let platforms = [("web", "web"), ("ios", "iOS")]
        let modes = [("light", "light"), ("wireframe", "wireframe")].flatMap { theme, themeName in
            platforms.map { name, platform in
                Mode(name: "\(themeName)-\(name)", contexts: [ContextChoice(modifier: "theme", context: theme),
                                                            ContextChoice(modifier: "platform", context: platform)],
                     tokens: TokenSet([size]))
            }
        }
        let (_, diagnostics) = translate(modes)
        #expect(diagnostics.sorted.contains { $0.severity == .note
            && $0.message == "of the axis 'platform', dsys generates the iOS context 'iOS'; 2 modes of 'web' are not emitted" },
                "\(diagnostics.sorted)")
        #expect(!diagnostics.sorted.contains { $0.severity == .warning }, "\(diagnostics.sorted)")
    }

    @Test func theConfigsAppearancesWinOverTheNameRules() throws {
        let size = token("size.icon", .dimension(Dimension(points: 24)), line: 2)
        var config = GeneratorTestHarness.plainConfig
        config.appearances = ["Dark-Dark": .dark]
        let names = ["Light-Light", "Light-Dark", "Dark-Light", "Dark-Dark"]
        let (description, _) = translate(names.map { Mode(name: $0, contexts: [], tokens: TokenSet([size])) }, config: config)
        #expect(description.account.modes.map(\.appearance) == [.light, nil, nil, .dark])
    }

    @Test func aComponentTokenThatFitsNoPropertyIsSkipped() throws {
        var config = GeneratorTestHarness.plainConfig
        config.componentStyles.buttons = "component.button"
        let padding = token("component.button.primary.padding", .dimension(Dimension(points: 12)), line: 2)
        let unknown = token("component.button.primary.sparkle", .dimension(Dimension(points: 3)), line: 3)
        let (description, diagnostics) = translate([Mode(name: "light", contexts: [], tokens: TokenSet([padding, unknown]))], config: config)
        let outcomes = description.account.records.map { record -> String in
            switch record.outcome {
            case .emitted(let symbols, _): "\(record.path): \(symbols.joined(separator: ", "))"
            case .skipped(let reason, _): "\(record.path): \(reason.rawValue)"
            }
        }
        #expect(outcomes == ["component.button.primary.padding: PrimaryButtonStyle",
                             "component.button.primary.sparkle: unusable-component-token"])
        #expect(diagnostics.sorted.filter { $0.severity == .warning }.count == 1)
    }

    @Test func theReportNamesEveryTokenWithItsSymbolsOrItsReason() {
        let size = token("size.icon", .dimension(Dimension(points: 24)), line: 2)
        let extra = token("size.extra", .dimension(Dimension(points: 32)), line: 3)
        let (description, _) = translate([
            Mode(name: "light", contexts: [], tokens: TokenSet([size])),
            Mode(name: "dark", contexts: [], tokens: TokenSet([size, extra])),
        ])
        let report = description.account.reportJSON()
        #expect(!report.contains("\"diagnostic\": "))
        #expect(report.contains("\"DesignTokens.Dark.Dimensions.Size.extra\""))
        #expect(report.contains("\"DSDimension.Size.icon\""))
        #expect(report.contains("\"read\": 2"))
    }
}
