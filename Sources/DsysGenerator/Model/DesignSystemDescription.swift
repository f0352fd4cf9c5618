import DsysTokens

/// The translated design system: tokens sorted into categories with Swift names, ready for the
/// emitters, and the account of what became of every token. Built by `DesignSystemTranslator`;
/// holds no Swift text.
public struct DesignSystemDescription: Sendable {
    public var config: GeneratorConfig
    /// The appearances the input defines, in asset-catalog order (always starts with `.light`).
    public var appearances: [Appearance]
    /// The named tokens of each category, in input order.
    public var tokensByCategory: [TokenCategory: [NamedToken]] = [:]
    /// Font families from the input's metadata (`sans`, `mono`).
    public var fontFamilies: [String: String]
    /// Relative display paths of the inputs, for file headers.
    public var sources: [String]
    /// The input files that define each category's tokens, in any mode (see `SourceSectionKind.inputs`).
    var inputsByCategory: [TokenCategory: Set<String>] = [:]
    /// The input files that define the component-style tokens.
    var componentInputs: Set<String> = []
    /// The component styles read from the configured component groups, by kind.
    var componentStyles: [ComponentStyle.Kind: [ComponentStyle]] = [:]
    /// The tokens under the configured component-style groups, in input order (default mode).
    public var componentTokens: [Token] = []
    /// Icons, images, SF Symbol tokens and the app icon (see `ImageCatalog`).
    public var images = ImageCatalog()
    /// Colors inside shadows, gradients and borders that differ by appearance, each with its own
    /// colorset (asset-catalog strategy only).
    public var adaptiveColors: [AdaptiveColor] = []
    /// The scales of the configured order checks, in the config's order (see `OrderedScale`).
    var orderedScales: [OrderedScale] = []
    /// What became of every token: its symbols and values, or why it was skipped.
    public var account: TokenAccount
    /// The mode axes generated as environment-driven choices (density, brand, …).
    public var axes: [ContextAxis] = []
    /// Every combination of the axes' contexts but the default one; tokens keep their values in
    /// each (`ModalToken.variantValues`).
    public var variants: [AxisVariant] = []
    /// The tokens that only non-default modes define, in input order: optionals of the value layer
    /// and of `DSAdaptiveTokens` only (see `PartialToken`).
    public var partialTokens: [PartialToken] = []

    init(config: GeneratorConfig, appearances: [Appearance], fontFamilies: [String: String], sources: [String], account: TokenAccount) {
        self.config = config
        self.appearances = appearances
        self.fontFamilies = fontFamilies
        self.sources = sources
        self.account = account
    }

    /// The named tokens of `category`, in input order.
    public func tokens(_ category: TokenCategory) -> [NamedToken] { tokensByCategory[category] ?? [] }

    public var colors: [NamedToken] { tokens(.color) }
    public var spacing: [NamedToken] { tokens(.spacing) }
    public var radius: [NamedToken] { tokens(.radius) }
    public var borderWidth: [NamedToken] { tokens(.borderWidth) }
    public var opacity: [NamedToken] { tokens(.opacity) }
    public var typography: [NamedToken] { tokens(.typography) }
    public var shadows: [NamedToken] { tokens(.shadow) }
    public var gradients: [NamedToken] { tokens(.gradient) }
    public var motion: [NamedToken] { tokens(.motion) }

    /// The partial tokens of `category`, in input order.
    func partialTokens(_ category: TokenCategory) -> [PartialToken] { partialTokens.filter { $0.category == category } }

    /// The partial tokens of `category` with a value in `variant` (nil: the default contexts) and `appearance`.
    func partialTokens(_ category: TokenCategory, variant: Int?, appearance: Appearance) -> [PartialToken] {
        partialTokens.filter { $0.category == category && $0.value(in: PartialToken.Slot(variant: variant, appearance: appearance)) != nil }
    }

    /// Whether the package has an asset catalog.
    public var hasAssetCatalog: Bool {
        config.colorStrategy == .assetCatalog && !(colors.isEmpty && adaptiveColors.isEmpty)
    }

    /// The colorset of the color in `slot` of the token at `path`, if it adapts to the appearance.
    public func adaptiveColor(_ path: TokenPath, _ slot: AdaptiveColor.Slot) -> AdaptiveColor? {
        adaptiveColors.first { $0.tokenPath == path && $0.slot == slot }
    }

    /// The color whose path ends with `suffix` segments (`["action", "primary"]`), for components.
    public func color(_ suffix: String...) -> NamedToken? {
        colors.first { Array($0.token.path.segments.suffix(suffix.count)) == suffix }
    }
}
