import DsysSource

/// One entry of `meta.variables`: `{ "id", "name", "variableCollectionId", "resolvedType",
/// "valuesByMode": { modeId: value }, "description", "remote", "hiddenFromPublishing", "scopes",
/// "codeSyntax": { "iOS", … } }`.
///
/// Its token path is its collection's name, then its name split on `/` (`Color` + `brand/primary`
/// → `Color.brand.primary`); a `.`, `{` or `}` in a part, which an alias could not spell, becomes `_`.
struct FigmaVariable: Sendable {
    var id: String
    var path: TokenPath
    var collection: FigmaCollection
    var resolvedType: String
    /// The DTCG type the values are read as (see `FigmaScopes`).
    var typeName: String
    var valuesByMode: SourceNode
    /// The values extended collections of its collection give it instead, in the response's order.
    var overrides: [FigmaExtendedCollections.Override]
    /// Whether the values are percentages: an opacity above 1 in some mode (Figma shows layer
    /// opacity from 0 to 100). An opacity whose values are all from 0 to 1 is already a fraction
    /// (AtB's `FillOpacity` 0.075), and dividing it again made it almost invisible. Overrides count too.
    var holdsPercentages: Bool
    var description: String?
    /// Hidden from publishing, itself or by its collection, remote (from a library) or deleted:
    /// aliases may use it, but it is not generated.
    var isSourceOnly: Bool
    /// Hidden from publishing, itself or by its collection (the usual reason for `isSourceOnly`).
    var isHiddenFromPublishing: Bool
    /// Deleted in Figma but kept in the response because variables still alias it
    /// (`deletedButReferenced`); a live variable may have its name now.
    var isDeleted: Bool
    /// `{ "com.figma": { "scopes", "codeSyntax" } }`, the original members with their positions.
    var extensions: SourceNode?
    /// Where the variable is written.
    var location: SourceLocation

    /// The Figma value types dsys reads.
    static let resolvedTypes = ["COLOR", "FLOAT", "STRING", "BOOLEAN"]

    /// The variable `member` of `meta.variables` describes; nil when it cannot be read: after an
    /// error when it has no name, else recorded in `skips` (a problem confined to one variable, such
    /// as an `IMAGE` type or a collection the response lacks, never stops the others). `overrides`
    /// holds the values extended collections give each variable, by its id.
    init?(
        _ member: SourceMember, in file: SourceFile, collections: [String: FigmaCollection],
        overrides: [String: [FigmaExtendedCollections.Override]] = [:], skips: inout [(token: SkippedToken, hint: String?)], diagnostics: inout Diagnostics
    ) {
        let node = member.value
        location = file.location(ofKey: member)
        guard node.members != nil, let name = node["name"]?.string else {
            diagnostics.error("the variable '\(member.key)' must be an object with a 'name'", at: file.location(of: node),
                              hint: "pull the variables again with 'dsys pull figma'")
            return nil
        }
        func skip(_ message: String, at place: SourceNode, path: TokenPath, hint: String) {
            skips.append((SkippedToken(path: path, typeName: nil, location: file.location(of: place), reason: .unsupportedValue,
                                       message: message), hint))
        }
        guard let collectionID = node["variableCollectionId"]?.string, let collection = collections[collectionID] else {
            skip("the variable '\(name)' belongs to no collection in the response"
                    + (node["variableCollectionId"]?.string.map { " (its 'variableCollectionId' is '\($0)')" } ?? ""),
                 at: node["variableCollectionId"] ?? node, path: TokenPath(Self.pathSegments(name)),
                 hint: "pull the variables again with 'dsys pull figma'")
            return nil
        }
        let segments = Self.pathSegments(collection.name) + Self.pathSegments(name)
        guard let type = node["resolvedType"]?.string, Self.resolvedTypes.contains(type) else {
            skip("the variable '\(name)' has the resolvedType " + (node["resolvedType"]?.string.map { "'\($0)'" } ?? "missing")
                    + ", which dsys does not read", at: node["resolvedType"] ?? node, path: TokenPath(segments),
                 hint: "Figma variables are " + Self.resolvedTypes.joined(separator: ", "))
            return nil
        }
        guard let values = node["valuesByMode"], values.members != nil else {
            skip("the variable '\(name)' has no 'valuesByMode' object", at: node, path: TokenPath(segments),
                 hint: "pull GET /v1/files/:file_key/variables/local, which holds the values")
            return nil
        }
        guard segments.count > Self.pathSegments(collection.name).count else {
            diagnostics.error("the variable name '\(name)' has no part to name a token by", at: file.location(of: node),
                              token: name, hint: "rename the variable in Figma")
            return nil
        }
        id = node["id"]?.string ?? member.key
        path = TokenPath(segments)
        self.collection = collection
        resolvedType = type
        let scopes = node["scopes"]?.elements?.compactMap(\.string) ?? []
        typeName = switch type {
        case "COLOR": "color"
        case "FLOAT": FigmaScopes.floatTypeName(scopes: scopes, path: path)
        default: FigmaScopes.stringTypeName(scopes: scopes)
        }
        valuesByMode = values
        self.overrides = overrides[id] ?? []
        holdsPercentages = FigmaScopes.isOpacity(typeName: typeName)
            && ((values.members ?? []).map(\.value) + self.overrides.map(\.value)).contains { ($0.number ?? 0) > 1 }
        description = node["description"]?.string.flatMap { $0.isEmpty ? nil : $0 }
        let isHidden = node["hiddenFromPublishing"]?.value == .bool(true)
        let isRemote = node["remote"]?.value == .bool(true)
        isDeleted = node["deletedButReferenced"]?.value == .bool(true)
        isHiddenFromPublishing = collection.isHidden || isHidden
        isSourceOnly = isHiddenFromPublishing || collection.isRemote || isRemote || isDeleted
        let kept = (node.members ?? []).filter { $0.key == "scopes" || $0.key == "codeSyntax" }
        extensions = kept.isEmpty ? nil : SourceNode(.object([
            SourceMember(key: FigmaScopes.extensionKey, keyLine: node.line, keyColumn: node.column,
                         value: SourceNode(.object(kept), line: node.line, column: node.column)),
        ]), line: node.line, column: node.column)
    }

