/// An enum whose cases are presets, with computed properties that switch over the cases and
/// return each preset's value (`DSShadowSize.md.radius`, `DSTypography.body.size`,
/// `CardPadding.large.value`).
struct PresetEnum<Preset> {
    let name: SwiftName
    let presets: [Preset]
    /// The case a preset is.
    let caseName: (Preset) -> SwiftName

    /// `public enum <name>: CaseIterable, Sendable` holding one case per preset (built by
    /// `presetCase` from the bare case, to add documentation and attributes), then `members`.
    func declaration(
        presetCase: (Preset, SwiftDeclaration) -> SwiftDeclaration, members: [SwiftDeclaration]
    ) -> SwiftDeclaration {
        let cases = SwiftDeclaration.run(presets.map { presetCase($0, .enumCase(caseName($0))) })
        return .type(SwiftTypeDeclaration(access: .public, kind: .enum, name: name, conformances: ["CaseIterable", "Sendable"],
                                          members: [cases] + members))
    }

    /// `public var <name>: <type> { switch self { case .preset: return <value> … } }`, documented by `summary`.
    package func property(_ summary: String, _ name: SwiftName, _ type: String, value: (Preset) -> String) -> SwiftDeclaration {
        let cases = presets.map { SwiftSwitchCase(enumCase: caseName($0), [.code("return " + value($0))]) }
        return .property(SwiftProperty(access: .public, binding: .var, name: name, type: type,
                                       value: .getter([.switchOver("self", cases: cases)])))
            .documented(summary)
    }
}
