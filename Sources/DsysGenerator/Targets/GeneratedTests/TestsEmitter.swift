import DsysOutput
import DsysSource
import DsysTokens

/// The generated XCTest target: asserts every token value of the plain-Swift layer (hex per
/// appearance, sizes, weights, radii, shadows, gradient stops and angles, durations), the
/// configured scale orders, the hex parser (hex strategy) and the theme preference's persistence.
/// It builds and runs wherever Foundation and XCTest exist, Linux included.
///
/// With `testLayout: perNamespace` the methods are split into one file per namespace root
/// (`ColorTokenTests.swift`, `ShapeTokenTests.swift`); otherwise they share `<ValuesType>Tests.swift`.
struct TestsEmitter {
    let context: EmitContext
    /// Whether some typography token is italic, so `TypographyValue` has `isItalic` to check.
    private let hasItalic: Bool

    init(context: EmitContext) {
        self.context = context
        hasItalic = TypographyMetrics.hasItalic(context.system.typography)
    }

    /// One generated test method (or helper function) of the test class.
    struct TestMethod {
        /// The test file (and class) it belongs to in the per-namespace layout.
        var group: String
        var declaration: SwiftDeclaration

        /// `func <name>() { <assertions> }`.
        init(group: String, _ name: SwiftName, isThrowing: Bool = false, _ assertions: [String]) {
            self.init(group: group, .function(SwiftFunction(kind: .function(name), isThrowing: isThrowing, body: assertions.map(SwiftStatement.code))))
        }

        init(group: String, _ declaration: SwiftDeclaration) {
            self.group = group
            self.declaration = declaration
        }
    }

    /// A token category as the tests see it.
    private struct Category {
        var category: TokenCategory
        var tokens: [NamedToken]
        /// The namespace root that names its test file in the per-namespace layout.
        var group: String

        var name: SwiftName { category.valueSection }
    }

    func files(diagnostics: inout Diagnostics) -> [GeneratedFile] {
        var methods = categories.compactMap(valueTest)
        if let hexTest = hexParsingTest() { methods.append(hexTest) }
        methods += orderTests()
        methods += contrastTests(diagnostics: &diagnostics)
        methods += axisVariantTests()
        if let partialTest = partialTokenTest() { methods.append(partialTest) }
        if context.config.themeManager { methods.append(themePreferenceTest()) }
        let root = context.config.valuesType
        switch context.config.testLayout {
        case .single:
            return [file("\(root)Tests", methods)]
        case .perNamespace:
            var order: [String] = []
            var byGroup: [String: [TestMethod]] = [:]
            for method in methods {
                if byGroup[method.group] == nil { order.append(method.group) }
                byGroup[method.group, default: []].append(method)
            }
            return order.map { file("\($0)Tests", byGroup[$0] ?? []) }
        }
    }

    private func file(_ name: String, _ methods: [TestMethod]) -> GeneratedFile {
        var writer = context.writer("\(name).swift", imports: ["XCTest", context.module])
        // The empty run first puts a blank line before the first method too.
        let testCase = SwiftTypeDeclaration(kind: .finalClass, name: SwiftName(configured: name), conformances: ["XCTestCase"],
                                            members: [.run([])] + methods.map(\.declaration))
        SwiftRenderer.write(.type(testCase), into: &writer)
        return GeneratedFile(path: "Tests/\(context.module)Tests/\(name).swift", textParts: writer.textParts())
    }

    private var categories: [Category] {
        ValuesEmitter.categoryOrder.map { Category(category: $0, tokens: context.system.tokens($0), group: group(of: $0)) }
    }

    /// The namespace root that names the test file of `category` in the per-namespace layout.
    private func group(of category: TokenCategory) -> String {
        let config = context.config
        func firstPart(_ type: String) -> String? { type.split(separator: ".").first.map(String.init) }
        func root(_ type: String) -> String { firstPart(type) ?? type }
        switch category {
        case .letterSpacing: return config.valuesType
        case .typography: return config.typographyType.flatMap(firstPart) ?? root(config.fonts.type)
        case .shadow: return root(config.shadowType)
        default: return root(category.namespace(config).type)
        }
    }

    /// The value-layer constant of `named` in `category` (`DesignTokens.Colors.textPrimary`), or in
    /// the namespace of another appearance's values (`DesignTokens.Dark.Shadows.md`).
    func reference(_ named: NamedToken, _ category: TokenCategory, appearance: Appearance? = nil) -> String {
        context.reference(named, in: TokenSymbols.valueNamespace(category, appearance: appearance, config: context.config))
    }

    /// `test<Category>()`: every token's value, in every appearance where it differs. The assertions
    /// are made token by token as the method is written (`MadeWhenWritten`): a large set's are tens of MB.
    private func valueTest(_ category: Category) -> TestMethod? {
        guard !category.tokens.isEmpty else { return nil }
        let assertions = MadeWhenWritten(count: category.tokens.count) { [self] index in
            valueAssertions(category.tokens[index], category.category)
        }
        return TestMethod(group: category.group, .function(SwiftFunction(kind: .function(SwiftName(prefix: "test", category.name)),
                                                                          body: [.made(assertions)])))
    }

