/// One component style with the Swift names every style emitter derives from it.
struct NamedComponentStyle {
    let style: ComponentStyle
    /// The UpperCamel base of the generated type names (`BrandPrimary` → `BrandPrimaryButtonStyle`).
    let baseName: String
    /// The static member the style is used by (`.buttonStyle(.brandPrimary)`).
    let member: SwiftIdentifier
    let chain: ComponentModifierChain
}

extension EmitContext {
    /// Writes every component style of `kind` the tokens define, in order, a blank line apart, with
    /// `write`; nil when there is none.
    func writeComponentStyles(
        _ kind: ComponentStyle.Kind, diagnostics: inout Diagnostics,
        _ write: (inout SwiftWriter, NamedComponentStyle, inout Diagnostics) -> Void
    ) -> SwiftWriter? {
        let styles = system.componentStyles[kind] ?? []
        guard !styles.isEmpty else { return nil }
        let generator = SwiftNameGenerator(digitPrefix: config.digitPrefix)
        var writer = SwiftWriter()
        for (index, style) in styles.enumerated() {
            if index > 0 { writer.line() }
            let named = NamedComponentStyle(
                style: style, baseName: generator.typeName([style.name]).name, member: generator.memberName([style.name]),
                chain: ComponentModifierChain(context: self, style: style)
            )
            write(&writer, named, &diagnostics)
        }
        return writer
    }
}
