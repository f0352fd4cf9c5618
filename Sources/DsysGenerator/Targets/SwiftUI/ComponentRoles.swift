import Foundation

/// The tokens components are built from, found by role: semantic colors (`action.primary`,
/// `surface.raised`, ...), overridden by component tokens (`button.primary.background`) when the
/// input has them, plus the spacing, radius and font names components use.
///
/// Every value is a Swift expression naming a generated constant, never a raw value.
struct ComponentRoles {
    /// Role name (as used in component templates) → the semantic path suffixes that can fill it,
    /// most specific (component token) first.
    static let colorRoles: [(role: String, candidates: [[String]])] = [
        ("buttonPrimaryBackground", [["button", "primary", "background"], ["action", "primary"]]),
        ("buttonPrimaryForeground", [["button", "primary", "foreground"], ["text", "inverse"]]),
        ("buttonSecondaryBackground", [["button", "secondary", "background"], ["surface", "raised"]]),
        ("buttonSecondaryForeground", [["button", "secondary", "foreground"], ["text", "primary"]]),
        ("buttonDestructiveBackground", [["button", "destructive", "background"], ["action", "destructive"]]),
        ("buttonDestructiveForeground", [["button", "destructive", "foreground"], ["text", "inverse"]]),
        ("surfaceDefault", [["surface", "default"]]),
        ("surfaceRaised", [["card", "background"], ["surface", "raised"]]),
        ("surfaceInset", [["input", "background"], ["surface", "inset"]]),
        ("textPrimary", [["text", "primary"]]),
        ("textSecondary", [["text", "secondary"]]),
        ("textMuted", [["text", "muted"]]),
        ("borderDefault", [["border", "default"]]),
        ("borderFocus", [["input", "border", "focus"], ["border", "focus"]]),
        ("feedbackSuccess", [["feedback", "success"]]),
        ("feedbackError", [["input", "border", "error"], ["feedback", "error"]]),
        ("feedbackWarning", [["feedback", "warning"]]),
        ("feedbackInfo", [["feedback", "info"]]),
    ]

    static let fontRoles = ["display", "heading1", "heading2", "heading3", "heading4", "bodyLarge", "body", "bodySmall",
                            "caption", "label"]
    static let spacingRoles = ["xs", "sm", "md", "lg"]
    static let radiusRoles = ["sm", "md", "lg"]

    /// Role → Swift expression.
    private(set) var expressions: [String: String] = [:]
    /// Roles no token fills.
    private(set) var missing: [String] = []

    init(_ context: EmitContext) {
        let system = context.system
        let candidates = Set(Self.colorRoles.flatMap(\.candidates))
        let longestSuffix = candidates.map(\.count).max() ?? 0
        // The index of the first color (in input order) ending in each candidate, compared
        // lowercased. Only candidates are kept, not every suffix of every color.
        let colors = system.colors
        var colorsBySuffix: [[String]: Int] = [:]
        for (index, named) in colors.enumerated() {
            let segments = named.token.path.segments
            for length in 0..<min(longestSuffix, segments.count) {
                let suffix = segments.suffix(length + 1).map { $0.lowercased() }
                if candidates.contains(suffix), colorsBySuffix[suffix] == nil { colorsBySuffix[suffix] = index }
            }
        }
        for (role, candidates) in Self.colorRoles {
            let found = candidates.lazy.compactMap { colorsBySuffix[$0].map { colors[$0] } }.first
            if let found {
                expressions["color." + role] = context.reference(found, in: context.config.colors)
            } else {
                let description = "color '\(candidates.last?.joined(separator: ".") ?? role)'"
                if !missing.contains(description) { missing.append(description) }
            }
        }
        let fontType = context.config.fonts.typeParts.joined(separator: ".")
        let fontCall = context.config.fontMembers == .functions ? "()" : ""
        let fontNames = context.config.fontMembers == .none
            ? [] : Set(system.typography.filter(\.groups.isEmpty).map(\.member.name))
        for role in Self.fontRoles {
            if fontNames.contains(role) {
                expressions["font." + role] = "\(fontType).\(role)\(fontCall)"
            } else if role != "display" {
                missing.append("typography '\(role)'")
            }
        }
        lookUp(Self.spacingRoles, in: system.spacing, namespace: context.config.spacing, key: "spacing", context: context)
        lookUp(Self.radiusRoles, in: system.radius, namespace: context.config.radius, key: "radius", context: context)
        if let scaled = context.config.scaledSpacingType { expressions["type.scaledSpacing"] = scaled }
        else { missing.append("the scaled spacing type") }
        expressions["modifier.shadow"] = context.config.shadowModifier
        let shadowNames = Set(system.shadows.map(\.member.name))
        if !shadowNames.contains("sm") { missing.append("shadow 'sm'") }
    }

    private mutating func lookUp(
        _ roles: [String], in tokens: [NamedToken], namespace: GeneratorConfig.Namespace, key: String, context: EmitContext
    ) {
        for role in roles {
            if let named = tokens.first(where: { $0.groups.isEmpty && $0.member.name == role }) {
                expressions["\(key).\(role)"] = context.reference(named, in: namespace)
            } else {
                missing.append("\(key) '\(role)'")
            }
        }
    }

    /// The values of a component template's `slots`: each role's expression, and `names` (the
    /// component prefix) for the slots that are not roles. A slot neither fills is left out, so
    /// `Template.filled` names it.
    func values(for slots: Set<String>, adding names: [String: String]) -> [String: String] {
        var values: [String: String] = [:]
        for slot in slots {
            if let value = expressions[slot] ?? names[slot] { values[slot] = value }
        }
        return values
    }

    /// Every slot name a component template may use: the roles whose tokens components require
    /// (an optional role such as `font.display` may be absent, so no template uses it).
    static var requiredSlotNames: Set<String> {
        Set(colorRoles.map { "color." + $0.role } + fontRoles.filter { $0 != "display" }.map { "font." + $0 }
            + spacingRoles.map { "spacing." + $0 } + radiusRoles.map { "radius." + $0 }
            + ["type.scaledSpacing", "modifier.shadow"])
    }
}