    /// The parts of a Figma name: split on `/`, trimmed, empty parts left out, and the characters
    /// an alias cannot spell (`.`, `{`, `}`) replaced by `_`.
    static func pathSegments(_ name: String) -> [String] {
        let unspellable: Set<Character> = [".", "{", "}"]
        return name.split(separator: "/").map { part -> String in
            let trimmed = String(part).trimmingSpaces()
            return String(trimmed.map { (character: Character) -> Character in unspellable.contains(character) ? "_" : character })
        }.filter { !$0.isEmpty }
    }

    /// Its path with its id after the name (`Color.brand (VariableID:1:2)`): the path under which
    /// it is skipped when a variable read has its path.
    var pathWithID: TokenPath {
        TokenPath(path.segments.dropLast() + [(path.segments.last ?? "") + " (\(id))"])
    }

    /// Why the variable cannot be read, if a value of one of its modes or an override of it cannot (a
    /// COLOR without `r`, a FLOAT that is text) or its collection's default mode has none: such a
    /// variable is left out of every mode, never shown with another mode's value in the one it fails in.
    func problem() -> FigmaValue.Problem? {
        guard valuesByMode[collection.defaultModeID] != nil else {
            return FigmaValue.Problem(message: "it has no value for its collection's default mode", node: valuesByMode,
                                      hint: "give the variable a value in every mode of '\(collection.name)'")
        }
        for member in valuesByMode.members ?? [] {
            do {
                // An alias reads as a reference whatever its target, so no paths are needed to check it.
                _ = try FigmaValue.tokenValue(member.value, resolvedType: resolvedType, inPercent: holdsPercentages, paths: [:])
            } catch {
                return error
            }
        }
        for override in overrides {
            do {
                _ = try FigmaValue.tokenValue(override.value, resolvedType: resolvedType, inPercent: holdsPercentages, paths: [:])
            } catch {
                var problem = error
                problem.message = "its override in the extended collection '\(override.collectionName)': " + problem.message
                return problem
            }
        }
        return nil
    }

    /// The token this variable is in the mode `modeID` of its collection (its default mode's value,
    /// after a warning, when it has none there), or `override`'s value when a theme overrides it
    /// there, for a variable whose values `problem()` read.
    func rawToken(
        modeID: String, override: FigmaExtendedCollections.Override? = nil, in file: SourceFile,
        paths: [String: TokenPath], diagnostics: inout Diagnostics
    ) -> RawToken? {
        var chosenID = modeID
        if override == nil, valuesByMode[modeID] == nil {
            chosenID = collection.defaultModeID
            diagnostics.warning(
                "the variable '\(path)' has no value for the mode '\(collection.modeName(modeID) ?? modeID)'; "
                    + "its default mode's value is used", at: file.location(of: valuesByMode), token: path.description,
                hint: "give the variable a value in every mode of '\(collection.name)'"
            )
        }
        // Every value was read once already (`problem()`), so this fails for no variable the loader keeps.
        guard let node = override?.value ?? valuesByMode[chosenID],
              let value = try? FigmaValue.tokenValue(node, resolvedType: resolvedType, inPercent: holdsPercentages, paths: paths)
        else { return nil }
        let pointer = override.map {
            "/meta/variableCollections/" + JSONPointer.escape($0.collectionID) + "/variableOverrides/" + JSONPointer.escape(id)
                + "/" + JSONPointer.escape($0.modeID)
        } ?? "/meta/variables/" + JSONPointer.escape(id) + "/valuesByMode/" + JSONPointer.escape(chosenID)
        return RawToken(
            path: path, typeName: typeName, typePosition: nil, value: value, file: file.path,
            pointerBase: TokenPointer(base: pointer, baseDepth: path.segments.count), description: description,
            deprecation: nil, extensions: extensions, dialect: .dtcg
        )
    }
}
