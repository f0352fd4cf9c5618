extension ResolvedTokens {
    /// The line `dsys validate` ends with: `12 tokens in 2 modes: light, dark; 3 more skipped (see
    /// the warnings above)`. The tokens left out are counted too, so the line agrees with what
    /// `generate` reads. Only the skips that come with a warning (`TokenSkipReason.isWarned`) point
    /// at the warnings: a source-only or excluded token is left out because the input or the config
    /// says so, without one.
    public var validationSummary: String {
        let count = definedPathCount
        let sourceOnly = skipped.count { $0.reason == .sourceOnly }
        let warned = skipped.count { $0.reason.isWarned }
        let excluded = skipped.count - sourceOnly - warned
        var reasons: [String] = []
        if sourceOnly > 0 { reasons.append("\(sourceOnly) source-only, referenced but not generated") }
        if excluded > 0 { reasons.append("\(excluded) excluded by the configuration") }
        if warned > 0 { reasons.append(warned < skipped.count ? "\(warned) with the warnings above" : "see the warnings above") }
        return "\(count) token\(count == 1 ? "" : "s") in \(modes.count) mode\(modes.count == 1 ? "" : "s"): "
            + modes.map(\.name).joined(separator: ", ")
            + (skipped.isEmpty ? "" : "; \(skipped.count) more skipped (" + reasons.joined(separator: "; ") + ")")
    }
}