    /// The assertions of `named`'s value in `category`, in every appearance where it differs.
    private func valueAssertions(_ named: NamedToken, _ category: TokenCategory) -> [String] {
        if category == .color { return colorAssertions(named) }
        let modal = named.modal
        var lines = assertions(category, reference(named, category), modal.defaultValue, named)
        for appearance in TokenSymbols.extraAppearances(named, category) {
            lines += assertions(category, reference(named, category, appearance: appearance), modal.value(for: appearance), named)
        }
        return lines
    }

    func colorAssertions(_ named: NamedToken, reference: String? = nil) -> [String] {
        let reference = reference ?? self.reference(named, .color)
        let modal = named.modal
        var lines: [String] = []
        for appearance in context.system.appearances {
            guard case .color(let color) = modal.value(for: appearance) else { continue }
            let optional = appearance == .light ? "" : "?"
            lines.append("XCTAssertEqual(\(reference).\(appearance.swiftLabel)\(optional).hex, \(SwiftLiteral.string(color.emittedHexString)))")
        }
        if context.config.colorStrategy == .hex, case .color(let color) = modal.defaultValue {
            let hex = SwiftLiteral.string(color.emittedHexString)
            lines.append("XCTAssertEqual(\(context.config.valuesType).RGBA(hex: \(hex))?.hex, \(reference).light.hex)")
        }
        return lines
    }

    /// Assertions that the constant `reference` holds `value` (and, for the default value of a
    /// gradient with `checksAngle`, that `GradientAngles` holds its angle).
    func assertions(
        _ category: TokenCategory, _ reference: String, _ value: TokenValue, _ named: NamedToken, checksAngle: Bool = true
    ) -> [String] {
        func close(_ expression: String, _ number: Double) -> String {
            "XCTAssertEqual(\(expression), \(SwiftNumbers.rounded(number)), accuracy: 0.0001)"
        }
        var lines: [String] = []
        switch value {
        case .dimension(let dimension) where category == .letterSpacing:
            let fraction = dimension.fractionOfFontSize ?? 0
            lines.append(close(reference, fraction))
            lines.append(close("\(context.config.valuesType).letterSpacingPoints(\(reference), fontSize: 20)", fraction * 20))
        case .dimension(let dimension): lines.append(close(reference, dimension.points))
        case .number(let number): lines.append(close(reference, number))
        case .fontWeight(let weight): lines.append(close(reference, weight))
        case .fontFamily(let families):
            lines.append("XCTAssertEqual(\(reference), [\(families.map(SwiftLiteral.string).joined(separator: ", "))])")
        case .string(let text): lines.append("XCTAssertEqual(\(reference), \(SwiftLiteral.string(text)))")
        case .strokeStyle(let style): lines += strokeAssertions(reference, style)
        case .border(let border):
            lines.append("XCTAssertEqual(\(reference).color.hex, \(SwiftLiteral.string(border.color.emittedHexString)))")
            lines.append(close(reference + ".width", border.width.points))
            lines += strokeAssertions(reference + ".style", border.style)
        case .typography(let typography):
            let metrics = TypographyMetrics(typography, token: named.token, fontFamilies: context.system.fontFamilies)
            lines.append(close(reference + ".size", metrics.size))
            lines.append("XCTAssertEqual(\(reference).weight, \(SwiftNumbers.literal(typography.fontWeight ?? 400)), accuracy: 0.0001)")
            lines.append(metrics.lineHeight.map { close(reference + ".lineHeight ?? .nan", $0) } ?? "XCTAssertNil(\(reference).lineHeight)")
            lines.append(close(reference + ".lineSpacing", metrics.lineSpacing))
            lines.append(close(reference + ".tracking", metrics.tracking))
            lines.append("XCTAssertEqual(\(reference).textStyle, \(SwiftLiteral.string(metrics.textStyle)))")
            lines.append("XCTAssertEqual(\(reference).family, \(metrics.family.map(SwiftLiteral.string) ?? "nil"))")
            if hasItalic {
                lines.append("XCTAssertEqual(\(reference).isItalic, \(metrics.isItalic))")
            }
            if metrics.hasTextStyling {
                lines.append("XCTAssertEqual(\(reference).textCase, \(metrics.textCase.map(SwiftLiteral.string) ?? "nil"))")
                lines.append("XCTAssertEqual(\(reference).textDecoration, \(metrics.textDecoration.map(SwiftLiteral.string) ?? "nil"))")
            }
        case .shadow(let layers):
            lines.append("XCTAssertEqual(\(reference).count, \(layers.count))")
            for (index, layer) in layers.enumerated() {
                lines.append("XCTAssertEqual(\(reference)[\(index)].color.hex, \(SwiftLiteral.string(layer.color.emittedHexString)))")
                lines.append(close("\(reference)[\(index)].x", layer.offsetX.points))
                lines.append(close("\(reference)[\(index)].y", layer.offsetY.points))
                lines.append(close("\(reference)[\(index)].blur", layer.blur.points))
            }
        case .gradient(let gradient):
            let stops = gradient.stops
            lines.append("XCTAssertEqual(\(reference).map(\\.color.hex), [\(stops.map { SwiftLiteral.string($0.color.emittedHexString) }.joined(separator: ", "))])")
            lines.append("XCTAssertEqual(\(reference).map(\\.position), [\(stops.map { SwiftNumbers.rounded($0.position) }.joined(separator: ", "))])")
            if checksAngle, let angle = gradient.angle, value == named.modal.defaultValue {
                lines.append(close(context.reference(named, in: GeneratorConfig.Namespace(type: "\(context.config.valuesType).GradientAngles", paths: [])), angle))
            }
        case .duration, .cubicBezier, .transition:
            var token = named.token
            token.value = value
            let motion = MotionValue(token)
            lines.append(close(reference + ".duration", motion.duration))
            lines.append("XCTAssertEqual(\(reference).curve, [\(motion.curve.map { SwiftNumbers.rounded($0) }.joined(separator: ", "))])")
            if let damping = motion.dampingFraction {
                lines.append("XCTAssertEqual(\(reference).dampingFraction, \(SwiftNumbers.rounded(damping)))")
            }
        case .color: break
        }
        return lines
    }

