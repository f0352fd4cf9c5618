/// Where a token sits in its file as a JSON pointer (RFC 6901), spelled out only when asked for.
///
/// The parser sees every group and token of a file, and building each one's pointer text as it went
/// cost an allocation per token, although pointers are read only for provenance. So a token keeps
/// the pointer of the group the parse started at and how many leading segments of its path that
/// group covers; the rest of its pointer follows from its path.
public struct TokenPointer: Sendable, Hashable {
    /// The pointer of the group the parse started at: "" for a file's root, "/tokens", "/light", ...
    public var base: String
    /// How many leading segments of the token's path `base` already covers.
    public var baseDepth: Int

    public init(base: String, baseDepth: Int) {
        self.base = base
        self.baseDepth = baseDepth
    }

    /// The pointer of the token at `path`.
    public func text(for path: TokenPath) -> String {
        path.segments.dropFirst(baseDepth).reduce(into: base) { text, segment in
            text += "/"
            text += JSONPointer.escape(segment)
        }
    }
}
