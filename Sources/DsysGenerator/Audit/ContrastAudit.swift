import DsysSource
import DsysTokens

/// `dsys audit`: the WCAG 2 contrast of each foreground-role color over the background-role colors
/// of its family (see `ContrastRoles.pairs`) in every appearance, and the outcome of each configured
/// `contrastChecks` pair. A translucent foreground is composited over its background first. The
/// matrix keeps every foreground over every background for the gallery; `paired` marks the pairs
/// the audit reports.
public struct ContrastAudit: Sendable {
    /// One foreground on one background in one appearance.
    public struct Pair: Sendable {
        public var foreground: String
        public var background: String
        public var appearance: Appearance
        public var ratio: Double
        public var minimum: Double

        public var passes: Bool { ratio >= minimum }
    }

    /// One configured check in one appearance.
    public struct CheckOutcome: Sendable {
        public var check: ContrastCheck
        public var pair: Pair
    }

    public var appearances: [Appearance]
    /// Foreground-role color paths with the minimum each is held to.
    public var foregrounds: [(path: String, minimum: Double)]
    public var backgrounds: [String]
    /// `ratios[appearance][foreground][background]`, indexed as the three lists above.
    public var ratios: [[[Double]]]
    /// `paired[foreground][background]`: whether the audit checks the pair (same family).
    public var paired: [[Bool]]
    public var checks: [CheckOutcome]

    /// How many foreground-background pairs the audit checks in each appearance.
    public var pairedCount: Int { paired.reduce(0) { $0 + $1.count { $0 } } }

    /// Every foreground-over-background pair below its minimum, appearance by appearance.
    public var lowPairs: [Pair] {
        appearances.indices.flatMap { a in
            foregrounds.indices.flatMap { f in
                backgrounds.indices.compactMap { b in
                    guard paired[f][b] else { return nil }
                    let pair = Pair(foreground: foregrounds[f].path, background: backgrounds[b], appearance: appearances[a],
                                    ratio: ratios[a][f][b], minimum: foregrounds[f].minimum)
                    return pair.passes ? nil : pair
                }
            }
        }
    }

    /// Whether a check of severity `error` falls short somewhere (the audit's exit status 1).
    public var hasFailingErrorChecks: Bool {
        checks.contains { $0.check.severity == .error && !$0.pair.passes }
    }

    /// Audits the translated design system; checks naming no color token are errors in `diagnostics`.
    public init(_ system: DesignSystemDescription, diagnostics: inout Diagnostics) {
        let roles = system.config.contrastRoles
        let foregroundColors = system.colors.filter { roles.isForeground($0.token.path) }
        let backgroundColors = system.colors.filter { roles.isBackground($0.token.path) }
        appearances = system.appearances
        foregrounds = foregroundColors.map { ($0.token.path.description, roles.minimum(for: $0.token.path)) }
        backgrounds = backgroundColors.map { $0.token.path.description }
        paired = foregroundColors.map { top in backgroundColors.map { roles.pairs(top.token.path, with: $0.token.path) } }
        ratios = system.appearances.map { appearance in
            foregroundColors.map { top in
                backgroundColors.map { bottom in Self.ratio(top, on: bottom, in: appearance) ?? 1 }
            }
        }
        checks = system.config.contrastChecks.flatMap { check -> [CheckOutcome] in
            guard let top = system.colorToken(check.foreground, of: check, diagnostics: &diagnostics),
                  let bottom = system.colorToken(check.background, of: check, diagnostics: &diagnostics)
            else { return [] }
            return system.appearances.map { appearance in
                CheckOutcome(check: check, pair: Pair(
                    foreground: check.foreground, background: check.background, appearance: appearance,
                    ratio: Self.ratio(top, on: bottom, in: appearance) ?? 1, minimum: check.minimum))
            }
        }
    }

    /// The contrast of two color tokens' values in `appearance`.
    static func ratio(_ foreground: NamedToken, on background: NamedToken, in appearance: Appearance) -> Double? {
        guard case .color(let top) = foreground.modal.value(for: appearance),
              case .color(let bottom) = background.modal.value(for: appearance)
        else { return nil }
        return ContrastRatio.of(top, on: bottom)
    }

    /// A ratio as printed: two decimals, `4.62:1`.
    public static func format(_ ratio: Double) -> String {
        SwiftNumbers.fixed(ratio, places: 2) + ":1"
    }

    /// The printed report: the checks, then the role matrix's pairs below their minimum.
    public var report: String {
        var lines: [String] = []
        if !checks.isEmpty {
            lines.append("contrast checks (dsys.json):")
            for outcome in checks {
                let pair = outcome.pair
                let verdict = pair.passes ? "pass" : outcome.check.severity.rawValue
                lines.append("  \(verdict): \(pair.foreground) on \(pair.background) (\(pair.appearance)): "
                             + "\(Self.format(pair.ratio)), minimum \(Self.format(pair.minimum))")
            }
        }
        let low = lowPairs
        let total = pairedCount * appearances.count
        lines.append("role pairs: \(foregrounds.count) foreground and \(backgrounds.count) background colors, \(pairedCount) pairs of one "
                     + "family in " + appearances.map(\.description).joined(separator: ", ")
                     + ": \(low.count) of \(total) below their minimum (other pairs: contrastChecks in dsys.json)")
        for pair in low {
            lines.append("  low: \(pair.foreground) on \(pair.background) (\(pair.appearance)): "
                         + "\(Self.format(pair.ratio)), below \(Self.format(pair.minimum))")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension DesignSystemDescription {
    /// The color token at the dotted `path` named by `check`, or nil after reporting (at the check in
    /// `dsys.json`) that there is none.
    func colorToken(_ path: String, of check: ContrastCheck, diagnostics: inout Diagnostics) -> NamedToken? {
        let tokenPath = TokenPath(dotted: path)
        if let named = colors.first(where: { $0.token.path == tokenPath }) { return named }
        diagnostics.error("the contrast check names '\(path)', which is no color token of the design system",
                          at: check.location, hint: "use the dotted path of a color token, such as \"color.text.primary\"")
        return nil
    }
}