    private func strokeAssertions(_ reference: String, _ style: StrokeStyle) -> [String] {
        let pattern = StrokePattern(style)
        return [
            "XCTAssertEqual(\(reference).style, \(SwiftLiteral.string(pattern.style)))",
            "XCTAssertEqual(\(reference).dash, [\(pattern.dashArray.map { SwiftNumbers.rounded($0) }.joined(separator: ", "))])",
            "XCTAssertEqual(\(reference).lineCap, \(SwiftLiteral.string(pattern.lineCap)))",
        ]
    }

    /// `testHexParsing()` for the hex color strategy: the forms `Color(hex:)` accepts and rejects.
    private func hexParsingTest() -> TestMethod? {
        guard context.config.colorStrategy == .hex, !context.system.colors.isEmpty else { return nil }
        let rgba = "\(context.config.valuesType).RGBA"
        return TestMethod(group: context.config.colors.typeParts.first ?? "Colors", "testHexParsing", [
            "XCTAssertEqual(\(rgba)(hex: \"#8b5cf6\")?.hex, \"#8b5cf6\")",
            "XCTAssertEqual(\(rgba)(hex: \"8B5CF6\")?.hex, \"#8b5cf6\")",
            "XCTAssertEqual(\(rgba)(hex: \"#8b5cf680\")?.hex, \"#8b5cf680\")",
            "XCTAssertEqual(\(rgba)(hex: \"00000000\")?.alpha, 0)",
            "XCTAssertNil(\(rgba)(hex: \"#8b5cf\"))",
            "XCTAssertNil(\(rgba)(hex: \"+8b5cf6\"))",
            "XCTAssertNil(\(rgba)(hex: \"#gg5cf6\"))",
            "XCTAssertNil(\(rgba)(hex: \"\"))",
        ])
    }

    /// One `test<Name>Is<Order>()` per configured order check whose scale the translator found
    /// (`OrderedScale`; it reported the others).
    private func orderTests() -> [TestMethod] {
        let generator = SwiftNameGenerator(digitPrefix: context.config.digitPrefix)
        return context.system.orderedScales.map { scale in
            let check = scale.check
            let values = scale.tokens.map { reference($0, scale.category) + scale.comparedMember }
            let order = check.order == .ascending ? "Ascending" : "Descending"
            let comparison = check.order == .ascending ? "XCTAssertLessThan" : "XCTAssertGreaterThan"
            let name = SwiftName(prefix: "test", SwiftName(generator.typeName([check.name])), suffix: "Is" + order)
            return TestMethod(group: group(of: scale.category), .function(SwiftFunction(kind: .function(name), body: [
                .enclosed(open: "let values: [Double] = [", body: values.map { .code($0 + ",") }, close: "]"),
                .block("for (earlier, later) in zip(values, values.dropFirst())", [.code("\(comparison)(earlier, later)")]),
            ])))
        }
    }

    private func themePreferenceTest() -> TestMethod {
        let root = context.config.valuesType
        return TestMethod(group: "ThemePreference", "testThemePreferenceIsPersisted", isThrowing: true, [
            "let suite = \"\(root)Tests.\\(UUID().uuidString)\"",
            "let defaults = try XCTUnwrap(UserDefaults(suiteName: suite))",
            "defer { defaults.removePersistentDomain(forName: suite) }",
            "XCTAssertEqual(ThemePreference.load(from: defaults), .system)",
            "ThemePreference.dark.save(to: defaults)",
            "XCTAssertEqual(ThemePreference.load(from: defaults), .dark)",
        ])
    }
}
