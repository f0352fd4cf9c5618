/// Where a token sits in its file as a JSON pointer (RFC 6901), spelled out only when asked for.
///
/// The parser sees every group and token of a file, and building each one's pointer text as it went
/// cost an allocation per token, although pointers are read only for provenance. So a token keeps
/// the pointer of the group the parse started at and how many leading segments of its path that
/// group covers; the rest of its pointer follows from its path.
struct TokenPointer: Sendable, Hashable {
    /// The pointer of the group the parse started at: "" for a file's root, "/tokens", "/light", ...
    var base: String
    /// How many leading segments of the token's path `base` already covers.
    var baseDepth: Int

    /// The pointer of the token at `path`.
    func text(for path: TokenPath) -> String {
        path.segments.dropFirst(baseDepth).reduce(into: base) { text, segment in
            text += "/"
            text += JSONPointer.escape(segment)
        }
    }
}
