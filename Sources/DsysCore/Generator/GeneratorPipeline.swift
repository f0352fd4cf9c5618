/// The back end: resolved tokens → translated design system → generated files.
///
/// 1. `DesignSystemTranslator` picks appearances, categorises and names tokens (collisions are errors).
/// 2. The emitters render sections of Swift from the description: namespaces, values, colors,
///    typography, constants, shadows, gradients, motion, theme, components and support code, and
///    the UIKit layer beside them.
/// 3. `SourceFileAssembler` places the sections into files by the configured layout; the
///    manifest, asset catalog and tests are files of their own.
///
/// Pure: no file system, clock or environment, so the same input always gives the same bytes.
public struct GeneratorPipeline: Sendable {
    public var config: GeneratorConfig

    public init(config: GeneratorConfig) {
        self.config = config
    }

    /// The checks generation starts with, without rendering any code: every token gets its category
    /// and a Swift name that no other token in its scope has, under this config's naming. `dsys
    /// validate` runs them, so it fails where `generate` would on the same names.
    public func checkNames(_ tokens: ResolvedTokens, assets: AssetInventory = AssetInventory(), diagnostics: inout Diagnostics) {
        _ = translate(tokens, assets: assets, diagnostics: &diagnostics)
    }

    /// The translated tokens with the images named beside them.
    private func translate(_ tokens: ResolvedTokens, assets: AssetInventory, diagnostics: inout Diagnostics) -> DesignSystemDescription {
        var system = DesignSystemTranslator(config: config).translate(tokens, diagnostics: &diagnostics)
        system.images = ImageCatalog(assets, tokens: tokens.defaultTokens.tokens, config: config, diagnostics: &diagnostics)
        return system
    }

    /// Every file of the package, sorted by path; nil when the translation found errors. `assets`
    /// are the icons, images and app icon read beforehand (this type reads no files).
    public func generate(
        _ tokens: ResolvedTokens, assets: AssetInventory = AssetInventory(), diagnostics: inout Diagnostics
    ) -> [GeneratedFile]? {
        generateAccounted(tokens, assets: assets, diagnostics: &diagnostics)?.files
    }

    /// Every file of the package, sorted by path, and the account of every token; nil when the
    /// translation found errors.
    /// The tokens are consumed: once translated they are freed (when the caller holds no other
    /// copy), so they are not in memory beside the generated files.
    public func generateAccounted(
        _ tokens: consuming ResolvedTokens, assets: AssetInventory = AssetInventory(), diagnostics: inout Diagnostics
    ) -> (files: [GeneratedFile], account: TokenAccount)? {
        let system = translate(tokens, assets: assets, diagnostics: &diagnostics)
        _ = consume tokens
        guard !diagnostics.hasErrors else { return nil }
        diagnostics.append(contentsOf: DeprecationSuccessor.problems(in: system))
        let context = EmitContext(system: system)
        var sections: [SourceSection] = []
        sections += SupportEmitter(context: context).sections()
        sections += NamespaceRootsEmitter(context: context).sections()
        sections += ValuesEmitter(context: context).sections()
        sections += ColorsEmitter(context: context).sections()
        sections += HexColorEmitter(context: context).sections(diagnostics: &diagnostics)
        sections += TypographyEmitter(context: context).sections()
        sections += ConstantsEmitter(context: context).sections()
        sections += FontFamiliesEmitter(context: context).sections()
        sections += StrokesEmitter(context: context).sections()
        sections += ShadowsEmitter(context: context).sections()
        sections += GradientsEmitter(context: context).sections()
        sections += MotionEmitter(context: context).sections()
        sections += ThemeEmitter(context: context).sections()
        sections += ButtonStylesEmitter(context: context).sections(diagnostics: &diagnostics)
        sections += TextFieldStylesEmitter(context: context).sections(diagnostics: &diagnostics)
        sections += ToggleStylesEmitter(context: context).sections(diagnostics: &diagnostics)
        sections += ComponentModifiersEmitter(context: context).sections(diagnostics: &diagnostics)
        sections += ComponentsEmitter(context: context).sections(diagnostics: &diagnostics)
        sections += UIKitEmitter(context: context).sections()
        sections += ImagesEmitter(context: context).sections()
        var files = SourceFileAssembler(context: context).files(consume sections, diagnostics: &diagnostics)
        files.append(SupportEmitter(context: context).manifest())
        files += ColorsEmitter(context: context).assetFiles()
        files += ImagesEmitter(context: context).assetFiles()
        files += TestsEmitter(context: context).files(diagnostics: &diagnostics)
        files += CatalogEmitter(context: context).files()
        for collision in NameCollisionDetector.fileNameCollisions(in: files.map(\.path)) {
            diagnostics.append(collision)
        }
        guard !diagnostics.hasErrors else { return nil }
        return (files.sorted(), system.account)
    }
}
