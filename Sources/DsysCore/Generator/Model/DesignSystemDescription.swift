/// The translated design system: tokens sorted into categories with Swift names, ready for the
/// emitters. Built by `DesignSystemTranslator`; holds no Swift text.
public struct DesignSystemDescription: Sendable {
    public var config: GeneratorConfig
    /// The appearances the input defines, in asset-catalog order (always starts with `.light`).
    public var appearances: [Appearance]
    public var colors: [NamedToken]
    public var spacing: [NamedToken]
    public var radius: [NamedToken]
    public var borderWidth: [NamedToken]
    public var opacity: [NamedToken]
    public var typography: [NamedToken]
    public var shadows: [NamedToken]
    public var gradients: [NamedToken]
    public var motion: [NamedToken]
    /// Letter spacing relative to the font size (fractions, ems), in the value layer only.
    public var letterSpacing: [NamedToken] = []
    /// Font families from the input's metadata (`sans`, `mono`).
    public var fontFamilies: [String: String]
    /// Relative display paths of the inputs, for file headers.
    public var sources: [String]
    /// The tokens under the configured component-style groups, in input order (default mode).
    public var componentTokens: [Token] = []
    /// Icons, images, SF Symbol tokens and the app icon (see `ImageCatalog`).
    public var images = ImageCatalog()

    /// The color whose path ends with `suffix` segments (`["action", "primary"]`), for components.
    public func color(_ suffix: String...) -> NamedToken? {
        colors.first { Array($0.token.path.segments.suffix(suffix.count)) == suffix }
    }
}
