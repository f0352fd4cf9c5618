/// How sure a format is that an input is its own. The strongest claim wins; equally strong claims
/// are an error (`InputFormatRegistry`).
package enum ClaimStrength: Int, Comparable, Sendable {
    /// The format reads any input of this kind (plain token files): the fallback.
    case fallback
    /// The folder holds a document of the format (a resolver document among other files).
    case contains
    /// The top level of the file has the members that mark the format (`$themes`, `resolutionOrder`).
    case structure
    /// The input's own name, or a marker file beside it, says the format (`*.resolver.json`,
    /// `$themes.json` at the top of a folder).
    case named

    package static func < (lhs: ClaimStrength, rhs: ClaimStrength) -> Bool { lhs.rawValue < rhs.rawValue }
}
