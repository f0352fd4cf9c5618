import DsysSource

/// The files of one TokensBrücke export (`TokensBrueckeFormat`), as the plugin's `variablesToTokens`
/// writes them: the collections at the top (`{ "Color": { "action": { "primary": { … } } } }`), each
/// variable a DTCG token whose `$value` is its default mode's value and whose `$extensions.mode` maps
/// every mode of its collection to a value or alias, and the root `$extensions["tokens-bruecke-meta"]`
/// listing the collections (`"variableCollections": ["Primitives", "Color"]`).
///
/// As with the REST response, every collection with two or more modes is a mode axis named after it,
/// its default the mode `$value` holds (`defaultMode(of:among:variables:diagnostics:)`): `Light`/
/// `Dark` (or names the config maps) become appearances, other modes choices. When the export does
/// not say which collection a variable is in (collection names omitted, no Figma metadata), all mode
/// names are one axis, `mode`.
/// There is one mode per combination, in which each variable takes its collection's chosen mode.
enum TokensBrueckeLoader {
    /// The member of the root `$extensions` that marks an export.
    static let metaKey = "tokens-bruecke-meta"
    /// The axis of the modes of variables whose collection the export does not name.
    static let unnamedAxis = "mode"

    /// Whether `file` is a TokensBrücke export: its root `$extensions` holds the plugin's meta object.
    static func isExport(_ file: SourceFile) -> Bool {
        file.root["$extensions"]?[metaKey]?.members != nil
    }

    /// The plan for the export in `files`; other token files given with it join every mode.
    static func plan(files: [SourceFile], options: InputLoadOptions, diagnostics: inout Diagnostics) -> ResolutionPlan {
        var listed: [String] = []
        for file in files {
            for name in listedCollections(in: file, diagnostics: &diagnostics) where !listed.contains(name) {
                listed.append(name)
            }
        }
        let listedSet = Set(listed)
        let variablesByFile = files.map { file in
            let root = FigmaPluginTokenTree.tokensBruecke.normalized(file.root, valueKey: TokenDialect.detect(file.root).valueKey)
            let tokens = TokenTreeParser.parse(file, node: root, extensionBudget: options.extensionBudget,
                                               diagnostics: &diagnostics)
            return tokens.compactMap { TokensBrueckeVariable($0, listedCollections: listedSet, diagnostics: &diagnostics) }
        }
        let variables = variablesByFile.flatMap { $0 }
        let axes = modeAxes(of: variables, collectionOrder: listed, diagnostics: &diagnostics)
        reportMissingModes(of: variables, axes: axes, diagnostics: &diagnostics)
        let location = files.first.flatMap { file in file.root["$extensions"]?[metaKey].map(file.location(of:)) }
        let combinations = ModeCombinations.all(axes, location: location, diagnostics: &diagnostics)
        let modes = combinations.map { combination in
            let chosen = Dictionary(combination.choices.map { ($0.modifier, $0.context) }) { first, _ in first }
            let layers = zip(files, variablesByFile).map { file, variables in
                TokenLayer(name: file.path, tokens: variables.map { $0.token(inMode: chosen[axisName(of: $0)]) })
            }
            return ResolutionPlan.PlannedMode(name: combination.name, contexts: combination.choices,
                                              layers: layers.filter { !$0.tokens.isEmpty })
        }
        return ResolutionPlan(modes: modes, sourceFiles: files.map(\.path), modesLocation: location)
    }

    /// The collection names `tokens-bruecke-meta.variableCollections` lists; a list that is not
    /// one of strings is reported, and its strings are still used.
    private static func listedCollections(in file: SourceFile, diagnostics: inout Diagnostics) -> [String] {
        guard let list = file.root["$extensions"]?[metaKey]?["variableCollections"] else { return [] }
        let names = list.elements?.compactMap(\.string) ?? []
        if list.elements?.count != names.count {
            diagnostics.warning(
                "'variableCollections' of '\(metaKey)' must be a list of collection names, but it is "
                    + list.kindDescription + (list.elements == nil ? "" : " with other members than strings"),
                at: file.location(of: list), hint: "export the variables again with TokensBrücke"
            )
        }
        return names
    }

