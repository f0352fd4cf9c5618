import DsysSource
import DsysTokens

/// A mode axis that is neither an appearance nor a platform (a resolver modifier such as
/// `density: compact|comfortable`, or a Tokens Studio theme group such as `Brand`), generated as
/// an environment-driven choice: an enum of its contexts, read by `DSAdaptiveTokens`, set with
/// `.designSystem(density: .compact)` or, when the config maps the axis, taken from
/// `horizontalSizeClass` or `dynamicTypeSize`.
public struct ContextAxis: Sendable {
    /// The modifier or theme-group name, as the input spells it.
    public var name: String
    /// The contexts in the order the modes first use them.
    public var contexts: [String]
    /// The context of the default mode: the one the static constants hold.
    public var defaultContext: String
    /// The generated enum (`DesignSystemDensity`).
    public var typeName: SwiftIdentifier
    /// The view modifier's argument label and the stem of the environment entry (`density`).
    public var label: SwiftIdentifier
    /// The `EnvironmentValues` member (`designSystemDensity`).
    public var environmentMember: SwiftIdentifier
    /// The enum case of each context, parallel to `contexts`.
    public var caseNames: [SwiftIdentifier]
    /// The system environment value the axis follows, or nil when it has an environment entry of its own.
    public var mapping: AxisMapping?

    /// The enum case of `context`.
    public func caseName(_ context: String) -> SwiftIdentifier {
        caseNames[contexts.firstIndex(of: context) ?? 0]
    }
}

/// One combination of contexts on every `ContextAxis` other than the default one (the static
/// constants hold the default): the value layer keeps the values that differ in it in a namespace
/// of its own (`DesignTokens.DensityCompact.Spacing`).
public struct AxisVariant: Sendable, Hashable {
    /// One choice per axis, in axis order.
    public var choices: [ContextChoice]
    /// The value layer's enum for this combination (`DensityCompact`).
    public var typeName: SwiftIdentifier
}

/// Finds the axes a set of modes varies along that `ContextAxis` stands for, names them, and
/// lists their variants.
enum ContextAxes {
    /// The axes with two or more contexts whose contexts all read as the light appearance and that
    /// are no platform axis with an iOS context (`platform`, `size`: the translator picks iOS there).
    /// Axis and case names that would clash are errors.
    static func find(in modes: [Mode], config: GeneratorConfig, diagnostics: inout Diagnostics) -> [ContextAxis] {
        let generator = SwiftNameGenerator(digitPrefix: config.digitPrefix)
        let axes = choiceAxisContexts(in: modes.map(\.contexts), config: config).map { name, contexts in
            let defaultContext = modes.first?.contexts.first { $0.modifier == name }?.context ?? contexts[0]
            return ContextAxis(
                name: name, contexts: contexts, defaultContext: defaultContext,
                typeName: generator.typeName(["design", "system", name]), label: generator.memberName([name]),
                environmentMember: generator.memberName(["design", "system", name]),
                caseNames: contexts.map { generator.memberName([$0]) }, mapping: config.axes[name]
            )
        }
        reportClashes(axes, config: config, diagnostics: &diagnostics)
        checkMappings(axes, config: config, diagnostics: &diagnostics)
        return axes
    }

    /// The axes `find` makes choices of, with their contexts in the order the modes first use them,
    /// from the contexts of each mode (the front end asks this before resolving, see `ChoiceAxisReduction`).
    static func choiceAxisContexts(in modeContexts: [[ContextChoice]], config: GeneratorConfig) -> [(name: String, contexts: [String])] {
        var order: [String] = []
        var contextsByAxis: [String: [String]] = [:]
        for choice in modeContexts.joined() {
            if contextsByAxis[choice.modifier] == nil { order.append(choice.modifier) }
            if !contextsByAxis[choice.modifier, default: []].contains(choice.context) {
                contextsByAxis[choice.modifier, default: []].append(choice.context)
            }
        }
        let platformAxes = Set(DesignSystemTranslator.iOSChoices(in: modeContexts).map(\.modifier))
        return order.filter { !platformAxes.contains($0) }.compactMap { name in
            let contexts = contextsByAxis[name] ?? []
            guard contexts.count > 1,
                  contexts.allSatisfy({ Appearance.infer(modeName: $0, contexts: []) == .light }),
                  !contexts.contains(where: { config.appearances[$0].map { $0 != .light } ?? false })
            else { return nil }
            return (name, contexts)
        }
    }

    /// The value layer's own enums beside which variant enums are declared.
    private static let valueLayerNames: Set<String> = Set(TokenCategory.allCases.map(\.valueSection.rendered)
        + Appearance.all.compactMap(\.valueLayerTypeName?.rendered) + ["GradientAngles", "RGBA", "AppearanceColor", "TypographyValue",
                                                            "ShadowLayer", "GradientStop", "MotionValue", "StrokeValue", "BorderValue"])

