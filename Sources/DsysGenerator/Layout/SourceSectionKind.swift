/// The parts of the generated sources that the file layout (`"files"` in `dsys.json`) can place.
/// Each names one concept; several may share a file (`radius` and `borderWidth` in
/// `Tokens/ShapeToken.swift`), and each has a default path that gives the starter layout.
public enum SourceSectionKind: String, Sendable, Hashable, CaseIterable {
    /// The outer enums of dotted namespace types (`ShapeToken` for `ShapeToken.CornerRadius`).
    case namespaces
    /// The plain-Swift value layer (`DesignTokens`) that the generated tests check.
    case values
    /// The value layer's types (`DesignTokens.RGBA`, `TypographyValue`, ...).
    case valueTypes
    /// The Foundation-only hex parser behind `Color(hex:)` (hex color strategy).
    case hexParser
    /// The color constants.
    case colors
    /// The `Color(hex:)` initializer (hex color strategy).
    case colorHex
    /// The fonts namespace (`DSFont.body()` or `DesignSystem.Typography.body`).
    case fonts
    /// The typography preset enum (`DSTypography`, `TypographyToken`).
    case typography
    /// The Dynamic Type `ViewModifier` that applies a typography preset.
    case typographyModifier
    /// `View.typography(_:)`.
    case typographyViewExtension
    case spacing
    case radius
    case borderWidth
    case opacity
    /// The other dimensions (`DSDimension`): icon sizes, font sizes, breakpoints.
    case dimensions
    /// The other numbers (`DSNumber`).
    case numbers
    /// Font family names and their `Font` helper (`DSFontFamily`).
    case fontFamilies
    /// Font weights as `Font.Weight` (`DSFontWeight`).
    case fontWeights
    /// Stroke styles as `StrokeStyle` (`DSStrokeStyle`).
    case strokeStyles
    /// Borders (`DSBorder`), their value type and `.border(_:cornerRadius:)`.
    case borders
    /// Text tokens (`DSString`).
    case strings
    /// The shadow enum (`DSShadowSize`, `ShadowToken`).
    case shadows
    /// The `ViewModifier` that draws a shadow.
    case shadowModifier
    /// The shadow view method (`View.dsShadow(_:)`, `View.tokenShadow(_:)`).
    case shadowViewExtension
    case gradients
    case motion
    /// The Reduce Motion-aware animation modifier and `View.motion(_:value:)`.
    case motionModifier
    /// The theme struct (`KordantTheme`) and its environment value.
    case theme
    case themeManager
    case themePreference
    /// The `Bundle.module` fallback for asset catalogs outside SwiftPM.
    case bundle
    /// Token-built `ButtonStyle`s.
    case buttonStyles
    /// Token-built `TextFieldStyle`s.
    case textFieldStyles
    /// Token-built `ToggleStyle`s.
    case toggleStyles
    /// The `Image` members of icons, images and SF Symbol tokens.
    case images
    /// The UIKit layer: `UIColor` constants and UIKit/Core Animation helpers on the value layer.
    case uiKit
    /// The AppKit layer: `NSColor` constants and AppKit/Core Animation helpers on the value layer (macOS).
    case appKit
    /// The enums of the mode axes (`DesignSystemDensity`), their environment entries and `.designSystem(density:)`.
    case modeAxes
    /// The `DynamicProperty` that resolves tokens differing by appearance or mode axis (`DSAdaptiveTokens`).
    case adaptiveTokens

    /// The layout key in `dsys.json`.
    public var configName: String { rawValue }
}
