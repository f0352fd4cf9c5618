import DsysOutput
import DsysSource

/// The UIKit and AppKit layers beside the SwiftUI code (`UIKit+<Module>.swift`,
/// `AppKit+<Module>.swift`, `UIImage+<Module>.swift`): `UIColor`/`NSColor`, `UIFont`/`NSFont`,
/// Core Animation helpers, all read from the value layer the SwiftUI target writes. Nothing when
/// the `uiKit` setting is off.
struct NativeUITarget: Target {
    var name: String { "UIKit/AppKit" }

    func files(for model: DesignModel, diagnostics: inout Diagnostics) -> [GeneratedFile] {
        let context = model.context
        var sections: [SourceSection] = []
        if context.config.uiKit { CoreAnimationShadowCheck(system: context.system).check(into: &diagnostics) }
        for framework in NativeUIFramework.allCases {
            sections += UIKitEmitter(context: context, framework: framework).sections()
        }
        sections += ImagesEmitter(context: context).sections().filter { $0.framework == .uiKit }
        return SourceFileAssembler(context: context).files(consume sections, diagnostics: &diagnostics)
    }
}
