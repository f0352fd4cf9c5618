import DsysOutput
import DsysSource

/// One native layer beside the SwiftUI code: UIKit (`UIKit+<Module>.swift`, `UIImage+<Module>.swift`)
/// or AppKit (`AppKit+<Module>.swift`): `UIColor`/`NSColor`, `UIFont`/`NSFont`, Core Animation
/// helpers, all read from the value layer the SwiftUI target writes. Nothing when the `uiKit`
/// setting is off.
///
/// The two layers are two targets so that, at 100k tokens, the AppKit one runs on the second
/// thread after the asset catalogs while the calling thread renders UIKit (`TargetPlacement`).
struct NativeUITarget: Target {
    let framework: NativeUIFramework

    var name: String { framework.name }

    var placement: TargetPlacement {
        switch framework {
        case .uiKit: return .callingThread
        case .appKit: return .secondThreadLast
        }
    }

    func files(for model: DesignModel, diagnostics: inout Diagnostics) -> [GeneratedFile] {
        let context = model.context
        var sections = UIKitEmitter(context: context, framework: framework).sections()
        if framework == .uiKit {
            // Once for both layers: the limits it warns about are Core Animation's, shared by both.
            if context.config.uiKit { CoreAnimationShadowCheck(system: context.system).check(into: &diagnostics) }
            sections += ImagesEmitter(context: context).sections().filter { $0.framework == .uiKit }
        }
        return SourceFileAssembler(context: context).files(consume sections, diagnostics: &diagnostics)
    }

    /// Both layers, UIKit first.
    static let both: [any Target] = NativeUIFramework.allCases.map { NativeUITarget(framework: $0) }
}
