@testable import DsysCore
import Testing

/// Ungrouped Tokens Studio themes whose kinds use no set in common (Element's Compound: `Global`,
/// platforms, appearances) are combined as axes instead of read as alternatives.
@Suite struct TokensStudioUngroupedThemeAxesTests {
    /// A project like Compound's: `Global` (cross-platform sizes), a platform theme per platform,
    /// and light and dark themes sharing a semantic set.
    private static func project(themes: String) -> [String: String] {
        [
            "tokens/cross-platform.json": #"{ "space": { "md": { "value": "8", "type": "spacing" } } }"#,
            "tokens/platform-ios.json": #"{ "font": { "size": { "value": "17", "type": "fontSizes" } }, "ios": { "inset": { "value": "20", "type": "spacing" } } }"#,
            "tokens/platform-web.json": #"{ "font": { "size": { "value": "16", "type": "fontSizes" } } }"#,
            "tokens/theme-light.json": ##"{ "base": { "bg": { "value": "#ffffff", "type": "color" } } }"##,
            "tokens/theme-dark.json": ##"{ "base": { "bg": { "value": "#000000", "type": "color" } } }"##,
            "tokens/theme-semantics.json": #"{ "color": { "bg": { "value": "{base.bg}", "type": "color" } } }"#,
            "tokens/$themes.json": themes,
            "tokens/$metadata.json": #"{ "tokenSetOrder": ["cross-platform", "platform-web", "platform-ios", "theme-light", "theme-dark", "theme-semantics"] }"#,
        ]
    }

    private static let compoundThemes = """
    [ { "name": "Global", "selectedTokenSets": { "cross-platform": "enabled" } },
      { "name": "Web", "selectedTokenSets": { "platform-web": "enabled" } },
      { "name": "iOS", "selectedTokenSets": { "platform-ios": "enabled" } },
      { "name": "Light", "selectedTokenSets": { "theme-light": "enabled", "theme-semantics": "enabled" } },
      { "name": "Dark", "selectedTokenSets": { "theme-dark": "enabled", "theme-semantics": "enabled" } } ]
    """

    private static func hex(_ run: FrontEndRun, _ path: String, mode: String) -> String? {
        guard case .color(let color) = run.token(path, mode: mode)?.value else { return nil }
        return color.hexString
    }

    @Test func kindsOfThemesThatShareNoSetBecomeAxesWithTheOtherThemeAlwaysOn() throws {
        let run = try FrontEndRun(Self.project(themes: Self.compoundThemes), inputs: ["tokens"], strict: false)
        #expect(run.errors.isEmpty)
        #expect(run.tokens?.modes.map(\.name) == ["iOS-Light", "iOS-Dark", "Web-Light", "Web-Dark"])
        #expect(run.diagnostics.all.contains {
            $0.severity == .note && $0.message.hasSuffix("the axes 'platform' (iOS, Web) and 'appearance' (Light, Dark), with 'Global' always on")
        })
        #expect(Self.hex(run, "color.bg", mode: "iOS-Dark") == "#000000")
        #expect(Self.hex(run, "color.bg", mode: "Web-Light") == "#ffffff")
        // The iOS theme comes first, so its own tokens are in the default mode.
        #expect(run.token("ios.inset", mode: "iOS-Light") != nil)
        #expect(run.token("space.md", mode: "Web-Dark") != nil)
    }

    @Test func themesOfDifferentKindsSharingASetStayAlternatives() throws {
        let themes = Self.compoundThemes.replacingOccurrences(of: #""platform-web": "enabled""#,
                                                               with: #""platform-web": "enabled", "theme-semantics": "source""#)
        let run = try FrontEndRun(Self.project(themes: themes), inputs: ["tokens"], strict: false)
        #expect(run.tokens?.modes.map(\.name) == ["Global", "Web", "iOS", "Light", "Dark"])
    }

    /// A theme named like an axis would join it as a context, so nothing is regrouped.
    @Test func anOtherThemeNamedLikeAnAxisKeepsTheThemesAsTheyAre() throws {
        let themes = Self.compoundThemes.replacingOccurrences(of: #""name": "Global""#, with: #""name": "platform""#)
        let run = try FrontEndRun(Self.project(themes: themes), inputs: ["tokens"], strict: false)
        #expect(run.tokens?.modes.map(\.name) == ["platform", "Web", "iOS", "Light", "Dark"])
    }

    @Test func twoThemesOfNoKnownKindStayAlternatives() throws {
        let themes = """
        [ { "name": "Brand A", "selectedTokenSets": { "theme-light": "enabled" } },
          { "name": "Brand B", "selectedTokenSets": { "theme-dark": "enabled" } } ]
        """
        let run = try FrontEndRun(Self.project(themes: themes), inputs: ["tokens"], strict: false)
        #expect(run.tokens?.modes.map(\.name) == ["Brand A", "Brand B"])
    }
}
