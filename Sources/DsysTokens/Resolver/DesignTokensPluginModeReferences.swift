import DsysSource

/// References the "Design Tokens" Figma plugin writes with a mode its target's collection does not
/// have. Exporting modes in paths, the plugin puts the referencing variable's mode after the
/// target's collection in every reference, `{00 - primitives.light.white}` from a `light` token,
/// also when the target's collection has one mode and so no mode in its paths
/// (`00 - primitives.white`): 3,954 references of one export were undefined, each with a hint
/// that no input defines the collection.
///
/// Such a reference, `{collection.mode.rest}`, is read as the token whose path ends with
/// `collection.rest` (under the plugin's `variables` group or not) when that token's plugin
/// extensions name `collection` as its collection and no mode in its path, and `mode` is a mode the
/// plugin names in the set. The readings are counted for one note. A class, so the resolver's
/// lookups, which do not mutate it, can record them.
final class DesignTokensPluginModeReferences {
    /// The tokens of collections without modes in their paths by their path from the collection on,
    /// the collection lowercased as the plugin writes it in references, and the plugin's mode names
    /// in the set, lowercased; made on the first miss, with one pass over the tokens.
    private var index: (byCollectionPath: [TokenPath: Int], modeNames: Set<String>)?
    /// The references read without their mode, with the token each is read as, in the order first met.
    private var read: [(reference: TokenPath, token: TokenPath, location: SourceLocation)] = []
    private var readReferences = Set<TokenPath>()

    /// The merged index of the token `reference` names without its mode segment, or nil;
    /// `definition` gives a merged token's definition.
    func index(of reference: TokenPath, among indexByPath: [TokenPath: Int], definition: (Int) -> RawToken) -> Int? {
        let segments = reference.segments
        guard segments.count > 2 else { return nil }
        let index = index ?? Self.index(indexByPath, definition: definition)
        self.index = index
        guard index.modeNames.contains(segments[1].lowercased()),
              let found = index.byCollectionPath[TokenPath([segments[0].lowercased()] + segments[2...])]
        else { return nil }
        if readReferences.insert(reference).inserted {
            let token = definition(found)
            read.append((reference, token.path, token.location))
        }
        return found
    }

    /// The note on references read without their mode, if any were: at the first one's token.
    var note: Diagnostic? {
        guard let first = read.first else { return nil }
        let count = read.count
        return Diagnostic(
            .note, "\(count) reference\(count == 1 ? "" : "s") name\(count == 1 ? "s" : "") a Figma mode that the collection of "
                + "the token \(count == 1 ? "it references" : "they reference") does not have in its paths, as the Design Tokens "
                + "plugin writes references to a collection of one mode: '\(first.reference)' is read as '\(first.token)'",
            at: first.location, token: first.token.description,
            hint: "nothing to do; '{\(first.token)}', without the mode, says the same in other tools"
        )
    }

    /// The tokens the plugin exported without a mode in their paths, by their path from their
    /// collection on (a path holding two such has neither), and the plugin's mode names in the set.
    private static func index(_ indexByPath: [TokenPath: Int], definition: (Int) -> RawToken)
        -> (byCollectionPath: [TokenPath: Int], modeNames: Set<String>) {
        var byCollectionPath: [TokenPath: Int] = [:]
        var ambiguous = Set<TokenPath>()
        var modeNames = Set<String>()
        for (path, index) in indexByPath {
            guard let plugin = definition(index).extensions?[DesignTokensPluginModes.key] else { continue }
            let mode = plugin["mode"]?.string
            if let mode { modeNames.insert(mode.lowercased()) }
            guard let collection = plugin["collection"]?.string?.lowercased(),
                  !path.segments.contains(where: { mode?.caseInsensitiveCompare($0) == .orderedSame }),
                  let start = path.segments.firstIndex(where: { $0.lowercased() == collection })
            else { continue }
            let key = TokenPath([collection] + path.segments[(start + 1)...])
            if byCollectionPath.updateValue(index, forKey: key) != nil { ambiguous.insert(key) }
        }
        for key in ambiguous { byCollectionPath[key] = nil }
        return (byCollectionPath, modeNames)
    }
}
