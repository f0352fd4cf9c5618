/// What a format made of files it claimed, and how that joins the run's other files
/// (`InputContribution.plan(joining:registry:diagnostics:)`).
package enum InputContribution {
    /// A whole token system with its own files and modes (a resolver document): it must be the only input.
    case tokenSystem(ResolutionPlan)
    /// Token layers that are the same in every mode (plain token files).
    case sharedLayers([TokenLayer])
    /// Modes of the format's own (Spectrum's `sets`); the run's shared layers join every mode.
    case ownModes(ResolutionPlan)
    /// Tokens of shared layers the format left out while reading, each with its hint (a Theo prop
    /// whose alias no file defines): the plan of the shared layers reports them (`ResolutionPlan.skippedAtLoad`).
    case skippedAtLoad([(token: SkippedToken, hint: String?)])

    /// Whether it is shared layers without a token (a file of other JSON).
    var holdsNoToken: Bool {
        if case .sharedLayers(let layers) = self { return layers.allSatisfy { $0.tokens.isEmpty } }
        return false
    }
}
