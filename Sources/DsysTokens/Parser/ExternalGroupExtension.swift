import DsysSource

/// A group's `$extends` whose target is not a group of the group's own token tree: the target may be
/// defined by another input of the mode (DTCG 2025.10 resolves `$extends` against the merged tokens
/// of all inputs, as Terrazzo does), so `CrossFileExtensions` applies it once the tree's layer sits
/// among the others.
public struct ExternalGroupExtension: Sendable {
    /// The extending group.
    var group: TokenPath
    /// The group it extends.
    var target: TokenPath
    /// Where the `$extends` is written.
    var location: SourceLocation
}

/// Where a token tree puts its `ExternalGroupExtension`s when the caller gives its layer to
/// `CrossFileExtensions`; without one, the parser warns that the target is not in the file.
///
/// A reference type, as `ExtensionBudget` is: the parse fills it for its caller.
public final class ExternalExtensionList {
    /// The extensions found so far, in the order their trees were parsed.
    private(set) var items: [ExternalGroupExtension] = []

    public init() {}

    /// Records one more extension whose target is outside its tree.
    func append(_ item: ExternalGroupExtension) {
        items.append(item)
    }
}
