/// What a format made of files it claimed, and how that joins the run's other files
/// (`InputContribution.plan(joining:registry:diagnostics:)`).
package enum InputContribution {
    /// A whole token system with its own files and modes (a resolver document): it must be the only input.
    case tokenSystem(ResolutionPlan)
    /// Token layers that are the same in every mode (plain token files).
    case sharedLayers([TokenLayer])
    /// Modes of the format's own (Spectrum's `sets`); the run's shared layers join every mode.
    case ownModes(ResolutionPlan)

    /// Whether it is shared layers without a token (a file of other JSON).
    var holdsNoToken: Bool {
        if case .sharedLayers(let layers) = self { return layers.allSatisfy { $0.tokens.isEmpty } }
        return false
    }
}
