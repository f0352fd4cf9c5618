import DsysSource

/// A `TEXT` style of Figma's plugin API (`figma.getLocalTextStylesAsync()`, as a plugin dumps it
/// beside the variables: `{ "name", "type": "TEXT", "fontName": { "family", "style" }, "fontSize",
/// "lineHeight": { "unit", "value" }, "letterSpacing": { "unit", "value" }, "textCase",
/// "textDecoration", "paragraphSpacing", "paragraphIndent", … }`) as the DTCG typography value the
/// resolver reads, every part at its position in the file:
///
/// - `fontName.family` → `fontFamily`; `fontName.style` (`"Light"`, `"Bold Italic"`) → `fontWeight`,
///   read by its name as any weight name is (italic included);
/// - `fontSize` (pixels) → `fontSize` in points;
/// - `lineHeight` `PIXELS` → a length, `PERCENT` → a multiple of the font size (116.7 → 1.167),
///   `AUTO` → none, the font's own;
/// - `letterSpacing` `PIXELS` → a length, `PERCENT` → a fraction of the font size;
/// - `textCase` (`UPPER`, `LOWER`, `TITLE`, `SMALL_CAPS`, …) and `textDecoration` (`UNDERLINE`,
///   `STRIKETHROUGH`) → CSS's keywords, which the typography reading applies or warns about; their
///   `ORIGINAL` and `NONE` → none given;
/// - every other member that holds more than Figma's default (a paragraph spacing of 12, a bound
///   variable) stays in the value, where the typography reading warns that it is not generated.
enum FigmaTextStyle {
    /// The members that describe the style rather than its text.
    static let metadataMembers: Set<String> = [
        "id", "name", "type", "key", "description", "descriptionMarkdown", "remote", "documentationLinks", "consumers",
    ]

    /// Figma's text cases as CSS's keywords (`TITLE` is CSS's `capitalize`).
    private static let textCases = [
        "UPPER": "uppercase", "LOWER": "lowercase", "TITLE": "capitalize",
        "SMALL_CAPS": "small-caps", "SMALL_CAPS_FORCED": "all-small-caps",
    ]

    /// Figma's text decorations as CSS's keywords.
    private static let textDecorations = ["UNDERLINE": "underline", "STRIKETHROUGH": "line-through"]

    /// The typography value of `style`, at its position.
    static func typography(_ style: SourceNode) -> SourceNode {
        var members: [SourceMember] = []
        for member in style.members ?? [] where !metadataMembers.contains(member.key) {
            let node = member.value
            switch member.key {
            case "fontName":
                if let family = node["family"] { members.append(FigmaStyles.member("fontFamily", literal(family))) }
                if let weight = node["style"] { members.append(FigmaStyles.member("fontWeight", literal(weight))) }
            case "fontSize":
                members.append(FigmaStyles.member("fontSize", node))
            case "lineHeight":
                members.append(FigmaStyles.member("lineHeight", node["unit"]?.string == "AUTO"
                    ? node["unit"]!.replacingValue(with: .string("auto")) : length(node)))
            case "letterSpacing":
                members.append(FigmaStyles.member("letterSpacing", length(node)))
            case "textCase" where node.string != "ORIGINAL":
                members.append(FigmaStyles.member("textCase", keyword(node, in: textCases)))
            case "textDecoration" where node.string != "NONE":
                members.append(FigmaStyles.member("textDecoration", keyword(node, in: textDecorations)))
            case "textCase", "textDecoration":
                break // Figma's "not set" (`ORIGINAL`, `NONE`): the typography has none, as when a file leaves it out.
            default:
                if !FigmaStyles.holdsFigmaDefault(node) { members.append(member) }
            }
        }
        return style.replacingValue(with: .object(members))
    }

    /// A Figma `{ "unit": "PIXELS" | "PERCENT", "value" }` as a DTCG dimension object (`px`, `%`);
    /// any other unit is left as written, for the reading to report.
    private static func length(_ node: SourceNode) -> SourceNode {
        guard let unitNode = node["unit"], let value = node["value"],
              let unit = ["PIXELS": "px", "PERCENT": "%"][unitNode.string ?? ""]
        else { return node }
        return node.replacingValue(with: .object([
            FigmaStyles.member("value", value), FigmaStyles.member("unit", unitNode.replacingValue(with: .string(unit))),
        ]))
    }

    /// Figma's keyword in `node` as CSS's, from `keywords`; another text in lower case, which the
    /// typography reading reports as not applied.
    private static func keyword(_ node: SourceNode, in keywords: [String: String]) -> SourceNode {
        guard let text = node.string else { return node }
        return node.replacingValue(with: .string(keywords[text] ?? text.lowercased().replacingOccurrences(of: "_", with: "-")))
    }

    /// A text of the style (a family or style name) as text, never a reference, whatever braces it holds.
    private static func literal(_ node: SourceNode) -> SourceNode {
        node.string.map { SourceNode(literalText: $0, line: node.line, column: node.column) } ?? node
    }
}
