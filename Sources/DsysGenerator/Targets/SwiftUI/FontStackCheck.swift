import DsysSource
import DsysTokens

/// Font stacks no iOS device can draw as asked: the token lists fallbacks, every one a custom
/// family iOS does not ship, and no generic family (`sans-serif`, `monospace`) says what to fall
/// back to, so unless the app bundles one of the fonts the text is set in the system font. One
/// warning per distinct stack, at the first token that uses it, with how many tokens do.
///
/// `["Consolas", "Monaco"]` warns; `["Consolas", "Menlo"]` (Menlo ships), `["Consolas", "monospace"]`
/// and a single family the app is expected to bundle (`["Inter"]`) do not.
struct FontStackCheck {
    let system: DesignSystemDescription

    func check(into diagnostics: inout Diagnostics) {
        var firstToken: [[String]: Token] = [:]
        var uses: [[String]: Int] = [:]
        var order: [[String]] = []
        for named in system.typography {
            guard case .typography(let typography) = named.modal.defaultValue else { continue }
            let stack = TypographyMetrics(typography, token: named.token, fontFamilies: system.fontFamilies).stack
            guard stack.reliesOnBundledFonts else { continue }
            if firstToken[stack.families] == nil {
                firstToken[stack.families] = named.token
                order.append(stack.families)
            }
            uses[stack.families, default: 0] += 1
        }
        for families in order {
            guard let token = firstToken[families] else { continue }
            let count = uses[families] ?? 1
            let users = count == 1 ? "'\(token.path)'" : "'\(token.path)' and \(count - 1) other typography token(s)"
            diagnostics.warning(
                "no family of the font stack \(families.map { "'\($0)'" }.joined(separator: ", ")) ships with iOS, and the stack "
                    + "names no generic family: \(users) fall back to the system font unless the app bundles one",
                at: token.location, token: token.path.description,
                hint: "bundle the font in the app (Info.plist UIAppFonts), or end the stack with a family iOS has "
                    + "(Helvetica Neue, Menlo, Georgia) or a generic one (sans-serif, serif, monospace)"
            )
        }
    }
}
