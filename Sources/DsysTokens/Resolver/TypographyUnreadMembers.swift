import DsysSource

/// The members of a typography value that dsys does not read: a stretch the generated fonts do not
/// draw (`fontStretch: "condensed"`), paragraph spacing and indent, which
/// SwiftUI's text has no setting for, and members no format defines. Each is a warning unless it
/// says what the generated code does anyway (`normal`, `0`), as the exports of Tokens Studio and
/// Figma's Design Tokens plugin write for every style, so the text never silently looks otherwise
/// than the design.
enum TypographyUnreadMembers {
    /// What each known unread member does, keyed by every spelling, and the values that are its default.
    private static let known: [String: (what: String, defaults: Set<String>)] = {
        let members: [(names: [String], what: String, defaults: Set<String>)] = [
            (["fontStretch", "font-stretch", "font_stretch"], "font stretch", ["normal", "100%", "null"]),
            (["fontVariant", "font-variant", "font_variant"], "font variant", ["normal", "none", "null"]),
            (["paragraphSpacing", "paragraph-spacing", "paragraph_spacing"], "paragraph spacing", []),
            (["paragraphIndent", "paragraph-indent", "paragraph_indent"], "paragraph indent", []),
        ]
        var known: [String: (what: String, defaults: Set<String>)] = [:]
        for member in members { for name in member.names { known[name] = (member.what, member.defaults) } }
        return known
    }()

    /// Reports, through `warn`, each member of `object` (a typography value) that is not among
    /// `readNames` and does not hold its default.
    static func check(_ object: SourceNode, readNames: Set<String>,
                      warn: (_ message: String, _ node: SourceNode, _ hint: String?) -> Void) {
        guard let members = object.members else { return }
        for member in members where !readNames.contains(member.key) && !member.key.hasPrefix("$") {
            let value = member.value
            guard let known = known[member.key] else {
                warn("'\(member.key)' is not a typography property; it is ignored", value,
                     "typography reads fontFamily, fontSize, fontWeight, letterSpacing, lineHeight, textCase and textDecoration")
                continue
            }
            guard !isDefault(value, of: known.defaults) else { continue }
            warn("the \(known.what) \(shownValue(value)) is not generated", value, "apply it where the text is shown")
        }
    }

    /// How a message quotes `value`: a text quoted (math with what it comes to: `"0.55 * 56px"
    /// (30.8px)`, as references left it), a number as written, else its kind.
    private static func shownValue(_ value: SourceNode) -> String {
        if let text = value.string {
            guard let quantity = MathExpression.evaluate(text) else { return QuotedInput.quoted(text) }
            let result = PlainNumberText.plain(quantity.value) + quantity.unit
            let written = text.filter { $0 != " " }
            return QuotedInput.quoted(text) + (written == result ? "" : " (\(result))")
        }
        if let number = value.number { return PlainNumberText.plain(number) }
        return value.kindDescription
    }

    /// Whether `value` is one of `defaults` (in any letter case), empty, or a length or number of zero.
    /// (Written with optional accessors rather than a `switch` over the value: Swift 6.3's release
    /// optimizer crashed on the switch here, in CopyPropagation.)
    private static func isDefault(_ value: SourceNode, of defaults: Set<String>) -> Bool {
        if value.value == .null { return true }
        if let number = value.number { return number == 0 }
        if let text = value.string {
            let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
            return trimmed.isEmpty || defaults.contains(trimmed) || MathExpression.evaluate(trimmed)?.value == 0
        }
        return value["value"]?.number == 0
    }
}
