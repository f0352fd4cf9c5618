import DsysSource

/// Figma's local-variables response (`GET /v1/files/:file_key/variables/local`, as `dsys pull
/// figma` saves it): `{ "status", "error", "meta": { "variableCollections": { id: collection },
/// "variables": { id: variable } } }`.
///
/// Every collection with more than one mode is a mode axis named after the collection (`Theme:
/// Light|Dark`), whose default mode comes first; dsys then treats appearance-named contexts as
/// light and dark and the others as choice axes, as it does with resolver modifiers. There is one
/// mode per combination, in which each variable takes the value of its collection's chosen mode.
/// Hidden and remote variables go to source-only layers: aliases reach them, but they are not generated.
/// A library's (remote) collection is no axis: its variables take the mode named like a mode the
/// combination picks in the file's own collections (the library's `Dark` in the file's `Dark`),
/// else its default mode; one named like another collection is read under its name with
/// `(library)` added, so its variables never take a local variable's token path. Extended
/// collections make a `theme` choice axis over their root collection (`FigmaExtendedCollections`).
///
/// Figma's plugin API gives the same objects as lists (`figma.variables`' local collections and
/// variables, which export plugins save as `{ "collections": [ … ], "variables": [ … ] }`, or with
/// each collection holding its variables); such a file is read as the response whose objects those
/// lists hold, each by its `id`. The text and effect styles such a dump lists beside the variables
/// are tokens too, the same in every mode (`FigmaStyles`).
enum FigmaVariablesLoader {
    /// Whether `file` has the response's shape (`meta` with `variableCollections` and `variables`
    /// objects) or the plugin API's (`collections` and `variables` lists of objects with an `id`).
    static func isVariablesResponse(_ file: SourceFile) -> Bool {
        contents(of: file) != nil
    }

    /// The collections and variables of `file`, each a member keyed by its id, and the value
    /// that holds them (for positions); nil when `file` has neither shape.
    private static func contents(of file: SourceFile) -> (collections: [SourceMember], variables: [SourceMember], holder: SourceNode)? {
        if let meta = file.root["meta"], let collections = meta["variableCollections"]?.members, let variables = meta["variables"]?.members {
            return (collections, variables, meta)
        }
        if let collections = file.root["collections"]?.elements, let variables = file.root["variables"]?.elements,
           !collections.isEmpty, let keyedCollections = keyedByID(collections), let keyedVariables = keyedByID(variables) {
            return (keyedCollections, keyedVariables, file.root)
        }
        return nestedContents(of: file.root) ?? singleCollectionContents(of: file.root)
    }

    /// The collection and variables of a file that is one collection of the plugin API, its modes an
    /// object of names by id and its variables without ids (joreilly's Confetti and Pocket Casts'
    /// `figma-variables.json`: `{ "name", "modes": { "value": "Value" }, "defaultModeId",
    /// "variables": [ { "name", "resolvedType", "valuesByMode" } ] }`): read as a token file, its 11
    /// colors were left out without a word and `modes` became a text token. Each variable's id is its
    /// name, and its collection the file's. Nil for another shape.
    private static func singleCollectionContents(of root: SourceNode) -> (collections: [SourceMember], variables: [SourceMember], holder: SourceNode)? {
        guard let name = root["name"], name.string != nil, let modes = root["modes"]?.members, !modes.isEmpty,
              modes.allSatisfy({ $0.value.string != nil }), let variables = root["variables"]?.elements, !variables.isEmpty,
              variables.allSatisfy({ $0["name"]?.string != nil && $0["resolvedType"]?.string != nil && $0["valuesByMode"]?.members != nil })
        else { return nil }
        func member(_ key: String, _ value: SourceNode) -> SourceMember {
            SourceMember(key: key, keyLine: value.line, keyColumn: value.column, value: value)
        }
        let modeList = SourceNode(.array(modes.map { mode in
            SourceNode(.object([member("modeId", SourceNode(.string(mode.key), line: mode.keyLine, column: mode.keyColumn)),
                                member("name", mode.value)]), line: mode.keyLine, column: mode.keyColumn)
        }), line: root["modes"]!.line, column: root["modes"]!.column)
        var collection = [member("id", name), member("name", name), member("modes", modeList)]
        if let defaultMode = root["defaultModeId"] { collection.append(member("defaultModeId", defaultMode)) }
        let keyedVariables = variables.map { variable in
            var members = variable.members ?? []
            if variable["variableCollectionId"] == nil { members.append(member("variableCollectionId", name)) }
            if variable["id"] == nil, let variableName = variable["name"] { members.append(member("id", variableName)) }
            let id = variable["id"]?.string ?? variable["name"]?.string ?? ""
            return SourceMember(key: id, keyLine: variable.line, keyColumn: variable.column,
                                value: SourceNode(.object(members), line: variable.line, column: variable.column))
        }
        guard Set(keyedVariables.map(\.key)).count == keyedVariables.count else { return nil }
        return ([SourceMember(key: name.string!, keyLine: root.line, keyColumn: root.column,
                              value: SourceNode(.object(collection), line: root.line, column: root.column))], keyedVariables, root)
    }

