/// An enum whose cases are presets, with computed properties that switch over the cases and
/// return each preset's value (`DSShadowSize.md.radius`, `DSTypography.body.size`,
/// `CardPadding.large.value`).
struct PresetEnum<Preset: Sendable> {
    let name: SwiftName
    let presets: [Preset]
    /// The case a preset is.
    let caseName: @Sendable (Preset) -> SwiftName

    /// `public enum <name>: CaseIterable, Sendable` holding one case per preset (built by
    /// `presetCase` from the bare case, to add documentation and attributes), then `members`.
    func declaration(
        presetCase: (Preset, SwiftDeclaration) -> SwiftDeclaration, members: [SwiftDeclaration]
    ) -> SwiftDeclaration {
        let cases = SwiftDeclaration.run(presets.map { presetCase($0, .enumCase(caseName($0))) })
        return .type(SwiftTypeDeclaration(access: .public, kind: .enum, name: name, conformances: ["CaseIterable", "Sendable"],
                                          members: [cases] + members))
    }

    /// `public var <name>: <type> { switch self { case .preset: return <value> … } }`, documented by
    /// `summary`. The cases are made as they are written (`MadeWhenWritten`): a large set's
    /// switches, one case per preset and property, were most of the memory its enum took.
    package func property(_ summary: String, _ name: SwiftName, _ type: String,
                          value: @escaping @Sendable (Preset) -> String) -> SwiftDeclaration {
        let (presets, caseName) = (presets, caseName)
        let cases = MadeWhenWritten(count: presets.count) { index in
            SwiftSwitchCase(enumCase: caseName(presets[index]), [.code("return " + value(presets[index]))])
        }
        return .property(SwiftProperty(access: .public, binding: .var, name: name, type: type,
                                       value: .getter([.switchOverMade("self", cases: cases)])))
            .documented(summary)
    }
}
