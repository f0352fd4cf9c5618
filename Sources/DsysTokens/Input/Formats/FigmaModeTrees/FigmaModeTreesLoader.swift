import DsysSource

/// The files of a Figma collections export (`FigmaModeTreesFormat`):
///
/// ```
/// [ { "core": { "modes": { "default": { "color": { "gray": { "0": {
///       "$type": "color", "$value": "#ffffff", "$scopes": ["ALL_FILLS"] } } } } } } },
///   { "semantic": { "modes": { "Light": { "bg": { "$type": "color", "$value": "{color.gray.0}",
///       "$collectionName": "core", "$libraryName": "" } }, "Dark": { … } } } } ]
/// ```
///
/// Each mode holds a DTCG tree of the collection's variables, typed as Figma types them (`color`,
/// `float`, `string`, `boolean`); aliases name the variable without its collection, which the alias's
/// `$collectionName` names (a literal's is its own collection). Variables are one namespace: one
/// path in two collections is one token, so an alias to the variable of the same name in another
/// collection (`"white": { "$value": "{white}", "$collectionName": "Primitives" }` in `Theme`) is
/// that variable's value, and left out (`sameNamedAliases(in:)`). As with the REST
/// response, a `float` is a length, a font weight or an opacity by its scopes (`FigmaScopes`), an
/// opacity written from 0 to 100 is a fraction, a `string` is text or a font family, a variable
/// `$hiddenFromPublishing` is read for aliases but not generated, and every collection with two or
/// more modes is a mode axis named after it, its first mode the default, with one mode per
/// combination.
enum FigmaModeTreesLoader {
    /// One collection of the export.
    private struct Collection {
        /// The index of its file among the export's.
        var file: Int
        var name: String
        var location: SourceLocation
        /// Each mode's name and tokens, in the order written.
        var modes: [(name: String, tokens: [RawToken])]
    }

    /// The plugin members of a token (`FigmaPluginTokenTree`).
    private static let pluginMembers = FigmaPluginTokenTree(
        moved: ["$scopes": "scopes", "$hiddenFromPublishing": "hiddenFromPublishing", "$collectionName": collectionNameKey],
        dropped: ["$libraryName"]
    )

    /// The name `$collectionName` is moved to under `$extensions["com.figma"]`.
    private static let collectionNameKey = "collectionName"

    /// Whether `file` is such an export: a list of objects of one member each, a collection whose
    /// `modes` is an object of mode trees.
    static func isExport(_ file: SourceFile) -> Bool {
        guard let collections = file.root.elements, !collections.isEmpty else { return false }
        return collections.allSatisfy { element in
            guard let members = element.members, members.count == 1,
                  let modes = members[0].value["modes"]?.members, !modes.isEmpty else { return false }
            return modes.allSatisfy { $0.value.members != nil }
        }
    }

    /// The plan for the export in `files`; other token files given with it join every mode.
    static func plan(files: [SourceFile], options: InputLoadOptions, diagnostics: inout Diagnostics) -> ResolutionPlan {
        var collections: [Collection] = []
        for (fileIndex, file) in files.enumerated() {
            for (index, element) in (file.root.elements ?? []).enumerated() {
                guard let member = element.members?.first, let modes = member.value["modes"]?.members else { continue }
                let pointer = "/\(index)/" + JSONPointer.escape(member.key) + "/modes/"
                collections.append(Collection(
                    file: fileIndex, name: member.key, location: file.location(ofKey: member),
                    modes: modes.map { mode in
                        let tree = pluginMembers.normalized(mode.value, valueKey: "$value")
                        let tokens = TokenTreeParser.parse(file, node: tree, pointer: pointer + JSONPointer.escape(mode.key),
                                                           dialect: .dtcg, extensionBudget: options.extensionBudget, diagnostics: &diagnostics)
                        return (mode.key, tokens.map(figmaTyped))
                    }
                ))
            }
        }
        let hiddenTokens = collections.flatMap { $0.modes[0].tokens }.filter(FigmaHiddenVariables.isHidden)
        if let first = hiddenTokens.first {
            diagnostics.append(FigmaHiddenVariables.note(first: first.path, at: first.location, count: hiddenTokens.count))
        }
        let percentages = opacitiesInPercent(collections)
        let sameNamedAliases = sameNamedAliases(in: collections)
        if let first = sameNamedAliases.first {
            diagnostics.append(Diagnostic(
                .note, "\(sameNamedAliases.count) variable" + (sameNamedAliases.count == 1 ? " aliases" : "s alias")
                    + " the variable of the same name in another collection, for example '\(first.token.path)' of '\(first.collection)' "
                    + "in '\(first.target)': dsys reads one token per name, so such a variable is the one it aliases",
                at: first.token.location, token: first.token.path.description,
                hint: "the two are one token in the generated package; rename one of them in Figma to keep them apart"
            ))
        }
        let skipped = Set(sameNamedAliases.map(\.token.location))
        let (axes, axisCollections) = modeAxes(of: collections, diagnostics: &diagnostics)
        let location = collections.first?.location
        let combinations = ModeCombinations.all(axes, location: location, pins: options.pins, diagnostics: &diagnostics)
        let modes = combinations.map { combination in
            let chosen = Dictionary(combination.choices.map { ($0.modifier, $0.context) }) { first, _ in first }
            let layers = files.indices.flatMap { fileIndex in
                var visible = TokenLayer(name: files[fileIndex].path, tokens: [])
                var hidden = TokenLayer(name: files[fileIndex].path, tokens: [], isSourceOnly: true)
                for index in collections.indices where collections[index].file == fileIndex {
                    let collection = collections[index]
                    let mode = axisCollections.contains(index)
                        ? collection.modes.first { $0.name == chosen[collection.name] } ?? collection.modes[0] : collection.modes[0]
                    for token in mode.tokens where !skipped.contains(token.location) {
                        let read = percentages.contains(token.path) ? fraction(of: token) : token
                        if FigmaHiddenVariables.isHidden(token) { hidden.tokens.append(read) } else { visible.tokens.append(read) }
                    }
                }
                return [hidden, visible].filter { !$0.tokens.isEmpty }
            }
            return ResolutionPlan.PlannedMode(name: combination.name, contexts: combination.choices, layers: layers)
        }
        return ResolutionPlan(modes: modes, sourceFiles: files.map(\.path), modesLocation: location)
    }

