@testable import DsysCore
import Testing

/// `"componentStyles"`: button, text field and toggle styles and view modifiers built from token
/// groups, composing the primitive tokens their aliases name.
@Suite struct ComponentStyleEmitterTests {
    private var config: GeneratorConfig {
        var config = GeneratorTestHarness.plainConfig
        config.colors = .init(type: "Palette", paths: ["color"])
        config.spacing = .init(type: "Space", paths: ["spacing"])
        config.scaledSpacingType = nil
        config.componentStyles = ComponentStylesConfig(
            buttons: "component.button", textFields: "component.field", toggles: "component.toggle", modifiers: "component.modifier")
        return config
    }

    private let primitives = """
      "color": { "$type": "color", "accent": { "$value": "#218a8d" }, "pressed": { "$value": "#1a6e70" },
                 "white": { "$value": "#ffffff" }, "error": { "$value": "#ff3b30" } },
      "spacing": { "$type": "dimension", "md": { "$value": "12px" }, "lg": { "$value": "16px" }, "xl": { "$value": "24px" } },
      "gradient": { "$type": "gradient", "brand": { "$value": [ { "color": "{color.accent}", "position": 0 }, { "color": "{color.pressed}", "position": 1 } ] } }
    """

    private func generate(_ components: String) throws -> ([GeneratedFile], Diagnostics) {
        try GeneratorTestHarness.generate("{ \(primitives), \"component\": { \(components) } }", config: config)
    }

