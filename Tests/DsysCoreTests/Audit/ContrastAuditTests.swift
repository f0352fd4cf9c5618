@testable import DsysCore
import Foundation
import Testing

@Suite struct ContrastAuditTests {
    /// Light and dark: primary text passes everywhere, muted text fails on white only, and a
    /// half-transparent black icon passes over white (composited to gray) but not over black.
    static let fixture = """
    { "color": { "$type": "color",
        "text": {
          "primary": { "$value": "#000000", "$extensions": { "mode": { "light": "#000000", "dark": "#ffffff" } } },
          "muted": { "$value": "#999999", "$extensions": { "mode": { "light": "#999999", "dark": "#777777" } } }
        },
        "icon": { "translucent": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.5 } } },
        "on-accent": { "$value": "#ffffff" },
        "background": { "$value": "#ffffff", "$extensions": { "mode": { "light": "#ffffff", "dark": "#000000" } } },
        "brand": { "$value": "#0a66d8" }
    } }
    """

    static func audit(_ config: GeneratorConfig = GeneratorTestHarness.plainConfig) throws -> (ContrastAudit, Diagnostics) {
        var diagnostics = Diagnostics()
        let tokens = try GeneratorTestHarness.resolve(fixture, diagnostics: &diagnostics)
        let system = DesignSystemTranslator(config: config).translate(tokens, diagnostics: &diagnostics)
        return (ContrastAudit(system, diagnostics: &diagnostics), diagnostics)
    }

    @Test func rolesComeFromTheNames() throws {
        let (audit, _) = try Self.audit()
        #expect(audit.foregrounds.map(\.path) == ["color.text.primary", "color.text.muted", "color.icon.translucent", "color.on-accent"])
        #expect(audit.foregrounds.map(\.minimum) == [4.5, 4.5, 3, 4.5])
        #expect(audit.backgrounds == ["color.background"])
        #expect(audit.appearances == [.light, .dark])
    }

    @Test func lowPairsInEachAppearanceWithTheTranslucentIconComposited() throws {
        let (audit, _) = try Self.audit()
        let low = audit.lowPairs.map { "\($0.foreground) \($0.appearance) \(ContrastAudit.format($0.ratio))" }
        #expect(low == [
            "color.text.muted light 2.85:1", "color.on-accent light 1.00:1",
            "color.icon.translucent dark 1.00:1",
        ])
        // 50% black over white is drawn as sRGB gray 0.5: (1 + 0.05) / (L(0.5) + 0.05) = 3.98, above 3.
        let icon = try #require(audit.foregrounds.firstIndex { $0.path == "color.icon.translucent" })
        #expect(ContrastAudit.format(audit.ratios[0][icon][0]) == "3.98:1")
        let muted = try #require(audit.foregrounds.firstIndex { $0.path == "color.text.muted" })
        #expect(ContrastAudit.format(audit.ratios[1][muted][0]) == "4.69:1")
        #expect(audit.report.contains("  low: color.text.muted on color.background (light): 2.85:1, below 4.50:1"))
    }

    @Test func rolesCanBeNamedInTheConfig() throws {
        var config = GeneratorTestHarness.plainConfig
        config.contrastRoles = ContrastRoles(foreground: ["color.brand"], background: ["color.on-accent", "color.background"],
                                             large: ["color.brand"])
        let (audit, _) = try Self.audit(config)
        #expect(audit.foregrounds.map(\.path) == ["color.brand"])
        #expect(audit.foregrounds.map(\.minimum) == [3])
        #expect(audit.backgrounds == ["color.on-accent", "color.background"])
    }

    @Test func onlyErrorChecksFail() throws {
        var config = GeneratorTestHarness.plainConfig
        config.contrastChecks = [ContrastCheck(foreground: "color.text.muted", background: "color.background", severity: .warning)]
        let (claims, _) = try Self.audit(config)
        #expect(claims.checks.map { $0.pair.passes } == [false, true])
        #expect(!claims.hasFailingErrorChecks)
        #expect(claims.report.contains("  warning: color.text.muted on color.background (light): 2.85:1, minimum 4.50:1"))
        #expect(claims.report.contains("  pass: color.text.muted on color.background (dark): 4.69:1, minimum 4.50:1"))
        config.contrastChecks[0].severity = .error
        let (rules, _) = try Self.audit(config)
        #expect(rules.hasFailingErrorChecks)
    }

    @Test func aCheckNamingNoColorIsAnError() throws {
        var config = GeneratorTestHarness.plainConfig
        config.contrastChecks = [ContrastCheck(foreground: "color.text.nope", background: "color.background")]
        let (audit, diagnostics) = try Self.audit(config)
        #expect(audit.checks.isEmpty)
        #expect(diagnostics.errors.map(\.message) == ["the contrast check names 'color.text.nope', which is no color token of the design system"])
    }

    @Test func warningChecksAreReportedButNotAsserted() throws {
        var config = GeneratorTestHarness.plainConfig
        config.contrastChecks = [
            ContrastCheck(foreground: "color.text.muted", background: "color.background", severity: .warning),
            ContrastCheck(foreground: "color.text.primary", background: "color.background", minimum: 7),
        ]
        let (files, diagnostics) = try GeneratorTestHarness.generate(Self.fixture, config: config)
        let tests = GeneratorTestHarness.contents(files, "Tests/KitTests/DesignTokensTests.swift")
        #expect(tests.contains("\"color.text.primary on color.background (dark)\""))
        #expect(!tests.contains("color.text.muted on"))
        #expect(diagnostics.warnings.map(\.message) == [
            "'color.text.muted' on 'color.background' has a contrast of 2.85:1 in light, below the minimum 4.5:1; reported only (severity warning)",
        ])
        #expect(diagnostics.sorted.filter { $0.severity == .note }.map(\.message) == [
            "'color.text.muted' on 'color.background' reaches 4.69:1 in dark (minimum 4.5:1)",
        ])
    }

    @Test func theConfigReadsSeverityAndRoles() throws {
        let (config, diagnostics) = try GeneratorTestHarness.readConfig("""
        { "contrastChecks": [{ "foreground": "color.a", "background": "color.b", "severity": "warning" }],
          "contrastRoles": { "foreground": ["color.ink"], "large": ["color.ink.title"] } }
        """)
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted)")
        #expect(config.generator.contrastChecks.map(\.severity) == [.warning])
        #expect(config.generator.contrastRoles == ContrastRoles(foreground: ["color.ink"], large: ["color.ink.title"]))
        let (_, wrong) = try GeneratorTestHarness.readConfig("""
        { "contrastChecks": [{ "foreground": "color.a", "background": "color.b", "severity": "fatal" }] }
        """)
        #expect(wrong.errors.map(\.message) == [#"'severity' must be one of "error", "warning""#])
    }
}

