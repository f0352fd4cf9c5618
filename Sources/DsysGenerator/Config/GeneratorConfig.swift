/// Everything that shapes the generated package: module name, naming roots, nesting, prefixes,
/// color strategy and which token groups feed which category. Read from `dsys.json` (see
/// `ConfigFile`); every field has a default that produces the seed-003 starter API.
public struct GeneratorConfig: Sendable, Hashable {
    /// How colors reach SwiftUI.
    public enum ColorStrategy: String, Sendable, Hashable, CaseIterable {
        /// One `.colorset` per color in `Colors.xcassets`, read with `Color("name", bundle: .module)`.
        case assetCatalog
        /// Dynamic colors in code (`UIColor(dynamicProvider:)`), for teams without an asset catalog.
        case code
        /// `Color(hex: "#8b5cf6")` with a generated `Color(hex:)`; one value per color, no appearances.
        case hex
    }

    /// How the fonts namespace exposes each typography token.
    public enum FontMembers: String, Sendable, Hashable, CaseIterable {
        /// `public static func body() -> Font` (`DSFont.body()`).
        case functions
        /// `public static let body: Font` (`DesignSystem.Typography.body`, `Font.kordantBody`).
        case properties
        /// No fonts namespace (the typography preset enum carries the fonts).
        case none
    }

    /// How the generated XCTests are split into files.
    public enum TestLayout: String, Sendable, Hashable, CaseIterable {
        /// One `<ValuesType>Tests.swift`.
        case single
        /// One file per namespace root, named after it (`ColorTokenTests.swift`, `ShapeTokenTests.swift`).
        case perNamespace
    }

    /// How a group of tokens is laid out as Swift constants.
    public struct Namespace: Sendable, Hashable {
        /// The container, dotted for nesting (`ShapeToken.CornerRadius`, `DesignSystem.Colors`), or an
        /// existing type to extend (`Color`).
        public var type: String
        /// Token path prefixes that belong here (`["spacing"]`); the prefix is dropped from names.
        public var paths: [String]
        /// `flat`: one member per token, words joined (`dsActionPrimary`); `nested`: one enum per group
        /// (`ColorToken.Primary.p500`).
        public var nesting: Nesting
        /// A word put before each member name (`ds` → `dsActionPrimary`).
        public var memberPrefix: String?

        public enum Nesting: String, Sendable, Hashable, CaseIterable { case flat, nested }

        public init(type: String, paths: [String], nesting: Nesting = .flat, memberPrefix: String? = nil) {
            self.type = type
            self.paths = paths
            self.nesting = nesting
            self.memberPrefix = memberPrefix
        }
    }

    public var moduleName: String
    public var colorStrategy: ColorStrategy
    public var colors: Namespace
    public var spacing: Namespace
    /// The `@ScaledMetric` struct for spacing (`DSSpacing`), or nil for none.
    public var scaledSpacingType: String?
    public var radius: Namespace
    public var borderWidth: Namespace
    public var opacity: Namespace
    public var gradients: Namespace
    public var motion: Namespace
    /// The typography namespace (`DSFont`): one member per typography token returning `Font`.
    public var fonts: Namespace
    /// Dimensions that are no spacing, radius or border width (icon sizes, font sizes, breakpoints),
    /// as `CGFloat`, one nested enum per group (`DSDimension.Size.Icon.md`).
    public var dimensions: Namespace
    /// Numbers that are no opacity (`DSNumber.Scale.ratio`), as `Double`.
    public var numbers: Namespace
    /// Font family names (`DSFontFamily.sans.name`, `DSFontFamily.sans.font(size: 17)`).
    public var fontFamilies: Namespace
    /// Font weights as `Font.Weight` (`DSFontWeight.bold`).
    public var fontWeights: Namespace
    /// Stroke styles as `StrokeStyle` (`DSStrokeStyle.dashed`).
    public var strokeStyles: Namespace
    /// Borders: color, width and stroke style (`DSBorder.card`).
    public var borders: Namespace
    /// String tokens (`DSString.brandName`).
    public var strings: Namespace
    /// Whether fonts are functions, static properties or left out.
    public var fontMembers: FontMembers
    /// The typography preset enum (`DSTypography`) applied with `.typography(_:)`; nil for none.
    public var typographyType: String?
    /// The preset's `ViewModifier` (`TypographyModifier`); nil names it `<typographyType>Modifier`.
    public var typographyModifierType: String?
    /// The shadow enum (`DSShadowSize`) and its view modifier method (`dsShadow`).
    public var shadowType: String
    public var shadowModifier: String
    /// The shadow `ViewModifier` (`ShadowModifier`); nil names it `<shadowType>Modifier`.
    public var shadowModifierType: String?
    /// Whether the shadow enum exposes its first layer as `radius`, `x`, `y` and `color`.
    public var shadowProperties: Bool
    /// A type nested in the gradients namespace holding each gradient's colors as `[Color]`
    /// (`Stops` → `GradientToken.Stops.primary`); nil for none.
    public var gradientStops: String?
    /// Token groups that describe component styles.
    public var componentStyles: ComponentStylesConfig
    /// A theme struct bundling colors, fonts and spacing as values (`KordantTheme`), with an
    /// environment value; nil for none.
    public var themeType: String?
    /// Whether to generate `ThemeManager` and `ThemePreference` (light/dark/system choice).
    public var themeManager: Bool
    /// Whether to generate the UIKit and AppKit layers (`UIColor`/`NSColor` constants,
    /// `UIFont`/`NSFont` presets, `CALayer` shadows, `CAGradientLayer` gradients, Core Animation
    /// timing) beside the SwiftUI code.
    public var uiKit: Bool
    /// Paths below `Sources/<Module>/` for the parts of the generated code; parts not listed keep
    /// their default file.
    public var files: [SourceSectionKind: String]
    /// How the generated tests are split into files.
    public var testLayout: TestLayout
    /// Scales whose order the generated tests check.
    public var orderChecks: [OrderCheck]
    /// Color pairs whose contrast the generated tests check in every appearance.
    public var contrastChecks: [ContrastCheck]
    /// Whether the package gets the SwiftUI token catalog (`Catalog/DesignSystemCatalog.swift`).
    public var catalog = false
    /// Which colors `dsys audit` and the gallery pair up (by name unless given).
    public var contrastRoles = ContrastRoles()
    /// The prefix of component views (`DS` → `DSButton`); nil leaves components out.
    public var componentPrefix: String?
    /// Whether the config sets `componentPrefix` itself, asking for the starter components: only
    /// then are tokens that lack the roles they need reported.
    public var componentsRequested = false
    /// The plain-Swift value namespace that the generated tests check (`DesignTokens`).
    public var valuesType: String
    /// Maps mode names to appearances; modes not listed use the name rules (see `Appearance.infer`).
    public var appearances: [String: Appearance]
    /// Mode axes (resolver modifiers, theme groups) that follow a system environment value instead
    /// of an environment entry of their own, by axis name.
    public var axes: [String: AxisMapping] = [:]
    /// The `DynamicProperty` struct whose members resolve tokens that differ by appearance or by a
    /// mode axis for the view's environment (`DSAdaptiveTokens`); nil for none.
    public var adaptiveTokensType: String? = "DSAdaptiveTokens"
    /// Swift names chosen by the user for token paths, replacing the generated ones.
    public var nameOverrides: [String: String]
    /// Token paths left out of the public API (`"exclude": ["palette.**"]`): aliases still resolve
    /// through them, and the account records them as `excluded`.
    public var exclude: [TokenPathPattern] = []
    /// Whether a problem confined to one token is an error (`"strict": true`, `--strict`): for the
    /// generator, two tokens that become one Swift name, of which otherwise all but the first are skipped.
    public var strict = false
    /// Put before a name that would start with a digit (`step`, the default, → `step100`; `shade` → `shade100`).
    public var digitPrefix: String

