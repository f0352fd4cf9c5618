import DsysSource
import DsysTokens

/// Corner radii and border widths below zero, as Tokens Studio math gives them when it subtracts
/// more than it starts from (`{radius.subtle} - {spacing.xs}` with a sharp theme's 0 radius). They
/// have no meaning: CSS drops such a declaration, so the web shows 0. Each is set to 0, what a
/// browser shows, with a warning at the token naming the modes (an error with `--strict`), rather
/// than generating a negative radius silently. A spacing below zero (a negative margin) and other
/// lengths keep their values.
enum NegativeLengths {
    /// The modes with every radius and border width below zero set to 0. A mode without one keeps
    /// its token array; modes holding the same array share the corrected one too.
    static func clamped(_ modes: [Mode], config: GeneratorConfig, diagnostics: inout Diagnostics) -> [Mode] {
        // Each token array looked through, its corrected array and the findings in it.
        var done: [(original: TokenSet, corrected: TokenSet, findings: [Int])] = []
        var found: [Finding] = []
        // Each finding's index by what makes it one: a set may hold thousands of such radii.
        var findingIndex: [FindingKey: Int] = [:]
        var result: [Mode] = []
        result.reserveCapacity(modes.count)
        for var mode in modes {
            if let earlier = done.first(where: { $0.original.sharesTokens(with: mode.tokens) }) {
                mode.tokens = earlier.corrected
                for index in earlier.findings { found[index].modes.append(mode.name) }
            } else {
                // Copied only when a token is corrected: the array is shared with the mode's set until then.
                var tokens = mode.tokens.tokens
                var findings: [Int] = []
                for index in tokens.indices {
                    guard let (zeroed, length) = zeroed(tokens[index], config: config) else { continue }
                    tokens[index].value = zeroed
                    let token = tokens[index]
                    let key = FindingKey(path: token.path, location: token.location, length: length)
                    if let same = findingIndex[key] {
                        found[same].modes.append(mode.name)
                        findings.append(same)
                    } else {
                        findingIndex[key] = found.count
                        findings.append(found.count)
                        found.append(Finding(path: token.path, location: token.location, length: length, modes: [mode.name]))
                    }
                }
                let original = mode.tokens
                if !findings.isEmpty { mode.tokens = TokenSet(tokens) }
                done.append((original, mode.tokens, findings))
            }
            result.append(mode)
        }
        for finding in found { diagnostics.append(finding.diagnostic(strict: config.strict)) }
        return result
    }

    /// What a length below zero is (`a corner radius`) and its value as written (`-4px`).
    private struct NegativeLength: Hashable {
        var kind: String
        var value: String
    }

    /// What makes two modes' negative lengths one finding: the token, where it is, and the length.
    private struct FindingKey: Hashable {
        var path: TokenPath
        var location: SourceLocation
        var length: NegativeLength
    }

    /// One token's length below zero, at one location, and the modes that have it there.
    private struct Finding {
        var path: TokenPath
        var location: SourceLocation
        var length: NegativeLength
        var modes: [String]

        func diagnostic(strict: Bool) -> Diagnostic {
            let names = ChainText.abbreviated(modes.map { "'\($0)'" }).joined(separator: ", ")
            let message = "'\(path)' is \(length.value), \(length.kind) below zero, in mode\(modes.count == 1 ? "" : "s") \(names), "
                + "which has no meaning; it is generated as 0, as a browser shows it"
            let hint = "check the math or values that give it; to keep it at 0 on purpose, write max(0, …) around the math"
            return strict ? .error(message, at: location, token: path.description, hint: hint)
                          : .warning(message, at: location, token: path.description, hint: hint)
        }
    }

    /// `token`'s value with its length 0, and what that length was, when it is a radius, a border
    /// width or a border's width below zero; nil otherwise.
    private static func zeroed(_ token: Token, config: GeneratorConfig) -> (TokenValue, NegativeLength)? {
        switch token.value {
        case .dimension(let length) where length.points < 0 && length.fractionOfFontSize == nil:
            switch TokenCategory.categorize(token, config: config) {
            case .radius: return (.dimension(zero(in: length)), NegativeLength(kind: "a corner radius", value: written(length)))
            case .borderWidth: return (.dimension(zero(in: length)), NegativeLength(kind: "a border width", value: written(length)))
            default: return nil
            }
        case .border(var border) where border.width.points < 0:
            let length = NegativeLength(kind: "a border's width", value: written(border.width))
            border.width = zero(in: border.width)
            return (.border(border), length)
        default:
            return nil
        }
    }

    private static func zero(in length: Dimension) -> Dimension {
        Dimension(points: 0, original: 0, unit: length.unit)
    }

    private static func written(_ length: Dimension) -> String {
        SwiftNumbers.rounded(length.original) + length.unit
    }
}
