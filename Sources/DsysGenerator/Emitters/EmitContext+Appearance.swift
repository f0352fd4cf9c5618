/// Generated code that picks a value by the environment's appearance (`colorScheme`,
/// `colorSchemeContrast`), for tokens whose non-color values differ by appearance.
extension EmitContext {
    /// The appearances other than light that the design system defines, most specific first, each
    /// with the condition that selects it inside a view that reads both environment values.
    var appearanceConditions: [(appearance: Appearance, condition: String)] {
        [Appearance.darkHighContrast, .dark, .lightHighContrast].filter(system.appearances.contains).map { appearance in
            switch (appearance.isDark, appearance.isHighContrast) {
            case (true, true): (appearance, "colorScheme == .dark && colorSchemeContrast == .increased")
            case (true, false): (appearance, "colorScheme == .dark")
            default: (appearance, "colorSchemeContrast == .increased")
            }
        }
    }

    /// The `@Environment` properties `appearanceConditions` read.
    var appearanceEnvironment: [SwiftDeclaration] {
        var keys: [(path: String, name: SwiftName)] = [("\\.colorScheme", "colorScheme")]
        if system.appearances.contains(where: \.isHighContrast) { keys.append(("\\.colorSchemeContrast", "colorSchemeContrast")) }
        return keys.map { SwiftDeclaration.environment($0.path, $0.name) }
    }

    /// `value(.light)` when every appearance agrees, else a conditional expression that picks each
    /// appearance's value by the environment (`colorScheme == .dark ? 8 : 4`).
    func appearanceExpression(_ value: (Appearance) -> String) -> String {
        let light = value(.light)
        let branches = appearanceConditions.map { (condition: $0.condition, value: value($0.appearance)) }
        guard branches.contains(where: { $0.value != light }) else { return light }
        return "(" + branches.map { "\($0.condition) ? \($0.value) : " }.joined() + light + ")"
    }
}