/// Issue 28 item 4: the default audit pairs colors by role and family, not every foreground with
/// every background: `button.primary.text` on `button.primary.background` (a shared prefix),
/// `color.text.*` on `color.background` (one family a prefix of the other); everything else only
/// through `contrastChecks`.
@Suite struct ContrastRolePairingTests {
    static let tokens = """
    { "color": { "$type": "color",
        "text": { "default": { "$value": "#111111" } },
        "on-brand": { "$value": "#ffffff" },
        "background": { "default": { "$value": "#ffffff" }, "brand": { "$value": "#0a66d8" } } },
      "button": { "$type": "color",
        "primary": { "text": { "$value": "#ffffff" }, "background": { "$value": "#0a66d8" } },
        "secondary": { "text": { "$value": "#0a66d8" }, "background": { "$value": "#eeeeee" } } } }
    """

    @Test func pairsShareAFamily() throws {
        var diagnostics = Diagnostics()
        let tokens = try GeneratorTestHarness.resolve(Self.tokens, diagnostics: &diagnostics)
        let system = DesignSystemTranslator(config: GeneratorTestHarness.plainConfig).translate(tokens, diagnostics: &diagnostics)
        let audit = ContrastAudit(system, diagnostics: &diagnostics)
        var pairs: [String] = []
        for (f, foreground) in audit.foregrounds.enumerated() {
            for (b, background) in audit.backgrounds.enumerated() where audit.paired[f][b] {
                pairs.append("\(foreground.path) on \(background)")
            }
        }
        #expect(pairs == [
            "color.text.default on color.background.default",
            "color.on-brand on color.background.brand",
            "button.primary.text on button.primary.background",
            "button.secondary.text on button.secondary.background",
        ])
        #expect(audit.foregrounds.count * audit.backgrounds.count == 16, "the matrix the gallery shows stays whole")
        #expect(audit.report.contains("role pairs: 4 foreground and 4 background colors, 4 pairs of one family in light: "))
    }
}