    /// Every combination of contexts but the default one, in declaration order (the last axis varies
    /// fastest), when `modes` hold every combination; else (after `ChoiceAxisReduction`) each other
    /// context of each axis alone, the other axes at their defaults, so its variant names that one
    /// choice (`ColorViolet`). A combination whose enum would be one of the value layer's own names is an error.
    ///
    /// The product is built only when the modes can hold it (it has no more combinations than there
    /// are modes): a reduced set of many axes has a product of billions (Equinor's 20 axes: 10^13).
    static func variants(of axes: [ContextAxis], modes: [Mode], digitPrefix: String, diagnostics: inout Diagnostics) -> [AxisVariant] {
        guard !axes.isEmpty else { return [] }
        let generator = SwiftNameGenerator(digitPrefix: digitPrefix)
        let defaults = axes.map { ContextChoice(modifier: $0.name, context: $0.defaultContext) }
        let axisNames = Set(axes.map(\.name))
        let planned = Set(modes.map { $0.contexts.filter { axisNames.contains($0.modifier) }.sorted { $0.modifier < $1.modifier } })
        let product = productIfAtMost(planned.count, of: axes)
        let combinations = if let product, product.allSatisfy({ planned.contains($0.sorted { $0.modifier < $1.modifier }) }) {
            product
        } else {
            axes.flatMap { axis in
                axis.contexts.filter { $0 != axis.defaultContext }.map { [ContextChoice(modifier: axis.name, context: $0)] }
            }
        }
        let variants = combinations.filter { $0 != defaults }.map { choices in
            AxisVariant(choices: choices, typeName: generator.typeName(choices.flatMap { [$0.modifier, $0.context] }))
        }
        for variant in variants where valueLayerNames.contains(variant.typeName.rendered) {
            diagnostics.error("the contexts " + variant.choices.map { "'\($0)'" }.joined(separator: ", ")
                              + " would name the value layer's enum '\(variant.typeName.rendered)', which the value layer already declares",
                              hint: "rename the modifier or a context, or pin the axis with --context")
        }
        return variants
    }

    /// Every combination of one context per axis, in declaration order (the last axis varies
    /// fastest); nil when there are more than `limit`, counted before any is built.
    static func productIfAtMost(_ limit: Int, of axes: [ContextAxis]) -> [[ContextChoice]]? {
        var count = 1
        for axis in axes {
            let (total, overflow) = count.multipliedReportingOverflow(by: axis.contexts.count)
            guard !overflow, total <= limit else { return nil }
            count = total
        }
        var combinations: [[ContextChoice]] = [[]]
        for axis in axes {
            combinations = combinations.flatMap { prefix in axis.contexts.map { prefix + [ContextChoice(modifier: axis.name, context: $0)] } }
        }
        return combinations
    }

    /// Two contexts of one axis with the same case name, or two axes with the same label, cannot
    /// both be chosen in Swift: an error naming both.
    private static func reportClashes(_ axes: [ContextAxis], config: GeneratorConfig, diagnostics: inout Diagnostics) {
        var axisByLabel: [String: String] = [:]
        let configuredTypes = Set(ConfigTypeNames.declarations(of: config).map(\.name) + [config.moduleName])
        for axis in axes {
            if configuredTypes.contains(axis.typeName.name) {
                diagnostics.error("the mode axis '\(axis.name)' would declare the type '\(axis.typeName.name)', which dsys.json names for another part",
                                  hint: "rename that type in dsys.json, or pin the axis with --context \(axis.name)=<context>")
            }
            if let other = axisByLabel[axis.label.name] {
                diagnostics.error("the mode axes '\(other)' and '\(axis.name)' would both be the Swift name '\(axis.label.name)'",
                                  hint: "rename one of the modifiers (theme groups), or pin one with --context \(axis.name)=<context>")
            } else {
                axisByLabel[axis.label.name] = axis.name
            }
            var contextByCase: [String: String] = [:]
            for (context, caseName) in zip(axis.contexts, axis.caseNames) {
                if let other = contextByCase[caseName.name] {
                    diagnostics.error(
                        "the contexts '\(other)' and '\(context)' of the mode axis '\(axis.name)' would both be the case '\(caseName.name)'",
                        hint: "rename one of the contexts, or pin the axis with --context \(axis.name)=<context>"
                    )
                } else {
                    contextByCase[caseName.name] = context
                }
            }
        }
    }

    /// A mapped axis must map every context it has, and only those.
    private static func checkMappings(_ axes: [ContextAxis], config: GeneratorConfig, diagnostics: inout Diagnostics) {
        for (name, mapping) in config.axes.sorted(by: { $0.key < $1.key }) {
            guard let axis = axes.first(where: { $0.name == name }) else {
                let known = axes.map { "'\($0.name)'" }.joined(separator: ", ")
                diagnostics.warning("'axes' maps '\(name)', which is not a mode axis of this input (or is pinned with --context); "
                                    + "the entry is ignored", at: mapping.location,
                                    hint: known.isEmpty ? "remove the entry" : "the input's mode axes: \(known)")
                continue
            }
            let unmapped = axis.contexts.filter { mapping.contexts[$0] == nil }
            let unknown = mapping.contexts.keys.filter { !axis.contexts.contains($0) }.sorted()
            if !unmapped.isEmpty {
                diagnostics.error("'axes' maps the axis '\(name)' onto \(mapping.source.rawValue) but not its context(s) "
                                  + unmapped.map { "'\($0)'" }.joined(separator: ", "), at: mapping.location,
                                  hint: "give every context of '\(name)' a value: " + axis.contexts.joined(separator: ", "))
            }
            if !unknown.isEmpty {
                diagnostics.error("'axes' maps context(s) " + unknown.map { "'\($0)'" }.joined(separator: ", ")
                                  + " that the axis '\(name)' does not have", at: mapping.location,
                                  hint: "its contexts: " + axis.contexts.joined(separator: ", "))
            }
        }
    }
}
