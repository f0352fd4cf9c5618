import DsysSource
import DsysTokens

/// Token paths that differ from a path of another mode only in letter case: most likely one token
/// spelled two ways (Unipol's dark theme has `Accordion.Open.TItle` where its light theme has
/// `Accordion.Open.Title`). The warnings about a token one mode lacks name the twin the other
/// mode has, so the user fixes the spelling rather than defining the token a second time.
struct LetterCaseTwins {
    /// The paths of the other mode, by their lower-cased text; the first of two that fold alike.
    private let byFoldedPath: [String: TokenPath]

    init(_ tokens: [Token]) {
        byFoldedPath = Dictionary(tokens.map { ($0.path.description.lowercased(), $0.path) }, uniquingKeysWith: { first, _ in first })
    }

    /// The other mode's path that is `path` in another letter case; nil when it has none, or has `path` itself.
    func twin(of path: TokenPath) -> TokenPath? {
        byFoldedPath[path.description.lowercased()].flatMap { $0 == path ? nil : $0 }
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
