import DsysSource

/// One entry of `meta.variableCollections`: `{ "id", "name", "modes": [{ "modeId", "name" }],
/// "defaultModeId", "remote", "hiddenFromPublishing", "variableIds", … }`; an extended collection
/// adds `"isExtension": true`, `"parentVariableCollectionId"`, a `"parentModeId"` in each mode and
/// `"variableOverrides"` (see `FigmaExtendedCollections`).
struct FigmaCollection: Sendable {
    /// What an extended collection adds to a collection: whom it extends, how its modes map to its
    /// parent's, and the values it overrides.
    struct Extension: Sendable {
        /// `parentVariableCollectionId`; nil when the response leaves it out.
        var parentID: String?
        /// Each mode's `parentModeId` (the parent's mode it extends), by mode id, where given.
        var parentModeIDs: [String: String]
        /// `variableOverrides`, `{ variableId: { extendedModeId: value } }` as written; nil when absent.
        var overrides: SourceNode?
    }


    var id: String
    var name: String
    /// The modes in the order Figma lists them, as (mode id, mode name).
    var modes: [(id: String, name: String)]
    var defaultModeID: String
    var isRemote: Bool
    var isHidden: Bool
    /// Set for an extended collection (`isExtension`, a theme over its parent's variables).
    var extended: Extension?
    /// Where the collection is written, for diagnostics about it.
    var location: SourceLocation

    /// The collection `member` of `meta.variableCollections` describes; nil, after an error naming
    /// what is missing, when it cannot be read.
    init?(_ member: SourceMember, in file: SourceFile, diagnostics: inout Diagnostics) {
        let node = member.value
        location = file.location(ofKey: member)
        guard node.members != nil, let name = node["name"]?.string else {
            diagnostics.error(
                "the variable collection '\(member.key)' must be an object with a 'name'",
                at: file.location(of: node), hint: "pull the variables again with 'dsys pull figma'"
            )
            return nil
        }
        let modeNodes = node["modes"]?.elements ?? []
        let modes: [(id: String, name: String)] = modeNodes.compactMap { mode in
            guard let id = mode["modeId"]?.string, let name = mode["name"]?.string else { return nil }
            return (id, name)
        }
        guard !modes.isEmpty, modes.count == modeNodes.count else {
            diagnostics.error(
                "the variable collection '\(name)' must list its 'modes', each { \"modeId\", \"name\" }",
                at: file.location(of: node["modes"] ?? node), token: name,
                hint: "pull the variables again with 'dsys pull figma'"
            )
            return nil
        }
        id = node["id"]?.string ?? member.key
        self.name = name
        self.modes = modes
        let defaultID = node["defaultModeId"]?.string
        defaultModeID = modes.first { $0.id == defaultID }?.id ?? modes[0].id
        // Export plugins may leave the default out: it is the first mode, as in Figma.
        if let defaultID, defaultID != defaultModeID {
            diagnostics.warning(
                "the default mode of the variable collection '\(name)' is not one of its modes; '\(modes[0].name)' is used",
                at: file.location(of: node["defaultModeId"] ?? node), token: name
            )
        }
        isRemote = node["remote"]?.value == .bool(true)
        isHidden = node["hiddenFromPublishing"]?.value == .bool(true)
        let isExtension = node["isExtension"]?.value == .bool(true) || node["parentVariableCollectionId"] != nil
        extended = isExtension ? Extension(
            parentID: node["parentVariableCollectionId"]?.string,
            parentModeIDs: Dictionary(modeNodes.compactMap { mode in
                mode["parentModeId"]?.string.flatMap { parent in mode["modeId"]?.string.map { ($0, parent) } }
            }) { first, _ in first },
            overrides: node["variableOverrides"]
        ) : nil
    }

    /// The name of the mode `id`.
    func modeName(_ id: String) -> String? {
        modes.first { $0.id == id }?.name
    }

    /// The mode axis this collection's modes make, when it has more than one: named after the
    /// collection, the default mode first in the combinations.
    var modeAxis: ModeAxis? {
        guard modes.count > 1 else { return nil }
        return ModeAxis(name: name, contexts: modes.map(\.name), defaultContext: modeName(defaultModeID))
    }
}
