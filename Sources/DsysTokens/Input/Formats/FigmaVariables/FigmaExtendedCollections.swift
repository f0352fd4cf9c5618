import DsysSource

/// Figma's extended collections (`"isExtension": true` in `meta.variableCollections`): a theme over
/// another collection's variables, which keeps that collection's modes (each extended mode names its
/// parent's in `parentModeId`) and overrides some of its values (`"variableOverrides": { variableId:
/// { extendedModeId: value } }`). An extension may extend another (C extends B extends A, the root);
/// the variables stay the root's, their `valuesByMode` keyed by the root's modes.
///
/// Each local root that local extensions extend makes one choice axis, `theme` (`<root> theme` each
/// when several roots are extended), whose contexts are the root's name (the default: its own
/// values) and each extension's, in the response's order. With the theme E and the root's mode m, a
/// variable takes E's override in E's mode that leads to m, else that of E's nearest ancestor
/// extension that overrides it, else its own value for m. An extension of a library's collection, or
/// of one the response lacks, and an override of a variable or mode dsys cannot place are reported
/// and left out, each collection once.
struct FigmaExtendedCollections: Sendable {
    /// One value an extended collection gives a variable in place of the root's.
    struct Override: Sendable {
        /// The extended collection that gives it.
        var collectionID: String
        var collectionName: String
        /// The extended collection's mode it is given for (its key in `variableOverrides`).
        var modeID: String
        /// The root's mode that mode extends, through the chain.
        var rootModeID: String
        var value: SourceNode
    }

    /// The choice axis one extended root collection makes.
    struct Theme: Sendable {
        var root: FigmaCollection
        var axis: ModeAxis
        /// The extended collection each context but the first (the root's own values) names, by context.
        var extensionIDs: [String: String]
    }

    /// The axis of each extended local root, by the root's id.
    private(set) var themes: [String: Theme] = [:]
    /// The overrides dsys places, by variable id, in the response's order.
    private(set) var overrides: [String: [Override]] = [:]
    /// The ids of each placed extended collection and of the extensions it extends, nearest first.
    private var chains: [String: [String]] = [:]

    /// The extended collections among `collections` (in the response's order); `variableCollections`
    /// gives each variable id of the response its `variableCollectionId`.
    init(_ collections: [FigmaCollection], variableCollections: [String: String], in file: SourceFile, diagnostics: inout Diagnostics) {
        let byID = Dictionary(collections.map { ($0.id, $0) }) { first, _ in first }
        var extensionsByRoot: [String: [FigmaCollection]] = [:]
        var rootOrder: [FigmaCollection] = []
        for collection in collections where collection.extended != nil {
            guard let (chain, root) = Self.chain(of: collection, in: byID, diagnostics: &diagnostics) else { continue }
            chains[collection.id] = chain.map(\.id)
            placeOverrides(of: chain, root: root, variableCollections: variableCollections, in: file, diagnostics: &diagnostics)
            let siblings = extensionsByRoot[root.id] ?? []
            guard collection.name != root.name, !siblings.contains(where: { $0.name == collection.name }) else {
                diagnostics.warning(
                    "the extended collection '\(collection.name)' has the name of '\(root.name)', which it extends, or of another "
                        + "extension of it; it makes no theme of its own (extensions of it still read its overrides)",
                    at: collection.location, token: collection.name, hint: "rename one of them in Figma"
                )
                continue
            }
            if siblings.isEmpty { rootOrder.append(root) }
            extensionsByRoot[root.id] = siblings + [collection]
        }
        let collectionNames = Set(collections.map(\.name))
        var axisNames = Set<String>()
        for root in rootOrder {
            // A collection named `theme` is an axis of that name already.
            let isTaken = { (name: String) in collectionNames.contains(name) || axisNames.contains(name) }
            let base = rootOrder.count == 1 && !isTaken("theme") ? "theme" : "\(root.name) theme"
            var name = base
            var number = 2
            while isTaken(name) {
                name = "\(base) \(number)"
                number += 1
            }
            axisNames.insert(name)
            let extensions = extensionsByRoot[root.id] ?? []
            themes[root.id] = Theme(
                root: root,
                axis: ModeAxis(name: name, contexts: [root.name] + extensions.map(\.name), defaultContext: root.name, isChoice: true),
                extensionIDs: Dictionary(extensions.map { ($0.name, $0.id) }) { first, _ in first }
            )
        }
    }

    /// The override `variable` takes in the mode that picks `rootModeID` of its collection and the
    /// contexts `choices` (context by axis name): the chosen extension's, else its nearest ancestor's;
    /// nil for the root's own values.
    func override(of variable: FigmaVariable, rootModeID: String, choices: [String: String]) -> Override? {
        guard !variable.overrides.isEmpty, let theme = themes[variable.collection.id], let context = choices[theme.axis.name],
              let extensionID = theme.extensionIDs[context] else { return nil }
        for collectionID in chains[extensionID] ?? [] {
            if let found = variable.overrides.first(where: { $0.collectionID == collectionID && $0.rootModeID == rootModeID }) {
                return found
            }
        }
        return nil
    }

    /// The note that names `theme`'s axis and its contexts.
    static func note(_ theme: Theme) -> Diagnostic {
        let contexts = theme.axis.contexts.map { "'\($0)'" }
        return Diagnostic(
            .note, "the extended collections of '\(theme.root.name)' make a mode axis, '\(theme.axis.name)': \(contexts[0]) "
                + "(the default, its own values), " + contexts.dropFirst().joined(separator: ", "),
            at: theme.root.location, token: theme.root.name,
            hint: "choose a theme with --context \"\(theme.axis.name)=\(theme.axis.contexts.last ?? "")\""
        )
    }