    /// The collections and variables of an export plugin's file whose collections hold their
    /// variables, each as the REST response has it (BILD's `{ "collections": [ { "id", "modes",
    /// "variables": [ { "id", "valuesByMode", … } ] } ] }`, or the list of collections alone), or
    /// with the plugin API's `type` and `values` for `resolvedType` and `valuesByMode` (kareltlach's
    /// `forro-poc.json`, refused before though it holds the same ids, modes and aliases); a
    /// variable without its `variableCollectionId` gets its collection's. Nil for another shape.
    private static func nestedContents(of root: SourceNode) -> (collections: [SourceMember], variables: [SourceMember], holder: SourceNode)? {
        guard let collections = root.elements ?? root["collections"]?.elements, !collections.isEmpty,
              collections.allSatisfy({ $0["modes"]?.elements != nil && $0["variables"]?.elements != nil }),
              let keyedCollections = keyedByID(collections) else { return nil }
        var variables: [SourceNode] = []
        for collection in collections {
            for variable in collection["variables"]?.elements ?? [] {
                guard var members = variable.members else { return nil }
                if variable["valuesByMode"] == nil {
                    guard variable["values"]?.members != nil, variable["type"]?.string != nil, variable["resolvedType"] == nil else { return nil }
                    members = members.map { member in
                        let key = member.key == "values" ? "valuesByMode" : member.key == "type" ? "resolvedType" : member.key
                        return SourceMember(key: key, keyLine: member.keyLine, keyColumn: member.keyColumn, value: member.value)
                    }
                }
                if variable["variableCollectionId"] == nil, let id = collection["id"] {
                    members.append(SourceMember(key: "variableCollectionId", keyLine: id.line, keyColumn: id.column, value: id))
                }
                variables.append(SourceNode(.object(members), line: variable.line, column: variable.column))
            }
        }
        guard !variables.isEmpty, let keyedVariables = keyedByID(variables) else { return nil }
        return (keyedCollections, keyedVariables, root)
    }

    /// The objects of a plugin API list as members keyed by their `id`; nil unless each has one.
    private static func keyedByID(_ objects: [SourceNode]) -> [SourceMember]? {
        let members = objects.compactMap { object in
            object["id"]?.string.map { SourceMember(key: $0, keyLine: object.line, keyColumn: object.column, value: object) }
        }
        return members.count == objects.count ? members : nil
    }

