/// The `UIColor(dynamicProvider:)` closure over the value layer's `AppearanceColor` that both the
/// SwiftUI colors of the code strategy and the UIKit layer build their colors with.
enum DynamicColorProvider {
    /// A `UIColor(dynamicProvider:)` closure over the value layer's `value: AppearanceColor` that
    /// picks the appearance's RGBA from the trait collection, between `opening` and `closing`.
    static func statement(context: EmitContext, opening: String, closing: String) -> SwiftStatement {
        let root = context.config.valuesType
        let labels = context.system.appearances.map(\.swiftLabel)
        /// `value.<appearance> ?? ` for each appearance the design system defines, then the light value.
        func fallbacks(_ appearances: String...) -> String {
            appearances.filter(labels.contains).map { "value.\($0) ?? " }.joined() + "value.light"
        }
        return .enclosed(open: opening, body: [
            .code("let isDark = traits.userInterfaceStyle == .dark"),
            .code("let isHighContrast = traits.accessibilityContrast == .high"),
            .code("let rgba: \(root).RGBA"),
            .switchOver("(isDark, isHighContrast)", cases: [
                SwiftSwitchCase("(true, true)", [.code("rgba = " + fallbacks("darkHighContrast", "dark"))]),
                SwiftSwitchCase("(true, false)", [.code("rgba = " + fallbacks("dark"))]),
                SwiftSwitchCase("(false, true)", [.code("rgba = " + fallbacks("lightHighContrast"))]),
                SwiftSwitchCase("(false, false)", [.code("rgba = " + fallbacks())]),
            ]),
            .code("return UIColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)"),
        ], close: closing)
    }
}
