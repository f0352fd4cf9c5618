/// The mode axes as SwiftUI choices (`ModeAxes+<Module>.swift`): per axis an enum of its contexts
/// (`DesignSystemDensity`), and either an `EnvironmentValues` entry with the default context plus
/// `.designSystem(density:)`, or, for an axis the config maps, an initializer from
/// `horizontalSizeClass` or `dynamicTypeSize`.
struct ModeAxesEmitter {
    let context: EmitContext

    func sections() -> [SourceSection] {
        let axes = context.system.axes
        guard !axes.isEmpty else { return [] }
        var writer = SwiftWriter()
        for (index, axis) in axes.enumerated() {
            if index > 0 { writer.line() }
            writeEnum(&writer, axis)
            writer.line()
            if let mapping = axis.mapping {
                writeMappedInitializer(&writer, axis, mapping)
            } else {
                writeEnvironmentEntry(&writer, axis)
            }
        }
        return [SourceSection(.modeAxes, defaultPath: "ModeAxes+\(context.module).swift", framework: .swiftUI, writer: writer)]
    }

    private func writeEnum(_ writer: inout SwiftWriter, _ axis: ContextAxis) {
        let resolver = context.config.adaptiveTokensType.map { "`\($0)` resolves token values for the view's context" }
            ?? "`\(context.config.valuesType)` keeps each context's values that differ"
        writer.doc([
            "The contexts of the mode axis " + DocComment.markdownCode(axis.name) + "; \(resolver). The static constants hold "
                + DocComment.markdownCode(axis.defaultContext) + ".",
        ])
        writer.block("public enum \(axis.typeName.rendered): String, CaseIterable, Sendable") { body in
            for (context, caseName) in zip(axis.contexts, axis.caseNames) {
                body.line("case \(caseName.rendered) = \(SwiftLiteral.string(context))")
            }
        }
    }

    /// An environment entry defaulting to the default context, and the view modifier that sets it.
    private func writeEnvironmentEntry(_ writer: inout SwiftWriter, _ axis: ContextAxis) {
        let type = axis.typeName.rendered
        let defaultCase = axis.caseName(axis.defaultContext).rendered
        writer.block("private struct \(axis.typeName.name)Key: EnvironmentKey") { body in
            body.line("static let defaultValue: \(type) = .\(defaultCase)")
        }
        writer.line()
        writer.block("extension EnvironmentValues") { body in
            body.doc("The context of the mode axis " + DocComment.markdownCode(axis.name) + " that tokens are resolved for (default `.\(defaultCase)`).")
            body.block("public var \(axis.environmentMember.rendered): \(type)") { property in
                property.line("get { self[\(axis.typeName.name)Key.self] }")
                property.line("set { self[\(axis.typeName.name)Key.self] = newValue }")
            }
        }
        writer.line()
        writer.block("extension View") { body in
            body.doc("Resolves the design system's tokens in this view and its children for `\(axis.label.name)`, a context of the mode axis "
                + DocComment.markdownCode(axis.name) + ".")
            body.block("public func designSystem(\(axis.label.rendered): \(type)) -> some View") { function in
                function.line("environment(\\.\(axis.environmentMember.rendered), \(axis.label.rendered))")
            }
        }
    }

    /// `init(horizontalSizeClass:)` or `init(dynamicTypeSize:)`: the context the system value stands for.
    private func writeMappedInitializer(_ writer: inout SwiftWriter, _ axis: ContextAxis, _ mapping: AxisMapping) {
        let order = AxisMapping.values(of: mapping.source)
        let mapped = axis.contexts.compactMap { context in mapping.contexts[context].map { (context: context, value: $0) } }
            .sorted { (order.firstIndex(of: $0.value) ?? 0) > (order.firstIndex(of: $1.value) ?? 0) }
        writer.block("extension \(axis.typeName.rendered)") { body in
            switch mapping.source {
            case .horizontalSizeClass:
                body.doc("The context for a horizontal size class (the default context `.\(axis.caseName(axis.defaultContext).name)` when there is none).")
                body.block("public init(horizontalSizeClass: UserInterfaceSizeClass?)") { initializer in
                    for entry in mapped {
                        initializer.block("if horizontalSizeClass == .\(entry.value)") { branch in
                            branch.line("self = .\(axis.caseName(entry.context).rendered)")
                            branch.line("return")
                        }
                    }
                    initializer.line("self = .\(axis.caseName(axis.defaultContext).rendered)")
                }
            case .dynamicTypeSize:
                body.doc("The context for a Dynamic Type size: each context applies from the size it names up.")
                body.block("public init(dynamicTypeSize: DynamicTypeSize)") { initializer in
                    for entry in mapped.dropLast() {
                        initializer.block("if dynamicTypeSize >= .\(entry.value)") { branch in
                            branch.line("self = .\(axis.caseName(entry.context).rendered)")
                            branch.line("return")
                        }
                    }
                    initializer.line("self = .\(axis.caseName(mapped.last?.context ?? axis.defaultContext).rendered)")
                }
            }
        }
    }
}