    /// The plan for the response in `file`; other token files given with it join every mode.
    /// `pins` are the contexts `--context` keeps, which the combinations honour when there are too
    /// many to plan (`ModeCombinations.all`).
    static func plan(file: SourceFile, pins: [ContextChoice] = [], diagnostics: inout Diagnostics) -> ResolutionPlan {
        let empty = ResolutionPlan(modes: [], sourceFiles: [file.path])
        guard let (collectionMembers, variableMembers, meta) = contents(of: file) else { return empty }
        if isPublishedResponse(variableMembers) {
            diagnostics.error(
                "'\(file.path)' is Figma's published-variables response, which holds no values or modes",
                at: file.location(of: meta),
                hint: "save GET /v1/files/:file_key/variables/local instead ('dsys pull figma' does)"
            )
            return empty
        }
        var collections: [String: FigmaCollection] = [:]
        var collectionOrder: [FigmaCollection] = []
        for member in collectionMembers {
            guard let collection = FigmaCollection(member, in: file, diagnostics: &diagnostics) else { continue }
            collections[collection.id] = collection
            collectionOrder.append(collection)
        }
        renameLibraryCollections(&collectionOrder, diagnostics: &diagnostics)
        for collection in collectionOrder { collections[collection.id] = collection }
        let variableCollections = Dictionary(variableMembers.compactMap { member in
            member.value["variableCollectionId"]?.string.map { (member.value["id"]?.string ?? member.key, $0) }
        }) { first, _ in first }
        let extended = FigmaExtendedCollections(collectionOrder, variableCollections: variableCollections, in: file, diagnostics: &diagnostics)
        var skips: [(token: SkippedToken, hint: String?)] = []
        var variables = variableMembers.compactMap {
            FigmaVariable($0, in: file, collections: collections, overrides: extended.overrides, skips: &skips, diagnostics: &diagnostics)
        }
        var unreadable: [(variable: FigmaVariable, problem: FigmaValue.Problem)] = []
        variables.removeAll { variable in
            guard let problem = variable.problem() else { return false }
            unreadable.append((variable, problem))
            return true
        }
        var paths = uniquePaths(of: &variables, skips: &skips)
        skipUnreadable(unreadable, in: file, paths: &paths, skips: &skips)
        let styles = FigmaStyles(file: file, taken: Set(paths.values), skips: &skips, diagnostics: &diagnostics)
        noteBooleans(variables, in: file, diagnostics: &diagnostics)
        noteHidden(variables, diagnostics: &diagnostics)
        let axes = modeAxes(of: collectionOrder, themes: extended.themes, relevant: FigmaRelevantCollections.ids(of: variables),
                            diagnostics: &diagnostics)
        let combinations = ModeCombinations.all(axes, location: file.location(of: meta), pins: pins, diagnostics: &diagnostics)
        let modes = combinations.map { combination in
            let chosen = Dictionary(combination.choices.map { ($0.modifier, $0.context) }) { first, _ in first }
            var visible = TokenLayer(name: file.path, tokens: [])
            var hidden = TokenLayer(name: file.path, tokens: [], isSourceOnly: true)
            for variable in variables {
                let collection = variable.collection
                let modeID = chosen[collection.name].flatMap { name in collection.modes.first { $0.name == name }?.id }
                    ?? (collection.isRemote ? combination.choices.lazy.compactMap { choice in
                        collection.modes.first { $0.name == choice.context }?.id
                    }.first : nil)
                    ?? collection.defaultModeID
                let override = extended.override(of: variable, rootModeID: modeID, choices: chosen)
                guard let raw = variable.rawToken(modeID: modeID, override: override, in: file, paths: paths, diagnostics: &diagnostics)
                else { continue }
                if variable.isSourceOnly { hidden.tokens.append(raw) } else { visible.tokens.append(raw) }
            }
            visible.tokens.append(contentsOf: styles.tokens)
            let layers = [hidden, visible].filter { !$0.tokens.isEmpty }
            return ResolutionPlan.PlannedMode(name: combination.name, contexts: combination.choices, layers: layers)
        }
        var plan = ResolutionPlan(modes: modes, sourceFiles: [file.path], modesLocation: file.location(of: meta))
        plan.skippedAtLoad = skips
        return plan
    }

