import DsysSource

/// The local styles a plugin-API dump lists beside its variables (`{ "collections": [ … ],
/// "textStyles": [ … ], "effectStyles": [ … ] }`, as the Material UI for Figma dump has them):
/// each `TEXT` style a typography token (`FigmaTextStyle`), each `EFFECT` style of shadows a shadow
/// token (`FigmaEffectStyle`), at its name split as a variable's is (`typography/h1` →
/// `typography.h1`), with no collection before it. Styles have no modes: each token is the same in
/// every mode. Read as variables alone, the file's 34 text and 24 effect styles were dropped
/// without a word.
///
/// A style that cannot be a token (a blur, a name a variable or an earlier style already has, another
/// style type) is skipped with a warning at its position; another list of styles (`paintStyles`,
/// `gridStyles`) is warned about as not read.
struct FigmaStyles {
    /// The lists of styles read, each with the style type its entries are when they do not say.
    private static let readLists = [("textStyles", "TEXT"), ("effectStyles", "EFFECT")]

    /// The tokens of the styles read, in the file's order.
    var tokens: [RawToken] = []

    /// Reads the styles of `file`; `taken` are the token paths of its variables, which a style
    /// never takes. Skipped styles go to `skips`, lists not read to `diagnostics`.
    init(file: SourceFile, taken: Set<TokenPath>, skips: inout [(token: SkippedToken, hint: String?)], diagnostics: inout Diagnostics) {
        var taken = taken
        for member in file.root.members ?? [] where member.key.hasSuffix("Styles") {
            guard let (_, listType) = Self.readLists.first(where: { $0.0 == member.key }) else {
                if let styles = member.value.elements, !styles.isEmpty {
                    diagnostics.warning(
                        "the \(styles.count) style\(styles.count == 1 ? "" : "s") of '\(member.key)' \(styles.count == 1 ? "is" : "are") not read",
                        at: file.location(ofKey: member), hint: "dsys reads text styles and effect styles; make these variables in Figma"
                    )
                }
                continue
            }
            for (index, style) in (member.value.elements ?? []).enumerated() {
                let pointer = "/\(member.key)/\(index)"
                guard let token = token(style, listType: listType, pointer: pointer, in: file, taken: taken, skips: &skips) else { continue }
                taken.insert(token.path)
                tokens.append(token)
            }
        }
    }

    /// The token of `style`, an entry of a list whose entries are `listType` styles unless they say
    /// otherwise; nil after recording in `skips` why it is none.
    private func token(
        _ style: SourceNode, listType: String, pointer: String, in file: SourceFile, taken: Set<TokenPath>,
        skips: inout [(token: SkippedToken, hint: String?)]
    ) -> RawToken? {
        let name = style["name"]?.string ?? ""
        let path = TokenPath(FigmaVariable.pathSegments(name))
        let type = style["type"]?.string ?? listType
        let typeName = ["TEXT": "typography", "EFFECT": "shadow"][type]
        func skip(_ message: String, at node: SourceNode, reason: TokenSkipReason = .unsupportedValue, hint: String?) -> RawToken? {
            // A clash is accounted under the path with the style's id after the name, beside the token read.
            let skippedPath = path.segments.isEmpty ? TokenPath([pointer])
                : reason == .nameCollision ? TokenPath(path.segments.dropLast() + ["\(path.segments.last!) (\(style["id"]?.string ?? pointer))"])
                : path
            skips.append((SkippedToken(path: skippedPath, typeName: typeName, location: file.location(of: node), reason: reason,
                                       message: message), hint))
            return nil
        }
        guard style.members != nil, !path.segments.isEmpty else {
            return skip("the \(type) style at \(pointer) has no name to make a token path of", at: style,
                        hint: "name the style in Figma and export it again")
        }
        guard !taken.contains(path) else {
            return skip("the \(type) style '\(name)' is the token '\(path)', which a variable or an earlier style already is",
                        at: style["name"] ?? style, reason: .nameCollision, hint: "rename the style or the variable in Figma")
        }
        let value: SourceNode
        switch type {
        case "TEXT":
            value = FigmaTextStyle.typography(style)
        case "EFFECT":
            do {
                value = try FigmaEffectStyle.shadow(style)
            } catch {
                return skip("the effect style '\(name)': \(error.message)", at: error.node, hint: error.hint)
            }
        default:
            return skip("the style '\(name)' is of the type '\(type)', which dsys does not read", at: style["type"] ?? style,
                        hint: "dsys reads TEXT styles as typography and EFFECT styles of shadows as shadows")
        }
        return RawToken(
            path: path, typeName: typeName ?? "", typePosition: nil, value: value, file: file.path,
            pointerBase: TokenPointer(base: pointer, baseDepth: path.segments.count),
            description: style["description"]?.string.flatMap { $0.isEmpty ? nil : $0 }, deprecation: nil, extensions: nil,
            dialect: .dtcg
        )
    }

    /// `value` as the member `key` of an object made from a style, at the value's position.
    static func member(_ key: String, _ value: SourceNode) -> SourceMember {
        SourceMember(key: key, keyLine: value.line, keyColumn: value.column, value: value)
    }

    /// Whether a member of a style holds what Figma writes when it is not set (`0`, `false`,
    /// `"NONE"`, `{}`, `[]`): nothing the generated code would have to draw.
    static func holdsFigmaDefault(_ node: SourceNode) -> Bool {
        // Optional accessors rather than a `switch` over the value, as `TypographyUnreadMembers` has it.
        if node.value == .null || node.value == .bool(false) { return true }
        if let number = node.number { return number == 0 }
        if let text = node.string { return text == "NONE" || text.isEmpty }
        return node.members?.isEmpty ?? node.elements?.isEmpty ?? false
    }
}