    @Test func buttonStylesComposeTheAliasedConstants() throws {
        let (files, diagnostics) = try generate("""
        "button": { "brand-primary": { "background": { "$value": "{color.accent}" }, "pressed-background": { "$value": "{color.pressed}" },
          "foreground": { "$value": "{color.white}" }, "padding-horizontal": { "$value": "{spacing.lg}" },
          "min-height": { "$type": "dimension", "$value": "50px" }, "pressed-opacity": { "$type": "number", "$value": 0.8 } } }
        """)
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted)")
        let buttons = GeneratorTestHarness.contents(files, "Components/ButtonStyles.swift")
        #expect(buttons.contains("public struct BrandPrimaryButtonStyle: ButtonStyle {"))
        #expect(buttons.contains("""
                    configuration.label
                        .foregroundStyle(Palette.white)
                        .padding(.horizontal, Space.lg)
                        .frame(minHeight: 50)
                        .background(configuration.isPressed ? Palette.pressed : Palette.accent)
                        .opacity(configuration.isPressed ? 0.8 : 1)
            """))
        #expect(buttons.contains("public extension ButtonStyle where Self == BrandPrimaryButtonStyle {\n    /// The `brand-primary` button style.\n    static var brandPrimary: BrandPrimaryButtonStyle { BrandPrimaryButtonStyle() }"))
        let colors = GeneratorTestHarness.contents(files, "Colors+Kit.swift")
        #expect(!colors.contains("component"), "component tokens feed only the styles")
    }

    /// A component's own ring and inner shadow are drawn on the style's rounded shape, as the shadow
    /// modifier draws them, not dropped to `.shadow` (issue 28 item 1).
    @Test func aStyleShadowWithSpreadOrInsetIsDrawnOnItsShape() throws {
        let (files, diagnostics) = try generate("""
        "modifier": { "focus-card": { "corner-radius": { "$type": "dimension", "$value": "8px" },
          "shadow": { "$type": "shadow", "$value": [
            { "color": "#2563eb", "offsetX": "0px", "offsetY": "0px", "blur": "0px", "spread": "3px" },
            { "color": "#0000001f", "offsetX": "0px", "offsetY": "2px", "blur": "4px", "spread": "0px", "inset": true } ] } } }
        """)
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted)")
        let modifiers = files.map(\.contents).joined()
        #expect(modifiers.contains(".background { RoundedRectangle(cornerRadius: 8).inset(by: -3).fill(SwiftUI.Color(.sRGB, red: 0.1451, green: 0.3882, blue: 0.9216, opacity: 1)) }"),
                "\(modifiers)")
        #expect(modifiers.contains(".overlay { RoundedRectangle(cornerRadius: 8).inset(by: -5.5).stroke(SwiftUI.Color(.sRGB, red: 0, green: 0, blue: 0, opacity: 0.1216), lineWidth: 11).offset(x: 0, y: 2).blur(radius: 2).clipShape(RoundedRectangle(cornerRadius: 8)) }"))
    }

    @Test func groupedPropertiesBecomeParametersWithADefault() throws {
        let (files, diagnostics) = try generate("""
        "modifier": { "card": { "background": { "$value": "{color.white}" }, "padding": {
          "small": { "$value": "{spacing.md}" },
          "medium": { "$value": "{spacing.lg}", "$extensions": { "dsys": { "default": true } } },
          "large": { "$value": "{spacing.xl}" } } } }
        """)
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted)")
        let card = GeneratorTestHarness.contents(files, "Components/CardModifier.swift")
        #expect(card.contains("public enum CardPadding: CaseIterable, Sendable {"))
        #expect(card.contains("case .large: return Space.xl"))
        #expect(card.contains("public init(padding: CardPadding = .medium) {"))
        #expect(card.contains("content\n            .padding(padding.value)\n            .background(Palette.white)"))
        #expect(card.contains("func cardStyle(padding: CardPadding = .medium) -> some View {\n        modifier(CardModifier(padding: padding))"))
    }

    @Test func textFieldsSwitchTheirBorderForFocusAndErrors() throws {
        let (files, _) = try generate("""
        "field": { "branded": { "border-color": { "$value": "{color.pressed}" }, "focus-border-color": { "$value": "{color.accent}" },
          "error-border-color": { "$value": "{color.error}" }, "border-width": { "$type": "dimension", "$value": "2px" },
          "corner-radius": { "$type": "dimension", "$value": "12px" } } }
        """)
        let fields = GeneratorTestHarness.contents(files, "Components/TextFieldStyles.swift")
        #expect(fields.contains("public struct BrandedTextFieldStyle: TextFieldStyle {"))
        #expect(fields.contains(".overlay(RoundedRectangle(cornerRadius: 12).strokeBorder(borderColor, lineWidth: 2))"))
        #expect(fields.contains("if isError { return Palette.error }\n        if isFocused { return Palette.accent }\n        return Palette.pressed"))
        #expect(fields.contains("static var branded: BrandedTextFieldStyle { BrandedTextFieldStyle() }"))
    }

    @Test func togglesDrawACheckbox() throws {
        let (files, _) = try generate("""
        "toggle": { "task-checkbox": { "size": { "$type": "dimension", "$value": "24px" }, "checked-background": { "$value": "{color.accent}" },
          "disabled-border-width": { "$type": "dimension", "$value": "1px" } } }
        """)
        let toggles = GeneratorTestHarness.contents(files, "Components/ToggleStyles.swift")
        #expect(toggles.contains("public struct TaskCheckboxToggleStyle: ToggleStyle {"))
        #expect(toggles.contains(".fill(configuration.isOn ? Palette.accent : SwiftUI.Color.clear)"))
        #expect(toggles.contains("if !isEnabled { return 1 }"))
        #expect(toggles.contains("static var taskCheckbox: TaskCheckboxToggleStyle { TaskCheckboxToggleStyle() }"))
    }

    @Test func stylesWhoseNamesCollideAreErrors() throws {
        let (files, diagnostics) = try generate("""
        "button": { "brand-primary": { "foreground": { "$value": "{color.white}" } },
                    "brand_primary": { "foreground": { "$value": "{color.accent}" } } }
        """)
        #expect(files.isEmpty)
        #expect(diagnostics.errors.contains { $0.message.contains("'component.button.brand-primary' and 'component.button.brand_primary'") })
    }

    @Test func tokensThatFitNoPropertyAreWarnings() throws {
        let (files, diagnostics) = try generate("""
        "button": { "ghost": { "colour": { "$value": "{color.accent}" }, "foreground": { "$value": "{spacing.md}" },
          "background": { "$value": "{gradient.brand}" }, "pressed-background": { "$value": "{color.pressed}" } } }
        """)
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted)")
        let warnings = diagnostics.warnings.map(\.message)
        #expect(warnings.contains { $0.contains("'component.button.ghost.colour' names no property of a button style") })
        #expect(warnings.contains { $0.contains("'component.button.ghost.foreground' must be a color to set 'foreground', not a dimension") })
        #expect(warnings.contains { $0.contains("gradient background") })
        let buttons = GeneratorTestHarness.contents(files, "Components/ButtonStyles.swift")
        #expect(buttons.contains(".background(DSGradient.brand)") && !buttons.contains(".background(configuration.isPressed"))
        // Without a usable pressed background, a pressed button dims instead.
        #expect(buttons.contains(".opacity(configuration.isPressed ? 0.8 : 1)"))
    }
}