    /// One note when the file has `BOOLEAN` variables, at the first: dsys has no boolean type, so
    /// they become the strings "true" and "false", which a Swift `if` cannot test as a `Bool`.
    private static func noteBooleans(_ variables: [FigmaVariable], in file: SourceFile, diagnostics: inout Diagnostics) {
        let booleans = variables.filter { $0.resolvedType == "BOOLEAN" && !$0.isSourceOnly }
        guard let first = booleans.first else { return }
        let others = booleans.count - 1
        diagnostics.append(.init(
            .note, "the BOOLEAN variable '\(first.path)'" + (others > 0 ? " and \(others) other\(others == 1 ? "" : "s")" : "")
                + " become\(others > 0 ? "" : "s") the strings \"true\" and \"false\": dsys has no boolean type",
            at: first.location, token: first.path.description,
            hint: "compare the string in Swift (== \"true\"), or make the variable a number (0 or 1) in Figma"
        ))
    }

    /// One note when variables are hidden from publishing, at the first: they are counted as
    /// source-only, which said nothing of why (warp-ds hides 637 of its 811 primitives).
    private static func noteHidden(_ variables: [FigmaVariable], diagnostics: inout Diagnostics) {
        let hidden = variables.filter(\.isHiddenFromPublishing)
        guard let first = hidden.first else { return }
        diagnostics.append(FigmaHiddenVariables.note(first: first.path, at: first.location, count: hidden.count))
    }

    /// The published-variables response lists variables with a `subscribed_id` and no values.
    private static func isPublishedResponse(_ variables: [SourceMember]) -> Bool {
        !variables.isEmpty && variables.allSatisfy { $0.value["valuesByMode"] == nil }
            && variables.contains { $0.value["subscribed_id"] != nil }
    }

    /// Each variable's token path by id, each path one variable's. Of two live variables with one
    /// path (a name repeated across collections whose names are the same, or names that differ only
    /// in `.` and `_`), the later is skipped as a name collision (an error with `--strict`), under
    /// its path with its variable id after the name so the account lists it beside the one read,
    /// and an alias of it references that skipped token: one clash never stops the file. A deleted
    /// variable that others still alias (`deletedButReferenced`) takes its path only when no live
    /// variable has it, else the path with ` (deleted)` after its name, so the aliases keep its
    /// value and the live variable its name.
    private static func uniquePaths(
        of variables: inout [FigmaVariable], skips: inout [(token: SkippedToken, hint: String?)]
    ) -> [String: TokenPath] {
        var paths: [String: TokenPath] = [:]
        var firstByPath: [TokenPath: FigmaVariable] = [:]
        var leftOut = Set<Int>()
        for index in variables.indices where !variables[index].isDeleted {
            let variable = variables[index]
            if let first = firstByPath[variable.path] {
                let accounted = variable.pathWithID
                paths[variable.id] = accounted
                skips.append((SkippedToken(
                    path: accounted, typeName: variable.typeName, location: variable.location, reason: .nameCollision,
                    message: "the variable '\(variable.id)' is the token '\(variable.path)' too, which the variable at "
                        + "\(first.location) already is"
                ), "rename one of them in Figma, or give their collections different names"))
                leftOut.insert(index)
            } else {
                firstByPath[variable.path] = variable
                paths[variable.id] = variable.path
            }
        }
        for index in variables.indices where variables[index].isDeleted {
            var path = variables[index].path
            var number = 1
            while firstByPath[path] != nil {
                let name = variables[index].path.segments.last ?? ""
                path = TokenPath(variables[index].path.segments.dropLast() + [name + (number == 1 ? " (deleted)" : " (deleted \(number))")])
                number += 1
            }
            variables[index].path = path
            firstByPath[path] = variables[index]
            paths[variables[index].id] = path
        }
        variables = variables.indices.filter { !leftOut.contains($0) }.map { variables[$0] }
        return paths
    }

