@testable import DsysCore
@testable import DsysGenerator
import Testing

/// The names `@available(renamed:)` takes for deprecated tokens, and the warnings for successors
/// that are no generated constant of the same kind.
@Suite struct DeprecationSuccessorTests {
    static let tokens = ##"""
    { "color": { "$type": "color",
        "new": { "$value": "#0055ff" },
        "old": { "$value": "#0055ff", "$deprecated": true, "$extensions": { "dsys": { "renamed": "color.new" } } },
        "legacy": { "gap": { "$value": "#000000", "$deprecated": true, "$extensions": { "dsys": { "renamed": "spacing.md" } } },
                    "gone": { "$value": "#000000", "$deprecated": "removed", "$extensions": { "dsys": { "renamed": "color.missing" } } } } },
      "spacing": { "$type": "dimension", "md": { "$value": "16px" },
        "inset": { "sm": { "$value": "8px" } },
        "legacy": { "sm": { "$value": "8px", "$deprecated": true, "$extensions": { "dsys": { "renamed": "spacing.inset.sm" } } } } } }
    """##

    private func system() throws -> DesignSystemDescription {
        var diagnostics = Diagnostics()
        let tokens = try GeneratorTestHarness.resolve(Self.tokens, diagnostics: &diagnostics)
        var config = GeneratorTestHarness.plainConfig
        config.spacing.nesting = .nested
        return DesignSystemTranslator(config: config).translate(tokens, diagnostics: &diagnostics)
    }

    private func token(_ dotted: String, in system: DesignSystemDescription) throws -> Token {
        try #require(system.categorizedTokens.first { $0.named.token.path == TokenPath(dotted: dotted) }).named.token
    }

    @Test func aSuccessorInTheSameEnumIsNamedBareAndOneElsewhereIsQualified() throws {
        let system = try system()
        let names = DeprecationSuccessor.Names(system)
        let new = try #require(system.colors.first { $0.token.path == TokenPath(dotted: "color.new") })
        let inset = try #require(system.tokens(.spacing).first { $0.token.path == TokenPath(dotted: "spacing.inset.sm") })
        #expect(names.swiftName(of: try token("color.old", in: system)) == new.member.name)
        let qualified = try #require(names.swiftName(of: try token("spacing.legacy.sm", in: system)))
        let namespace = TokenCategory.spacing.namespace(system.config).typeParts
        #expect(qualified == (namespace + inset.groups.map(\.name) + [inset.member.name]).joined(separator: "."))
        #expect(!inset.groups.isEmpty)
        #expect(names.swiftName(of: try token("color.new", in: system)) == nil)
    }

    @Test func aSuccessorOfAnotherKindOrNoneAtAllIsWarnedAndNotNamed() throws {
        let system = try system()
        let names = DeprecationSuccessor.Names(system)
        #expect(names.swiftName(of: try token("color.legacy.gap", in: system)) == nil)
        #expect(names.swiftName(of: try token("color.legacy.gone", in: system)) == nil)
        let warned = DeprecationSuccessor.problems(in: system, names: names).sorted.map(\.message)
        #expect(warned == [
            "'color.legacy.gap' is deprecated in favour of 'spacing.md', which is no generated constant of the same kind",
            "'color.legacy.gone' is deprecated in favour of 'color.missing', which is no generated constant of the same kind",
        ])
    }

    @Test func thePassesWithoutCopiesVisitTheCategorizedTokensInTheirOrder() throws {
        let system = try system()
        var visited: [String] = []
        system.forEachCategorizedToken { category, named in visited.append("\(category) \(named.token.path)") }
        #expect(visited == system.categorizedTokens.map { "\($0.category) \($0.named.token.path)" })
        #expect(visited.count == 7, "two categories, seven tokens")
    }
}
