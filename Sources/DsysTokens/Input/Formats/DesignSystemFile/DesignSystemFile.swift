import DsysSource

/// dsys's own input envelope, `design-system.json` (schema: `Schemas/design-system.schema.json`):
///
/// ```json
/// { "name": "Acme", "fontFamilies": { "sans": "Inter", "mono": null },
///   "modes": ["light", "dark"],
///   "tokens": { "color": { "$type": "color", "bg": { "$value": "#ffffff",
///               "$extensions": { "mode": { "dark": "#000000" } } } } } }
/// ```
///
/// `tokens` is a DTCG tree; per-mode values use Terrazzo's `$extensions.mode`. The first mode is
/// the default (light) appearance.
enum DesignSystemFile {
    private static let knownKeys: Set<String> = ["$schema", "name", "description", "fontFamilies", "modes", "tokens"]

    /// The plan for a design-system file given as text (the built-in starter).
    static func plan(text: String, displayPath: String, diagnostics: inout Diagnostics) -> ResolutionPlan? {
        guard let file = SourceFileReader.read(Array(text.utf8), displayPath: displayPath, syntax: .json,
                                               diagnostics: &diagnostics)
        else { return nil }
        return plan(file, diagnostics: &diagnostics)
    }

    /// The plan for the design-system file `file`; `$extends` copies count against `extensionBudget`.
    static func plan(
        _ file: SourceFile, extensionBudget: ExtensionBudget = ExtensionBudget(), diagnostics: inout Diagnostics
    ) -> ResolutionPlan? {
        let root = file.root
        for member in root.members ?? [] where !knownKeys.contains(member.key) {
            diagnostics.error(
                "unknown key '\(member.key)' in a design-system file", at: file.location(ofKey: member),
                hint: "allowed keys: " + knownKeys.sorted().joined(separator: ", ")
            )
        }
        guard let tokensNode = root["tokens"] else { return nil }
        let name = readName(root, file: file, diagnostics: &diagnostics)
        let fontFamilies = readFontFamilies(root, file: file, diagnostics: &diagnostics)
        let tokens = TokenTreeParser.parse(file, node: tokensNode, pointer: "/tokens", dialect: .dtcg,
                                           extensionBudget: extensionBudget, diagnostics: &diagnostics)
        let layer = TokenLayer(name: file.path, tokens: tokens)
        guard let used = ModeExtension.modeNames(in: tokens, diagnostics: &diagnostics) else { return nil }
        var modeNames = used
        if let modesNode = root["modes"] {
            modeNames = readModes(modesNode, file: file, diagnostics: &diagnostics)
            for unknown in used where !modeNames.contains(unknown) {
                let token = tokens.first { $0.modeValues?[unknown] != nil }
                diagnostics.error(
                    "token '\(token?.path.description ?? "")' has a value for mode '\(unknown)', which 'modes' does not list",
                    at: token?.location ?? file.location(of: modesNode), token: token?.path.description,
                    hint: "add '\(unknown)' to 'modes' or remove the value"
                )
            }
        }
        if modeNames.isEmpty { modeNames = ["light"] }
        let modes = modeNames.map { mode in
            ResolutionPlan.PlannedMode(
                name: mode, contexts: [ContextChoice(modifier: "mode", context: mode)],
                layers: [ModeExtension.layer(layer, forModes: [mode])]
            )
        }
        return ResolutionPlan(modes: modes, sourceFiles: [file.path], name: name, fontFamilies: fontFamilies)
    }

    private static func readName(_ root: SourceNode, file: SourceFile, diagnostics: inout Diagnostics) -> String? {
        guard let node = root["name"] else { return nil }
        guard let name = node.string, !name.isEmpty else {
            diagnostics.error("'name' must be a non-empty string", at: file.location(of: node))
            return nil
        }
        return name
    }

    private static func readFontFamilies(
        _ root: SourceNode, file: SourceFile, diagnostics: inout Diagnostics
    ) -> [String: String] {
        guard let node = root["fontFamilies"] else { return [:] }
        guard let members = node.members else {
            diagnostics.error("'fontFamilies' must be an object such as { \"sans\": \"Inter\", \"mono\": null }",
                              at: file.location(of: node))
            return [:]
        }
        var families: [String: String] = [:]
        for member in members {
            switch member.value.value {
            case .string(let family): families[member.key] = family
            case .null: continue
            default:
                diagnostics.error("font family '\(member.key)' must be a string or null",
                                  at: file.location(of: member.value))
            }
        }
        return families
    }

    private static func readModes(_ node: SourceNode, file: SourceFile, diagnostics: inout Diagnostics) -> [String] {
        guard let elements = node.elements, !elements.isEmpty,
              elements.allSatisfy({ $0.string?.isEmpty == false }) else {
            diagnostics.error("'modes' must be a non-empty array of mode names, such as [\"light\", \"dark\"]",
                              at: file.location(of: node))
            return []
        }
        let names = elements.compactMap(\.string)
        guard names.count <= ModeLimit.maximumModes else {
            diagnostics.error("'modes' lists \(names.count) modes; dsys resolves at most \(ModeLimit.maximumModes)",
                              at: file.location(of: node), hint: "list at most \(ModeLimit.maximumModes) modes")
            return []
        }
        if Set(names).count != names.count {
            diagnostics.error("'modes' lists a mode twice", at: file.location(of: node))
        }
        return names
    }
}
