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
    public func checkNames(_ tokens: ResolvedTokens, diagnostics: inout Diagnostics) {
        _ = DesignSystemTranslator(config: config).translate(tokens, diagnostics: &diagnostics)
    }

    /// Every file of the package, sorted by path; nil when the translation found errors.
    public func generate(_ tokens: ResolvedTokens, diagnostics: inout Diagnostics) -> [GeneratedFile]? {
        let system = DesignSystemTranslator(config: config).translate(tokens, diagnostics: &diagnostics)
        guard !diagnostics.hasErrors else { return nil }
        let context = EmitContext(system: system)
        var sections: [SourceSection] = []
        sections += SupportEmitter(context: context).sections()
        sections += NamespaceRootsEmitter(context: context).sections()
        sections += ValuesEmitter(context: context).sections()
        sections += ColorsEmitter(context: context).sections()
        sections += HexColorEmitter(context: context).sections(diagnostics: &diagnostics)
        sections += TypographyEmitter(context: context).sections()
        sections += ConstantsEmitter(context: context).sections()
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
        var files = SourceFileAssembler(context: context).files(sections, diagnostics: &diagnostics)
        files.append(SupportEmitter(context: context).manifest())
        files += ColorsEmitter(context: context).assetFiles()
        files += TestsEmitter(context: context).files(diagnostics: &diagnostics)
        files += CatalogEmitter(context: context).files()
        for collision in NameCollisionDetector.fileNameCollisions(in: files.map(\.path)) {
            diagnostics.append(collision)
        }
        guard !diagnostics.hasErrors else { return nil }
        return files.sorted()
    }
}
