@testable import DsysCore
@testable import DsysGenerator
import Testing

/// `NamedToken` shares its fields between copies until one changes: a change must reach only the
/// token it was made on, whichever field it is.
@Suite struct NamedTokenTests {
    /// A translated token with groups, an asset name and a position, as the targets get it.
    private func translatedToken() throws -> NamedToken {
        var diagnostics = Diagnostics()
        let tokens = try GeneratorTestHarness.resolve(##"{ "color": { "$type": "color", "brand": { "primary": { "$value": "#0055ff" } } } }"##,
                                                      diagnostics: &diagnostics)
        var config = GeneratorTestHarness.plainConfig
        config.colors.nesting = .nested
        let system = DesignSystemTranslator(config: config).translate(tokens, diagnostics: &diagnostics)
        #expect(!diagnostics.hasErrors)
        return try #require(system.colors.first)
    }

    @Test func changingACopyLeavesTheOriginalAsItWas() throws {
        let original = try translatedToken()
        let before = (original.groups, original.member, original.modal.defaultValue, original.assetName, original.position)
        #expect(!before.0.isEmpty && before.3 != nil && before.4 != nil)
        let otherName = try #require(SwiftIdentifier(validating: "other"))

        var copy = original
        copy.groups = []
        copy.member = otherName
        copy.modal.token.value = .number(1)
        copy.assetName = nil
        copy.position = nil

        #expect(original.groups == before.0 && original.member == before.1 && original.modal.defaultValue == before.2)
        #expect(original.assetName == before.3 && original.position == before.4)
        #expect(copy.groups.isEmpty && copy.member == otherName && copy.modal.defaultValue == .number(1))
        #expect(copy.assetName == nil && copy.position == nil)
    }

    @Test func aCopyChangedTwiceKeepsBothChanges() throws {
        let original = try translatedToken()
        var copy = original
        copy.assetName = "first"
        copy.position = 7
        #expect(copy.assetName == "first" && copy.position == 7)
        #expect(original.assetName != "first" && original.position != 7)
    }
}
