/// Why a token of the input reached no generated symbol. Every skipped token is in the account
/// (`TokenAccount`) with one of these and the warning that names it.
public enum TokenSkipReason: String, Sendable, Hashable, CaseIterable {
    /// The token's value, unit, type or math is one dsys cannot represent (`"100vw"`, `"50%"` as a
    /// length, `$type: "breakpoint"`, an unsupported math function).
    case unsupportedValue = "unsupported-value"
    /// The token's type differs from that of the token it aliases, and neither reads as the other
    /// (a dimension `{color.gray.100}`).
    case typeMismatch = "type-mismatch"
    /// The token references a token the input does not define.
    case missingReference = "missing-reference"
    /// The token's references lead back to itself (`a` → `b` → `a`); the cycle's other tokens are
    /// skipped as referencing it.
    case aliasCycle = "alias-cycle"
    /// The token references (directly or through others) a token that is skipped.
    case referencesSkippedToken = "references-skipped-token"
    /// Neither a type nor the value's shape says what the token is.
    case untyped = "untyped"
    /// A structured value of a text type (a Tokens Studio `composition`), which has no SwiftUI equivalent.
    case noSwiftEquivalent = "no-swift-equivalent"
    /// The token is missing from the default (light) mode, so it has no value to start from.
    case missingFromDefaultMode = "missing-from-default-mode"
    /// The token lies in a component-style group but fits no property of the style.
    case unusableComponentToken = "unusable-component-token"
    /// The token would get the Swift name of a token before it in path order (`space.1-5x` beside
    /// `space.1_5x`); `nameOverrides` gives it one of its own.
    case nameCollision = "name-collision"
    /// The config's `exclude` patterns leave the token out of the public API; aliases still
    /// resolve through it. No warning: the user asked for it.
    case excluded
    /// The token is in a source-only set or file (a Tokens Studio `source` set, a `sourceOnly`
    /// entry of `modeSources`, a Spectrum `private` token, a Figma variable hidden from publishing
    /// or from a library): other tokens may reference it, but it is not generated. No warning: the
    /// input says so.
    case sourceOnly = "source-only"

    /// Whether a diagnostic says why a token is skipped for this reason (the input or the config
    /// asks for the others, without a word).
    public var isWarned: Bool { self != .excluded && self != .sourceOnly }
}
