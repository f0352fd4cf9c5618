import DsysOutput
import DsysSource

/// The generated XCTests: every value in every appearance, contrast and scale-order checks.
struct GeneratedTestsTarget: Target {
    var name: String { "tests" }
    var placement: TargetPlacement { .secondThreadFirst }

    func files(for model: DesignModel, diagnostics: inout Diagnostics) -> [GeneratedFile] {
        TestsEmitter(context: model.context).files(diagnostics: &diagnostics)
    }
}