    /// `token` with Figma's type read as the REST response's is: a `float` by its scopes, a
    /// `string` or `boolean` as text (a font family when scoped only to `FONT_FAMILY`).
    private static func figmaTyped(_ token: RawToken) -> RawToken {
        let scopes = token.extensions?[FigmaScopes.extensionKey]?["scopes"]?.elements?.compactMap(\.string) ?? []
        var typed = token
        switch token.typeName {
        case "float"?: typed.typeName = FigmaScopes.floatTypeName(scopes: scopes, path: token.path)
        case "string"?, "boolean"?: typed.typeName = FigmaScopes.stringTypeName(scopes: scopes)
        default: break
        }
        return typed
    }

    /// The variables whose value, in some mode, is an alias to the variable of their own name in the
    /// other collection their `$collectionName` names (`white: {white}` pointing into the primitives).
    /// With one token per name such an alias would be a cycle; as the token of that name is the other
    /// collection's variable, these are left out and it stands in for them.
    private static func sameNamedAliases(in collections: [Collection]) -> [(token: RawToken, collection: String, target: String)] {
        var pathsByCollection: [String: Set<TokenPath>] = [:]
        for collection in collections {
            pathsByCollection[collection.name, default: []].formUnion(collection.modes.flatMap { $0.tokens.map(\.path) })
        }
        return collections.flatMap { collection in
            collection.modes.flatMap(\.tokens).compactMap { token in
                guard token.value.string == "{\(token.path)}",
                      let target = token.extensions?[FigmaScopes.extensionKey]?[collectionNameKey]?.string,
                      target != collection.name, pathsByCollection[target]?.contains(token.path) == true else { return nil }
                return (token, collection.name, target)
            }
        }
    }

    /// The paths of opacities written from 0 to 100, as Figma's layer panel shows them: a literal
    /// above 1 in some mode. An opacity whose values are all from 0 to 1 is a fraction already.
    private static func opacitiesInPercent(_ collections: [Collection]) -> Set<TokenPath> {
        var paths: Set<TokenPath> = []
        for collection in collections {
            for mode in collection.modes {
                for token in mode.tokens where token.typeName.map(FigmaScopes.isOpacity(typeName:)) == true
                    && (token.value.number ?? 0) > 1 {
                    paths.insert(token.path)
                }
            }
        }
        return paths
    }

    /// `token` with its literal number read as a percentage.
    private static func fraction(of token: RawToken) -> RawToken {
        guard let number = token.value.number else { return token }
        var copy = token
        copy.value = SourceNode(.number(number / 100), line: token.value.line, column: token.value.column)
        return copy
    }

    /// One axis per collection with two or more modes, in the export's order, and the indices of
    /// those collections; a second collection of the same name is reported and read in its first mode.
    private static func modeAxes(of collections: [Collection], diagnostics: inout Diagnostics) -> ([ModeAxis], Set<Int>) {
        var axes: [ModeAxis] = []
        var indices: Set<Int> = []
        for (index, collection) in collections.enumerated() where collection.modes.count > 1 {
            guard !axes.contains(where: { $0.name == collection.name }) else {
                diagnostics.warning(
                    "two variable collections with modes are both named '\(collection.name)'; the second is read in its first "
                        + "mode, '\(collection.modes[0].name)'", at: collection.location, token: collection.name,
                    hint: "rename one of them in Figma, and export again"
                )
                continue
            }
            let names = collection.modes.map(\.name)
            axes.append(ModeAxis(name: collection.name, contexts: names, defaultContext: names[0]))
            indices.insert(index)
        }
        return (axes, indices)
    }
}
