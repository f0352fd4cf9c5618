import DsysSource
import DsysTokens

/// Token paths that differ from a path of another mode only in letter case: most likely one token
/// spelled two ways (Unipol's dark theme has `Accordion.Open.TItle` where its light theme has
/// `Accordion.Open.Title`). The warnings about a token one mode lacks name the twin the other
/// mode has, so the user fixes the spelling rather than defining the token a second time.
///
/// Letter case is ASCII's, so a path and its twin have one length: only the other mode's paths of
/// the lengths of the paths looked for are folded (a mode of thousands of tokens lacks a few).
struct LetterCaseTwins {
    /// The paths of the other mode that may be twins, by their folded text; the first of two that fold alike.
    private let byFoldedPath: [String: TokenPath]

    /// The twins among `tokens` (the other mode's) of `paths`, the ones looked for.
    init(_ tokens: [Token], lookingFor paths: [TokenPath]) {
        let lengths = Set(paths.map(\.description.utf8.count))
        let candidates = tokens.lazy.map(\.path).filter { lengths.contains($0.description.utf8.count) }
        byFoldedPath = Dictionary(candidates.map { (Self.folded($0), $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The other mode's path that is `path` in another letter case; nil when it has none, or has `path` itself.
    func twin(of path: TokenPath) -> TokenPath? {
        byFoldedPath[Self.folded(path)].flatMap { $0 == path ? nil : $0 }
    }

    /// `path`'s text with its ASCII capitals in lower case.
    private static func folded(_ path: TokenPath) -> String {
        String(decoding: path.description.utf8.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 + 32 : $0 }, as: UTF8.self)
    }

    /// A hint's sentence naming the twins `mode` defines for `paths` (a long list abbreviated as
    /// `ChainText` does), or nil when none has one.
    func sentence(for paths: [TokenPath], in mode: String) -> String? {
        let pairs = paths.compactMap { path in twin(of: path).map { (path, $0) } }
        guard !pairs.isEmpty else { return nil }
        let named = ChainText.abbreviated(pairs.map { "'\($0.0)' as '\($0.1)'" }).joined(separator: ", ")
        return "mode '\(mode)' spells \(named), in another letter case: if \(pairs.count == 1 ? "it is" : "they are") "
            + "the same token, give \(pairs.count == 1 ? "it" : "them") one spelling"
    }
}