    /// The scaled spacing struct's name for a configured spacing namespace, so naming one names
    /// both: `BrandSpacingFixed` → `BrandSpacing` (as the defaults pair up), `BrandSpacing` or
    /// `Brand.Spacing` → `ScaledBrandSpacing`.
    static func scaledSpacingType(following spacingType: String) -> String {
        let joined = spacingType.split(separator: ".").joined()
        if joined.hasSuffix("Fixed"), joined.count > "Fixed".count { return String(joined.dropLast("Fixed".count)) }
        return "Scaled" + joined
    }

    public init(moduleName: String = "DesignSystem") {
        self.moduleName = moduleName
        colorStrategy = .assetCatalog
        colors = Namespace(type: "Color", paths: ["color"], nesting: .flat, memberPrefix: "ds")
        spacing = Namespace(type: "DSSpacingFixed", paths: ["spacing"])
        scaledSpacingType = "DSSpacing"
        radius = Namespace(type: "DSRadius", paths: ["radius"])
        borderWidth = Namespace(type: "DSBorderWidth", paths: ["borderWidth"])
        opacity = Namespace(type: "DSOpacity", paths: ["opacity"])
        gradients = Namespace(type: "DSGradient", paths: ["gradient"])
        motion = Namespace(type: "DSMotion", paths: ["motion"])
        fonts = Namespace(type: "DSFont", paths: ["typography"])
        dimensions = Namespace(type: "DSDimension", paths: ["dimension"], nesting: .nested)
        numbers = Namespace(type: "DSNumber", paths: ["number"], nesting: .nested)
        fontFamilies = Namespace(type: "DSFontFamily", paths: ["fontFamily", "font.family"], nesting: .nested)
        fontWeights = Namespace(type: "DSFontWeight", paths: ["fontWeight", "font.weight"], nesting: .nested)
        strokeStyles = Namespace(type: "DSStrokeStyle", paths: ["strokeStyle"], nesting: .nested)
        borders = Namespace(type: "DSBorder", paths: ["border"], nesting: .nested)
        strings = Namespace(type: "DSString", paths: ["string"], nesting: .nested)
        fontMembers = .functions
        typographyType = "DSTypography"
        typographyModifierType = nil
        shadowType = "DSShadowSize"
        shadowModifier = "dsShadow"
        shadowModifierType = nil
        shadowProperties = false
        gradientStops = nil
        componentStyles = ComponentStylesConfig()
        themeType = nil
        themeManager = true
        uiKit = true
        files = [:]
        testLayout = .single
        orderChecks = []
        contrastChecks = []
        componentPrefix = "DS"
        valuesType = "DesignTokens"
        appearances = [:]
        nameOverrides = [:]
        digitPrefix = "step"
    }
}
