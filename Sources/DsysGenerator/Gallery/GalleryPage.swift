import DsysSource
import DsysTokens

/// `dsys gallery`: one self-contained HTML page that shows every token of the design system in
/// every appearance side by side, with its path, description, deprecation and Swift symbols.
///
/// The tokens travel as script-safe JSON inside the page and the page's own script draws them in
/// pages of rows as the reader scrolls, so 10k tokens open quickly; it uses no network, fonts or
/// scripts from elsewhere. Tokens are translated and named exactly as `generate` does, so the
/// symbols shown are the ones the package declares. The page, its style sheet and its script are
/// `Templates/Gallery/gallery.html`; no input text reaches it but the escaped title and sources and
/// the script-safe JSON, which the script puts into the page with `textContent` and CSSOM
/// properties only.
public struct GalleryPage: Sendable {
    public var config: GeneratorConfig

    public init(config: GeneratorConfig) {
        self.config = config
    }

    /// The page's HTML; nil when translating the tokens found errors (reported in `diagnostics`).
    public func render(_ tokens: ResolvedTokens, diagnostics: inout Diagnostics) -> String? {
        let system = DesignSystemTranslator(config: config).translate(tokens, diagnostics: &diagnostics)
        guard !diagnostics.hasErrors else { return nil }
        let context = EmitContext(system: system, documentsTokens: false)
        let entries = Self.entries(context)
        let audit = ContrastAudit(system, diagnostics: &diagnostics)
        guard !diagnostics.hasErrors else { return nil }
        let data = JSONValue.object([
            ("appearances", .array(system.appearances.map { .string($0.description) })),
            ("audit", Self.matrix(audit)),
            ("tokens", .array(entries.map { $0.json(appearances: system.appearances, fontFamilies: system.fontFamilies) })),
        ])
        let title = HTMLText.escape(config.moduleName) + " tokens"
        return Template.galleryPage.filled([
            "title": title, "tokenCount": String(entries.count), "sources": HTMLText.escape(Self.sources(system)),
            "data": JSONWriter.text(data, style: .scriptSafe),
        ])
    }

    /// The contrast matrix for the page: `{"fg": paths, "min": minimums, "bg": paths, "r": ratios}`,
    /// `r[appearance][foreground][background]` rounded to two decimals.
    private static func matrix(_ audit: ContrastAudit) -> JSONValue {
        .object([
            ("fg", .array(audit.foregrounds.map { .string($0.path) })),
            ("min", .array(audit.foregrounds.map { .number($0.minimum) })),
            ("bg", .array(audit.backgrounds.map(JSONValue.string))),
            ("r", .array(audit.ratios.map { rows in
                .array(rows.map { row in .array(row.map { .number(($0 * 100).rounded() / 100) }) })
            })),
        ])
    }

    private static func sources(_ system: DesignSystemDescription) -> String {
        system.sources.isEmpty ? "built-in tokens" : system.sources.joined(separator: ", ")
    }

    /// Every generated token in category order, each with its Swift symbols: the SwiftUI-facing
    /// constant (when the category has one) and its value-layer twin.
    package static func entries(_ context: EmitContext) -> [GalleryEntry] {
        let config = context.config
        let first: [TokenCategory] = [.color, .typography, .spacing, .radius, .borderWidth, .opacity, .shadow, .gradient, .motion]
        let order = first + ValuesEmitter.categoryOrder.filter { !first.contains($0) }
        return order.flatMap { category in
            context.system.tokens(category).map { named in
                var symbols: [String] = []
                let hasConstant = category != .letterSpacing && !(category == .typography && config.fontMembers == .none)
                if hasConstant {
                    let symbol = context.reference(named, in: category.namespace(config))
                    symbols.append(category == .typography && config.fontMembers == .functions ? symbol + "()" : symbol)
                }
                symbols.append(context.reference(named, in: TokenSymbols.valueNamespace(category, config: config)))
                return GalleryEntry(category: category, named: named, symbols: symbols)
            }
        }
    }
}