    /// `collection` and the extensions it extends, nearest first, and the root they extend; nil, with
    /// a note or warning at `collection` saying why its overrides are not read, when the chain does
    /// not end in a local collection of the response (or `collection` is a library's).
    private static func chain(
        of collection: FigmaCollection, in collections: [String: FigmaCollection], diagnostics: inout Diagnostics
    ) -> (chain: [FigmaCollection], root: FigmaCollection)? {
        let notRead = "dsys does not read its overrides, so it makes no theme"
        if collection.isRemote {
            diagnostics.append(.init(
                .note, "the library collection '\(collection.name)' is an extended collection; \(notRead) (a library's "
                    + "collections are read in the modes the file's own collections pick)",
                at: collection.location, token: collection.name,
                hint: "extend the collection in this file to theme its variables here"
            ))
            return nil
        }
        var chain = [collection]
        var current = collection
        while let extended = current.extended {
            guard let parentID = extended.parentID, let parent = collections[parentID] else {
                diagnostics.warning(
                    "the extended collection '\(collection.name)' extends "
                        + (extended.parentID.map { "the collection '\($0)', which the response lacks" } ?? "no collection it names")
                        + (current.id == collection.id ? "" : " (through '\(current.name)')") + "; \(notRead)",
                    at: collection.location, token: collection.name, hint: "pull the variables again with 'dsys pull figma'"
                )
                return nil
            }
            guard !chain.contains(where: { $0.id == parent.id }) else {
                diagnostics.warning(
                    "the extended collection '\(collection.name)' extends itself through '\(parent.name)'; \(notRead)",
                    at: collection.location, token: collection.name, hint: "pull the variables again with 'dsys pull figma'"
                )
                return nil
            }
            guard parent.extended != nil else {
                guard !parent.isRemote else {
                    diagnostics.append(.init(
                        .note, "the extended collection '\(collection.name)' extends the library collection '\(parent.name)'; "
                            + "\(notRead) (a library's variables are read as the library publishes them)",
                        at: collection.location, token: collection.name,
                        hint: "extend the collection in the library's file and generate from that file"
                    ))
                    return nil
                }
                return (chain, parent)
            }
            chain.append(parent)
            current = parent
        }
        return nil
    }

    /// Adds the overrides of `chain[0]` that name a variable of `root` and one of its modes that leads
    /// to a mode of `root`; one warning at the first of the others, which are not read.
    private mutating func placeOverrides(
        of chain: [FigmaCollection], root: FigmaCollection, variableCollections: [String: String],
        in file: SourceFile, diagnostics: inout Diagnostics
    ) {
        let collection = chain[0]
        guard let node = collection.extended?.overrides else { return }
        var unplaced: [(reason: String, location: SourceLocation)] = []
        guard let variables = node.members else {
            unplaced.append(("'variableOverrides' is " + node.kindDescription + ", not an object", file.location(of: node)))
            Self.warn(unplaced, collection: collection, diagnostics: &diagnostics)
            return
        }
        for variable in variables {
            guard variableCollections[variable.key] == root.id else {
                unplaced.append(("the variable '\(variable.key)' is no variable of '\(root.name)' in the response", file.location(ofKey: variable)))
                continue
            }
            guard let modes = variable.value.members else {
                unplaced.append(("the overrides of '\(variable.key)' are " + variable.value.kindDescription + ", not an object",
                                 file.location(of: variable.value)))
                continue
            }
            for mode in modes {
                guard collection.modeName(mode.key) != nil else {
                    unplaced.append(("the mode '\(mode.key)' is none of its modes", file.location(ofKey: mode)))
                    continue
                }
                guard let rootModeID = Self.rootModeID(mode.key, of: chain[...], root: root) else {
                    unplaced.append(("its mode '\(collection.modeName(mode.key) ?? mode.key)' extends no mode of '\(root.name)'",
                                     file.location(ofKey: mode)))
                    continue
                }
                overrides[variable.key, default: []].append(Override(
                    collectionID: collection.id, collectionName: collection.name, modeID: mode.key, rootModeID: rootModeID, value: mode.value
                ))
            }
        }
        Self.warn(unplaced, collection: collection, diagnostics: &diagnostics)
    }

    /// One warning for the overrides of `collection` that are not read, at the first.
    private static func warn(
        _ unplaced: [(reason: String, location: SourceLocation)], collection: FigmaCollection, diagnostics: inout Diagnostics
    ) {
        guard let first = unplaced.first else { return }
        let others = unplaced.count - 1
        diagnostics.warning(
            "the extended collection '\(collection.name)' has overrides dsys cannot place, which are not read: \(first.reason)"
                + (others > 0 ? " (and \(others) other\(others == 1 ? "" : "s"))" : ""),
            at: first.location, token: collection.name, hint: "pull the variables again with 'dsys pull figma'"
        )
    }

    /// The mode of `root` that the mode `modeID` of `chain`'s first collection extends: through each
    /// mode's `parentModeId`, else the parent's mode of the same name; nil when a step finds none.
    private static func rootModeID(_ modeID: String, of chain: ArraySlice<FigmaCollection>, root: FigmaCollection) -> String? {
        guard let collection = chain.first else { return root.modeName(modeID) == nil ? nil : modeID }
        let parent = chain.dropFirst().first ?? root
        guard let name = collection.modeName(modeID) else { return nil }
        let given = collection.extended?.parentModeIDs[modeID].flatMap { parent.modeName($0) == nil ? nil : $0 }
        guard let parentModeID = given ?? parent.modes.first(where: { $0.name == name })?.id else { return nil }
        return rootModeID(parentModeID, of: chain.dropFirst(), root: root)
    }
}
