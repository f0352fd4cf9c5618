import DsysOutput
import DsysSource

/// The SwiftUI layer and the code every Swift target builds on: the plain-Swift value layer
/// (`DesignTokens`), namespaces, colors, typography, effects, theme, component styles and support
/// code, placed into files by the configured layout (`SourceFileAssembler`).
struct SwiftUITarget: Target {
    var name: String { "SwiftUI" }

    func files(for model: DesignModel, diagnostics: inout Diagnostics) -> [GeneratedFile] {
        let context = model.context
        var sections: [SourceSection] = []
        sections += SupportEmitter(context: context).sections()
        sections += NamespaceRootsEmitter(context: context).sections()
        sections += ValuesEmitter(context: context).sections()
        sections += AxisValuesEmitter(context: context).sections()
        sections += ModeAxesEmitter(context: context).sections()
        sections += AdaptiveTokensEmitter(context: context).sections()
        sections += ColorsEmitter(context: context).sections()
        sections += HexColorEmitter(context: context).sections(diagnostics: &diagnostics)
        sections += TypographyEmitter(context: context).sections()
        FontStackCheck(system: context.system).check(into: &diagnostics)
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
        sections += ImagesEmitter(context: context).sections().filter { $0.framework != .uiKit }
        return SourceFileAssembler(context: context).files(consume sections, diagnostics: &diagnostics)
    }
}
