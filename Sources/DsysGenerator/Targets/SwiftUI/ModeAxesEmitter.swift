/// The mode axes as SwiftUI choices (`ModeAxes+<Module>.swift`): per axis an enum of its contexts
/// (`DesignSystemDensity`), and either an `EnvironmentValues` entry with the default context plus
/// `.designSystem(density:)`, or, for an axis the config maps, an initializer from
/// `horizontalSizeClass` or `dynamicTypeSize`.
struct ModeAxesEmitter {
    let context: EmitContext

    func sections() -> [SourceSection] {
        let axes = context.system.axes
        guard !axes.isEmpty else { return [] }
        let declarations = axes.flatMap { axis in
            [contextsEnum(axis)] + (axis.mapping.map { [mappedInitializer(axis, $0)] } ?? environmentEntry(axis))
        }
        return [SourceSection(.modeAxes, defaultPath: "ModeAxes+\(context.module).swift", framework: .swiftUI, declarations: declarations)]
    }

    private func contextsEnum(_ axis: ContextAxis) -> SwiftDeclaration {
        let resolver = context.config.adaptiveTokensType.map { "`\($0)` resolves token values for the view's context" }
            ?? "`\(context.config.valuesType)` keeps each context's values that differ"
        let cases = zip(axis.contexts, axis.caseNames).map { context, caseName in
            SwiftDeclaration.enumCase(SwiftName(caseName), rawValue: SwiftLiteral.string(context))
        }
        return .type(SwiftTypeDeclaration(access: .public, kind: .enum, name: SwiftName(axis.typeName),
                                          conformances: ["String", "CaseIterable", "Sendable"], members: [.run(cases)]))
        .documented("The contexts of the mode axis " + DocComment.markdownCode(axis.name) + "; \(resolver). The static constants hold "
            + DocComment.markdownCode(axis.defaultContext) + ".")
    }

    /// An environment entry defaulting to the default context, and the view modifier that sets it.
    private func environmentEntry(_ axis: ContextAxis) -> [SwiftDeclaration] {
        let type = axis.typeName.rendered
        let defaultCase = axis.caseName(axis.defaultContext).rendered
        let key = SwiftName(axis.typeName, suffix: "Key")
        let keyStruct = SwiftDeclaration.type(SwiftTypeDeclaration(access: .private, kind: .struct, name: key, conformances: ["EnvironmentKey"], members: [
            .property(SwiftProperty(isStatic: true, binding: .let, name: "defaultValue", type: type, value: .initial("." + defaultCase))),
        ]))
        let environmentValue = SwiftDeclaration.property(SwiftProperty(access: .public, binding: .var, name: SwiftName(axis.environmentMember), type: type, value: .getter([
            .code("get { self[\(key.rendered).self] }"),
            .code("set { self[\(key.rendered).self] = newValue }"),
        ]))).documented("The context of the mode axis " + DocComment.markdownCode(axis.name) + " that tokens are resolved for (default "
            + DocComment.markdownCode("." + axis.caseName(axis.defaultContext).name) + ").")
        let modifier = SwiftDeclaration.function(SwiftFunction(
            access: .public, kind: .function("designSystem"), parameters: [SwiftParameter(.name, SwiftName(axis.label), type)], returnType: "some View",
            body: [.code("environment(\\.\(axis.environmentMember.rendered), \(axis.label.rendered))")]
        )).documented("Resolves the design system's tokens in this view and its children for `\(axis.label.name)`, a context of the mode axis "
            + DocComment.markdownCode(axis.name) + ".")
        return [
            keyStruct,
            .type(SwiftTypeDeclaration(kind: .extension, name: "EnvironmentValues", members: [environmentValue])),
            .type(SwiftTypeDeclaration(kind: .extension, name: "View", members: [modifier])),
        ]
    }

    /// `init(horizontalSizeClass:)` or `init(dynamicTypeSize:)`: the context the system value stands for.
    private func mappedInitializer(_ axis: ContextAxis, _ mapping: AxisMapping) -> SwiftDeclaration {
        let order = AxisMapping.values(of: mapping.source)
        let mapped = axis.contexts.compactMap { context in mapping.contexts[context].map { (context: context, value: $0) } }
            .sorted { (order.firstIndex(of: $0.value) ?? 0) > (order.firstIndex(of: $1.value) ?? 0) }
        /// `if <condition> { self = .<context>; return }` per entry, then `self = .<fallback>`.
        func body(_ entries: ArraySlice<(context: String, value: String)>, _ condition: (String) -> String, fallback: String) -> [SwiftStatement] {
            entries.map { entry in
                .block("if " + condition(entry.value), [.code("self = .\(axis.caseName(entry.context).rendered)"), .code("return")])
            } + [.code("self = .\(axis.caseName(fallback).rendered)")]
        }
        let initializer: SwiftDeclaration
        switch mapping.source {
        case .horizontalSizeClass:
            initializer = SwiftDeclaration.function(SwiftFunction(
                access: .public, kind: .initializer(failable: false),
                parameters: [SwiftParameter(.name, "horizontalSizeClass", "UserInterfaceSizeClass?")],
                body: body(mapped[...], { "horizontalSizeClass == .\($0)" }, fallback: axis.defaultContext)
            )).documented("The context for a horizontal size class (the default context `.\(axis.caseName(axis.defaultContext).name)` when there is none).")
        case .dynamicTypeSize:
            initializer = SwiftDeclaration.function(SwiftFunction(
                access: .public, kind: .initializer(failable: false),
                parameters: [SwiftParameter(.name, "dynamicTypeSize", "DynamicTypeSize")],
                body: body(mapped.dropLast(), { "dynamicTypeSize >= .\($0)" }, fallback: mapped.last?.context ?? axis.defaultContext)
            )).documented("The context for a Dynamic Type size: each context applies from the size it names up.")
        }
        return .type(SwiftTypeDeclaration(kind: .extension, name: SwiftName(axis.typeName), members: [initializer]))
    }
}
