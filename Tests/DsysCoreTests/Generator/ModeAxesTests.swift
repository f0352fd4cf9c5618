@testable import DsysCore
import Testing

/// Mode axes that are no appearance and no platform (density, brand, size): every context is
/// kept in the value layer, chosen at run time through the environment, and mappable onto
/// `horizontalSizeClass` or `dynamicTypeSize`; constants that differ by appearance get an
/// adaptive member.
struct ModeAxesTests {
    private func token(_ path: String, _ points: Double, line: Int = 2) -> Token {
        Token(path: TokenPath(dotted: path), value: .dimension(Dimension(points: points)),
              location: SourceLocation(file: "t.json", line: line, column: 5), pointer: "/" + path.replacingOccurrences(of: ".", with: "/"))
    }

    private func choices(_ pairs: [(String, String)]) -> [ContextChoice] {
        pairs.map { ContextChoice(modifier: $0.0, context: $0.1) }
    }

    /// theme light|dark × density comfortable|compact; `spacing.row` is 12, 8 when compact;
    /// `radius.card` is 12, 14 in dark.
    private var densityModes: [Mode] {
        var modes: [Mode] = []
        for theme in ["light", "dark"] {
            for density in ["comfortable", "compact"] {
                let tokens = [token("spacing.row", density == "compact" ? 8 : 12), token("radius.card", theme == "dark" ? 14 : 12, line: 3)]
                modes.append(Mode(name: "\(theme)-\(density)", contexts: choices([("theme", theme), ("density", density)]), tokens: TokenSet(tokens)))
            }
        }
        return modes
    }

    private func translate(_ modes: [Mode], config: GeneratorConfig = GeneratorTestHarness.plainConfig)
        -> (DesignSystemDescription, Diagnostics) {
        GeneratorTestHarness.translate(modes, config: config)
    }

    private func generate(_ modes: [Mode], config: GeneratorConfig = GeneratorTestHarness.plainConfig)
        -> (files: [GeneratedFile], diagnostics: Diagnostics) {
        var diagnostics = Diagnostics()
        let files = GeneratorPipeline(config: config).generate(ResolvedTokens(modes: modes, sourceFiles: ["t.json"]), diagnostics: &diagnostics)
        return (files ?? [], diagnostics)
    }

    @Test func aDensityAxisKeepsEveryContextInsteadOfWarning() throws {
        let (description, diagnostics) = translate(densityModes)
        #expect(description.axes.map(\.name) == ["density"])
        #expect(description.account.choiceAxes == ["density"])
        #expect(description.account.reportJSON().contains("\"choiceAxes\": [\n    \"density\"\n  ]"))
        #expect(description.axes.first?.defaultContext == "comfortable")
        #expect(description.variants.map(\.typeName.rendered) == ["DensityCompact"])
        #expect(description.appearances == [.light, .dark])
        #expect(!diagnostics.sorted.contains { $0.message.contains("is not emitted") })
        #expect(description.account.modes.allSatisfy { $0.notEmittedBecause == nil })
        #expect(description.account.modes.map(\.appearance) == [.light, .dark, .light, .dark])
        let row = try #require(description.spacing.first)
        #expect(row.modal.value(for: .light, variant: 0) == .dimension(Dimension(points: 8)))
        #expect(row.modal.value(for: .dark, variant: 0) == .dimension(Dimension(points: 8)))
        #expect(row.modal.defaultValue == .dimension(Dimension(points: 12)))
        let record = try #require(description.account.records.first { $0.path.description == "spacing.row" })
        guard case .emitted(let symbols, let values) = record.outcome else {
            Issue.record("spacing.row must be emitted")
            return
        }
        #expect(symbols.contains("DesignTokens.DensityCompact.Spacing.row"))
        #expect(symbols.contains("DesignTokens.DensityCompact.Dark.Spacing.row"))
        #expect(symbols.contains("DSAdaptiveTokens.spacingRow"))
        #expect(values.filter { !$0.contexts.isEmpty }.map(\.mode) == ["light-compact", "dark-compact"])
    }

