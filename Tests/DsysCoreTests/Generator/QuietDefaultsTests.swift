@testable import DsysCore
import Testing

/// Defaults that stay quiet unless there is something to do: the starter-components warning only
/// when the config asks for components, and name collisions that say how to fix them in dsys.json.
@Suite struct QuietDefaultsTests {
    private static let tokens = ##"{ "color": { "$type": "color", "ink": { "$value": "#101010" } } }"##

    @Test func aCustomTokenSetWithoutAConfigGetsNoComponentWarning() throws {
        let (files, diagnostics) = try GeneratorTestHarness.generate(Self.tokens, config: GeneratorConfig())
        #expect(!files.isEmpty)
        #expect(diagnostics.sorted.isEmpty, "\(diagnostics.sorted)")
        #expect(!files.contains { $0.path.contains("Components/") })
    }

    @Test func askingForComponentsReportsTheMissingRoles() throws {
        let (config, configDiagnostics) = try GeneratorTestHarness.readConfig(#"{ "componentPrefix": "Acme" }"#)
        #expect(configDiagnostics.sorted.isEmpty)
        #expect(config.generator.componentsRequested)
        let (_, diagnostics) = try GeneratorTestHarness.generate(Self.tokens, config: config.generator)
        let warning = try #require(diagnostics.all.first { $0.message.hasPrefix("components were not generated") })
        #expect(warning.message.contains("color 'action.primary'"))
        #expect(warning.hint?.contains("remove \"componentPrefix\"") == true)
    }

    @Test func aNameCollisionHintIsAReadyToPasteNameOverride() throws {
        let json = ##"{ "color": { "$type": "color", "primary-500": { "$value": "#101010" }, "primary500": { "$value": "#202020" }, "primary_500": { "$value": "#303030" } } }"##
        let (files, diagnostics) = try GeneratorTestHarness.generate(json, config: GeneratorConfig())
        #expect(files.isEmpty)
        let hints = Set(diagnostics.errors.compactMap(\.hint))
        #expect(hints == [#"add "nameOverrides": {"color.primary500": "dsPrimary500Alt", "color.primary_500": "dsPrimary500Alt2"} to dsys.json, or rename the tokens"#])

        var config = GeneratorConfig()
        config.nameOverrides = ["color.primary500": "dsPrimary500Alt", "color.primary_500": "dsPrimary500Alt2"]
        let (fixed, fixedDiagnostics) = try GeneratorTestHarness.generate(json, config: config)
        #expect(!fixedDiagnostics.hasErrors, "\(fixedDiagnostics.sorted)")
        #expect(GeneratorTestHarness.contents(fixed, "Colors+DesignSystem.swift").contains("static let dsPrimary500Alt2"))
    }
}