    /// The axis a variable's modes belong to: its collection, or the export's one nameless axis.
    private static func axisName(of variable: TokensBrueckeVariable) -> String {
        variable.collection ?? unnamedAxis
    }

    /// One axis per collection whose variables name two or more modes, in the order the export lists
    /// its collections (then in order of appearance); its modes in order of appearance.
    private static func modeAxes(
        of variables: [TokensBrueckeVariable], collectionOrder: [String], diagnostics: inout Diagnostics
    ) -> [ModeAxis] {
        var order = collectionOrder
        var modesByAxis: [String: [String]] = [:]
        for variable in variables where !variable.modeValues.isEmpty {
            let axis = axisName(of: variable)
            if !order.contains(axis) { order.append(axis) }
            for name in variable.modeNames where !(modesByAxis[axis]?.contains(name) ?? false) {
                modesByAxis[axis, default: []].append(name)
            }
        }
        return order.compactMap { axis in
            guard let contexts = modesByAxis[axis], contexts.count > 1 else { return nil }
            let members = variables.filter { !$0.modeValues.isEmpty && axisName(of: $0) == axis }
            return ModeAxis(name: axis, contexts: contexts,
                            defaultContext: defaultMode(of: axis, among: contexts, variables: members, diagnostics: &diagnostics))
        }
    }

    /// The default mode of the axis `axis`: the mode whose value is the `$value` of most of its
    /// variables, the first of them on a tie, or the first mode when none is. The plugin writes the
    /// collection's default mode's value as `$value`, but lists the modes in Figma's `valuesByMode`
    /// order, which need not start with the default (its `$extensions.figma` names the default
    /// mode only by an id the mode map does not use). A note, at a variable that tells the two
    /// apart, says when the default is not the first mode listed.
    private static func defaultMode(
        of axis: String, among contexts: [String], variables: [TokensBrueckeVariable], diagnostics: inout Diagnostics
    ) -> String {
        let holdsValue = { (variable: TokensBrueckeVariable, mode: String) in
            variable.modeValues.contains { $0.name == mode && $0.value.hasSameContent(as: variable.token.value) }
        }
        let counts = contexts.map { mode in variables.count { holdsValue($0, mode) } }
        guard let most = counts.max(), most > 0, let chosen = counts.firstIndex(of: most).map({ contexts[$0] }),
              chosen != contexts[0] else { return contexts[0] }
        if let witness = variables.first(where: { holdsValue($0, chosen) && !holdsValue($0, contexts[0]) }) {
            let token = witness.token
            diagnostics.append(Diagnostic(
                .note, "the default mode of '\(axis)' is '\(chosen)', the mode '$value' holds for "
                    + (most == variables.count ? "every variable" : "\(most) of its \(variables.count) variables")
                    + " (as for '\(token.path)'), not '\(contexts[0])', which is listed first",
                at: token.location, token: token.path.description,
                hint: "the static constants and asset colors show '\(chosen)'; to change that, set the collection's default mode in Figma and export again"
            ))
        }
        return chosen
    }

    /// Warns once, at its mode map, for each variable that has mode values but lacks one for a mode of
    /// its axis: `$value` is used there. A variable without mode values (of a collection with one
    /// mode, which the plugin writes as `{}`) is the same in every mode.
    private static func reportMissingModes(
        of variables: [TokensBrueckeVariable], axes: [ModeAxis], diagnostics: inout Diagnostics
    ) {
        let contextsByAxis = Dictionary(axes.map { ($0.name, $0.contexts) }) { first, _ in first }
        for variable in variables where !variable.modeValues.isEmpty {
            guard let contexts = contextsByAxis[axisName(of: variable)] else { continue }
            let missing = contexts.filter { !variable.modeNames.contains($0) }
            guard !missing.isEmpty else { continue }
            let token = variable.token
            let modes = token.modeValues
            diagnostics.warning(
                "'\(token.path)' has no value for the mode" + (missing.count == 1 ? " " : "s ")
                    + missing.map { "'\($0)'" }.joined(separator: ", ") + " of '\(axisName(of: variable))'; its '$value' is used",
                at: modes.map { SourceLocation(file: token.file, line: $0.line, column: $0.column) } ?? token.location,
                token: token.path.description,
                hint: "give the variable a value in every mode of its collection in Figma, and export again"
            )
        }
    }
}