    @Test func aVariantOfAModeThatIsNotEmittedIsAWarningNamingIt() throws {
        var modes = densityModes
        for density in ["comfortable", "compact"] {
            modes.append(Mode(name: "darkest-\(density)", contexts: choices([("theme", "darkest"), ("density", density)]),
                              tokens: TokenSet([token("spacing.row", 12)])))
        }
        let (description, diagnostics) = translate(modes)
        #expect(description.account.modes.filter { $0.notEmittedBecause != nil }.map(\.name) == ["darkest-comfortable", "darkest-compact"])
        #expect(diagnostics.sorted.contains {
            $0.message == "mode 'darkest-compact' is not emitted: it is mode 'darkest-comfortable' with density=compact, and 'darkest-comfortable' is not emitted"
        })
    }

    @Test func theGeneratedAPIChoosesTheContextFromTheEnvironment() throws {
        let (files, diagnostics) = generate(densityModes)
        #expect(!diagnostics.hasErrors)
        let axes = GeneratorTestHarness.contents(files, "ModeAxes+Kit.swift")
        #expect(axes.contains("public enum DesignSystemDensity: String, CaseIterable, Sendable {"))
        #expect(axes.contains("static let defaultValue: DesignSystemDensity = .comfortable"))
        #expect(axes.contains("public func designSystem(density: DesignSystemDensity) -> some View {"))
        let adaptive = GeneratorTestHarness.contents(files, "AdaptiveTokens+Kit.swift")
        #expect(adaptive.contains("@Environment(\\.designSystemDensity) private var _densityContext"))
        #expect(adaptive.contains("public var spacingRow: CGFloat {"))
        #expect(adaptive.contains("_densityContext == .compact ? (_colorScheme == .dark ? CGFloat(DesignTokens.DensityCompact.Dark.Spacing.row) : "
            + "CGFloat(DesignTokens.DensityCompact.Spacing.row)) : CGFloat(DesignTokens.Spacing.row)"))
        // A constant that differs by appearance only adapts too.
        #expect(adaptive.contains("(_colorScheme == .dark ? CGFloat(DesignTokens.Dark.Radius.card) : CGFloat(DesignTokens.Radius.card))"))
        let values = GeneratorTestHarness.contents(files, "Tokens/DesignTokens.swift")
        #expect(values.contains("extension DesignTokens.DensityCompact.Spacing {"))
        #expect(values.contains("public static let row: Double = 8"))
        let tests = GeneratorTestHarness.contents(files, "DesignTokensTests.swift")
        #expect(tests.contains("XCTAssertEqual(DesignTokens.DensityCompact.Spacing.row, 8, accuracy: 0.0001)"))
        #expect(tests.contains("XCTAssertEqual(DesignTokens.DensityCompact.Dark.Spacing.row, 8, accuracy: 0.0001)"))
    }

    /// A variant's mode that lacks a token of the default mode (Hearst's brands lack colors only the
    /// default brand defines) shows the default contexts' value there: a warning per such mode says
    /// so, and the account credits that mode with the value.
    @Test func aVariantsModeThatLacksATokenIsAWarningNamingTheModeWhoseValueItShows() throws {
        let modes = densityModes.map { mode in
            mode.contexts.contains { $0.context == "compact" }
                ? Mode(name: mode.name, contexts: mode.contexts, tokens: TokenSet(mode.tokens.tokens.filter { $0.path.description != "radius.card" }))
                : mode
        }
        let (description, diagnostics) = translate(modes)
        let messages = diagnostics.sorted.map(\.message)
        #expect(messages.contains("mode 'light-compact' does not define 'radius.card'; it shows the value of mode 'light-comfortable' there"),
                "\(messages)")
        #expect(messages.contains("mode 'dark-compact' does not define 'radius.card'; it shows the value of mode 'dark-comfortable' there"))
        let record = try #require(description.account.records.first { $0.path.description == "radius.card" })
        guard case .emitted(_, let values) = record.outcome else {
            Issue.record("radius.card must be emitted")
            return
        }
        #expect(values.map(\.mode) == ["light-comfortable", "dark-comfortable", "light-comfortable", "dark-comfortable"])
    }

    /// A variant's constants name where the variant's mode defines them (bekk's `ThemeIld` colors
    /// come from `themes/ild.json`), not where the default context does.
    @Test func aVariantsDocumentationNamesTheFileItsModeDefinesTheTokenIn() throws {
        let modes = densityModes.map { mode in
            let file = mode.contexts.contains { $0.context == "compact" } ? "compact.json" : "t.json"
            let tokens = mode.tokens.tokens.map { token in
                var token = token
                token.location = SourceLocation(file: file, line: token.location.line, column: 5)
                return token
            }
            return Mode(name: mode.name, contexts: mode.contexts, tokens: TokenSet(tokens))
        }
        let (files, diagnostics) = generate(modes)
        #expect(!diagnostics.hasErrors)
        let values = GeneratorTestHarness.contents(files, "Tokens/DesignTokens.swift")
        let compact = try #require(values.range(of: "extension DesignTokens.DensityCompact.Spacing {"))
        let variantDeclaration = values[compact.upperBound...].prefix { $0 != "}" }
        #expect(variantDeclaration.contains("Generated from `compact.json:2:5`"), "\(variantDeclaration)")
        #expect(!variantDeclaration.contains("`t.json"))
        #expect(values[..<compact.lowerBound].contains("Generated from `t.json:2:5`"))
    }

    @Test func anAxisMappedOntoTheSizeClassFollowsIt() throws {
        var config = GeneratorTestHarness.plainConfig
        config.axes = ["density": AxisMapping(source: .horizontalSizeClass, contexts: ["compact": "compact", "comfortable": "regular"])]
        let (files, diagnostics) = generate(densityModes, config: config)
        #expect(!diagnostics.hasErrors)
        let axes = GeneratorTestHarness.contents(files, "ModeAxes+Kit.swift")
        #expect(axes.contains("public init(horizontalSizeClass: UserInterfaceSizeClass?) {"))
        #expect(!axes.contains("designSystem(density:"))
        let adaptive = GeneratorTestHarness.contents(files, "AdaptiveTokens+Kit.swift")
        #expect(adaptive.contains("private var _densityContext: DesignSystemDensity { DesignSystemDensity(horizontalSizeClass: _horizontalSizeClass) }"))
    }

    @Test func anAxisMappedOntoDynamicTypeSizeTakesEachContextFromItsSizeUp() throws {
        var modes: [Mode] = []
        for (scale, points) in [("sm", 4.0), ("md", 8.0), ("lg", 12.0)] {
            modes.append(Mode(name: scale, contexts: choices([("scale", scale)]), tokens: TokenSet([token("spacing.row", points)])))
        }
        var config = GeneratorTestHarness.plainConfig
        config.axes = ["scale": AxisMapping(source: .dynamicTypeSize, contexts: ["sm": "xSmall", "md": "large", "lg": "accessibility1"])]
        let (files, diagnostics) = generate(modes, config: config)
        #expect(!diagnostics.hasErrors)
        let axes = GeneratorTestHarness.contents(files, "ModeAxes+Kit.swift")
        let initializer = try #require(axes.range(of: "public init(dynamicTypeSize: DynamicTypeSize) {"))
        let body = axes[initializer.upperBound...]
        let accessibility = try #require(body.range(of: "if dynamicTypeSize >= .accessibility1 {"))
        let large = try #require(body.range(of: "if dynamicTypeSize >= .large {"))
        #expect(accessibility.lowerBound < large.lowerBound)
        #expect(body.contains("self = .sm"))
    }

    @Test func aMappingThatLeavesOutAContextIsAnErrorAtTheConfig() throws {
        var config = GeneratorTestHarness.plainConfig
        let location = SourceLocation(file: "dsys.json", line: 3, column: 14)
        config.axes = ["density": AxisMapping(source: .horizontalSizeClass, contexts: ["compact": "compact"], location: location)]
        let (_, diagnostics) = translate(densityModes, config: config)
        let error = try #require(diagnostics.sorted.first { $0.severity == .error })
        #expect(error.description.hasPrefix("dsys.json:3:14: error: 'axes' maps the axis 'density' onto horizontalSizeClass but not its context(s) 'comfortable'"))
    }

    @Test func aMappingOfAnAxisThatIsPinnedOrAbsentIsAWarning() throws {
        var config = GeneratorTestHarness.plainConfig
        config.axes = ["size": AxisMapping(source: .horizontalSizeClass, contexts: ["regular": "regular"],
                                           location: SourceLocation(file: "dsys.json", line: 2, column: 3))]
        let (_, diagnostics) = translate(densityModes, config: config)
        let warning = try #require(diagnostics.sorted.first { $0.severity == .warning })
        #expect(warning.description.hasPrefix("dsys.json:2:3: warning: 'axes' maps 'size', which is not a mode axis of this input"))
        #expect(warning.hint == "the input's mode axes: 'density'")
    }

    @Test func contextsThatBecomeTheSameCaseAreAnError() throws {
        let modes = ["Compact", "compact"].map { context in
            Mode(name: context, contexts: choices([("density", context)]), tokens: TokenSet([token("spacing.row", 8)]))
        }
        let (_, diagnostics) = translate(modes)
        #expect(diagnostics.sorted.contains {
            $0.severity == .error && $0.message == "the contexts 'Compact' and 'compact' of the mode axis 'density' would both be the case 'compact'"
        })
    }

    @Test func anAxisEnumThatTheConfigNamesElsewhereIsAnError() throws {
        var config = GeneratorTestHarness.plainConfig
        config.spacing.type = "DesignSystemDensity"
        let (_, diagnostics) = translate(densityModes, config: config)
        #expect(diagnostics.sorted.contains {
            $0.severity == .error && $0.message.hasPrefix("the mode axis 'density' would declare the type 'DesignSystemDensity'")
        })
    }

    @Test func aVariantNamedLikeAValueLayerEnumIsAnError() throws {
        let modes = ["default", "angles"].map { context in
            Mode(name: context, contexts: choices([("gradient", context)]), tokens: TokenSet([token("spacing.row", 8)]))
        }
        let (_, diagnostics) = translate(modes)
        #expect(diagnostics.sorted.contains {
            $0.severity == .error && $0.message.hasSuffix("would name the value layer's enum 'GradientAngles', which the value layer already declares")
        })
    }

    @Test func adaptiveMembersThatClashAreAStrictError() throws {
        let modes = ["light", "dark"].map { theme in
            Mode(name: theme, contexts: [], tokens: TokenSet([token("spacing.row-gap", theme == "dark" ? 2 : 1), token("spacing.rowGap", theme == "dark" ? 4 : 3, line: 3)]))
        }
        var config = GeneratorTestHarness.plainConfig
        config.spacing.nesting = .nested
        config.strict = true
        let (_, diagnostics) = translate(modes, config: config)
        #expect(diagnostics.sorted.contains { $0.severity == .error && $0.message.contains("become the Swift name 'spacingRowGap'") })
        config.strict = false
        let (_, lenient) = translate(modes, config: config)
        #expect(!lenient.hasErrors)
        #expect(lenient.warnings.contains { $0.message.hasPrefix("'spacing.rowGap' is skipped: it would become the Swift name") },
                "\(lenient.sorted)")
    }

    @Test func withoutAnAdaptiveTypeTheStaticAPIStaysAlone() throws {
        var config = GeneratorTestHarness.plainConfig
        config.adaptiveTokensType = nil
        let (files, diagnostics) = generate(densityModes, config: config)
        #expect(!diagnostics.hasErrors)
        #expect(!files.contains { $0.path.hasSuffix("AdaptiveTokens+Kit.swift") })
        #expect(GeneratorTestHarness.contents(files, "Tokens/DesignTokens.swift").contains("public enum DensityCompact {"))
        #expect(GeneratorTestHarness.contents(files, "ModeAxes+Kit.swift").contains("; `DesignTokens` keeps each context's values that differ."))
    }

    @Test func badAxisMappingsAreErrorsAtTheirPosition() throws {
        let (_, wrongEnvironment) = try GeneratorTestHarness.readConfig("""
        {"axes": {"density": {"environment": "verticalSizeClass", "contexts": {}}}}
        """)
        #expect(wrongEnvironment.sorted.count == 1)
        #expect(wrongEnvironment.sorted.map(\.description).first?.hasPrefix("dsys.json:1:38: error: 'environment' must be one of") == true)
        let (_, wrongValue) = try GeneratorTestHarness.readConfig("""
        {"axes": {"density": {"environment": "horizontalSizeClass", "contexts": {"compact": "small"}}}}
        """)
        #expect(wrongValue.sorted.first?.description.hasPrefix(
            "dsys.json:1:85: error: context 'compact' of axis 'density' names 'small', which is no horizontalSizeClass value") == true)
        let (_, twice) = try GeneratorTestHarness.readConfig("""
        {"axes": {"size": {"environment": "horizontalSizeClass", "contexts": {"a": "compact", "b": "compact"}}}}
        """)
        #expect(twice.sorted.first?.message == "contexts 'a' and 'b' of axis 'size' both name 'compact'; each horizontalSizeClass value can stand for one context")
        let (read, fine) = try GeneratorTestHarness.readConfig("""
        {"axes": {"size": {"environment": "dynamicTypeSize", "contexts": {"sm": "xSmall", "lg": "accessibility1"}}}}
        """)
        #expect(!fine.hasErrors)
        #expect(read.generator.axes["size"]?.contexts == ["sm": "xSmall", "lg": "accessibility1"])
    }
}