    /// Skips each variable whose value cannot be read, under its path, or under its path with its
    /// id after the name when a variable read has that path, and gives its id that path: an alias
    /// of it is then a reference to a skipped token, which says so, not a variable the response
    /// lacks (and never the other variable's value).
    private static func skipUnreadable(
        _ unreadable: [(variable: FigmaVariable, problem: FigmaValue.Problem)], in file: SourceFile,
        paths: inout [String: TokenPath], skips: inout [(token: SkippedToken, hint: String?)]
    ) {
        guard !unreadable.isEmpty else { return }
        var taken = Set(paths.values)
        for (variable, problem) in unreadable {
            let path = taken.contains(variable.path) ? variable.pathWithID : variable.path
            taken.insert(path)
            paths[variable.id] = path
            skips.append((SkippedToken(path: path, typeName: variable.typeName, location: file.location(of: problem.node),
                                       reason: .unsupportedValue, message: "the variable '\(variable.path)': \(problem.message)"),
                          problem.hint))
        }
    }

    /// Gives each library (remote) collection named like another collection (a local one wherever
    /// it comes, or an earlier library) its name with `(library)` added (numbered when that is taken
    /// too), with a note: a library's variables cannot be renamed in this file, and sharing a name
    /// they would take a local variable's path. warp-ds lists a library's `Semantic` before its own,
    /// whose variables were then skipped as name collisions.
    private static func renameLibraryCollections(_ collections: inout [FigmaCollection], diagnostics: inout Diagnostics) {
        let localNames = Set(collections.filter { !$0.isRemote }.map(\.name))
        var names = Set<String>()
        for index in collections.indices {
            let original = collections[index].name
            if collections[index].isRemote, names.contains(original) || localNames.contains(original) {
                var renamed = "\(original) (library)"
                var number = 2
                while names.contains(renamed) || localNames.contains(renamed) {
                    renamed = "\(original) (library \(number))"
                    number += 1
                }
                collections[index].name = renamed
                diagnostics.append(.init(
                    .note, "the library collection '\(original)' has the name of another collection; its variables are read as '\(renamed)'",
                    at: collections[index].location, token: original
                ))
            }
            names.insert(collections[index].name)
        }
    }

    /// One axis per collection of this file with several modes, in the response's order (a
    /// library's collection is none, nor one that no generated variable reaches, `relevant` holding
    /// the ids of those that one does: it is noted and read in its default mode); two such
    /// collections with one name would be one axis, so the second is reported and left at its
    /// default mode. A relevant collection that extended collections extend adds its theme axis
    /// (from `themes`, by the collection's id) after its own, with a note; an extended collection
    /// is no axis itself, its modes being its root's.
    private static func modeAxes(
        of collections: [FigmaCollection], themes: [String: FigmaExtendedCollections.Theme], relevant: Set<String>,
        diagnostics: inout Diagnostics
    ) -> [ModeAxis] {
        var axes: [ModeAxis] = []
        for collection in collections where !collection.isRemote && collection.extended == nil {
            if let axis = collection.modeAxis, isModeAxis(collection, relevant: relevant, axes: axes, diagnostics: &diagnostics) {
                axes.append(axis)
            }
            if relevant.contains(collection.id), let theme = themes[collection.id] {
                axes.append(theme.axis)
                diagnostics.append(FigmaExtendedCollections.note(theme))
            }
        }
        return axes
    }

    /// Whether the modes of `collection` make an axis beside `axes`: not when no generated variable
    /// reaches it, nor when an axis has its name, each said.
    private static func isModeAxis(
        _ collection: FigmaCollection, relevant: Set<String>, axes: [ModeAxis], diagnostics: inout Diagnostics
    ) -> Bool {
        guard relevant.contains(collection.id) else {
            diagnostics.append(.init(
                .note, "the collection '\(collection.name)' has \(collection.modes.count) modes, but no generated variable is in it or "
                    + "aliases one of its variables, so it makes no mode axis ('\(collection.modeName(collection.defaultModeID) ?? "")' is read)",
                at: collection.location, token: collection.name,
                hint: "publish its variables, or alias them from published ones, to make its modes part of the package"
            ))
            return false
        }
        guard !axes.contains(where: { $0.name == collection.name }) else {
            diagnostics.error(
                "two variable collections with modes are both named '\(collection.name)'", at: collection.location,
                token: collection.name, hint: "rename one of them in Figma"
            )
            return false
        }
        return true
    }
}
