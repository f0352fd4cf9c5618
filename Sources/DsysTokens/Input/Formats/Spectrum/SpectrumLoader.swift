import DsysSource

/// Adobe Spectrum's own token format (`adobe/spectrum-tokens`, `packages/tokens/src/*.json`): flat
/// top-level tokens named with hyphens (`gray-100`, `accent-background-color-default`), each
/// `{ "$schema": "…/color.json", "value": …, "uuid": … }`, aliases written `{gray-100}`, and modes
/// kept inside the token as `"sets": { "light": {…}, "dark": {…}, "wireframe": {…} }`.
///
/// Every axis the files' sets use (`SpectrumAxis`: theme, scale, system) becomes a modifier, and
/// there is one mode per combination (`light-desktop`, `dark-mobile`, …; defaults first). A mode's
/// layers hold each token as its chosen sets give it; `private` tokens go to source-only layers,
/// so they can be referenced but are not generated.
enum SpectrumLoader {
    /// Whether `file` is in Spectrum's format: a top-level member is a Spectrum token.
    static func isSpectrumFile(_ file: SourceFile) -> Bool {
        file.root.members?.contains { SpectrumSchema.isToken($0.value) } ?? false
    }

    /// The plan for the Spectrum `files`; other token files given with them join every mode
    /// (`InputContribution.ownModes`).
    static func plan(files: [SourceFile], diagnostics: inout Diagnostics) -> ResolutionPlan {
        let tokensByFile = files.map { tokens(in: $0, diagnostics: &diagnostics) }
        var axes = SpectrumAxesFound()
        for token in tokensByFile.joined() { axes.add(token.checkShape(diagnostics: &diagnostics)) }
        let combinations = ModeCombinations.all(
            axes.modeAxes, location: files.first.map { $0.location(of: $0.root) }, diagnostics: &diagnostics
        )
        let modes = combinations.map { combination in
            let choices = Dictionary(combination.choices.map { ($0.modifier, $0.context) }) { first, _ in first }
            var layers: [TokenLayer] = []
            for (file, tokens) in zip(files, tokensByFile) {
                var visible = TokenLayer(name: file.path, tokens: [])
                var hidden = TokenLayer(name: file.path, tokens: [], isSourceOnly: true)
                for token in tokens {
                    guard let raw = token.definition(choosing: choices, diagnostics: &diagnostics) else { continue }
                    if token.isPrivate { hidden.tokens.append(raw) } else { visible.tokens.append(raw) }
                }
                layers += [hidden, visible].filter { !$0.tokens.isEmpty }
            }
            return ResolutionPlan.PlannedMode(name: combination.name, contexts: combination.choices, layers: layers)
        }
        return ResolutionPlan(modes: modes, sourceFiles: files.map(\.path).sorted())
    }

    /// The file's top-level tokens; other members are reported and left out.
    private static func tokens(in file: SourceFile, diagnostics: inout Diagnostics) -> [SpectrumToken] {
        var tokens: [SpectrumToken] = []
        for member in file.root.members ?? [] where member.key != "$schema" {
            let node = member.value
            guard node.members != nil, node["value"] != nil || node["sets"] != nil else {
                diagnostics.warning(
                    "'\(member.key)' is not a Spectrum token (an object with '$schema' and 'value' or 'sets'); "
                        + "it is ignored", at: file.location(ofKey: member), token: member.key
                )
                continue
            }
            if member.key.contains(where: { $0 == "." || $0 == "{" || $0 == "}" }) {
                diagnostics.warning(
                    "the name '\(member.key)' contains '.', '{' or '}'; it cannot be referenced by an alias",
                    at: file.location(ofKey: member), token: member.key
                )
            }
            let isPrivate = node["private"]?.value == .bool(true)
            tokens.append(SpectrumToken(name: member.key, file: file, node: node, isPrivate: isPrivate))
        }
        return tokens
    }
}
