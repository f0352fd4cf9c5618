/// The generated Swift API of a token set as `dsys diff` compares it: every constant's qualified
/// Swift name with its token, category and value per appearance, and the contrast of the
/// configured color pairs. Built by the same translator (and so the same naming) as `dsys generate`.
public struct APISurface: Sendable {
    /// One generated constant.
    public struct Symbol: Sendable, Equatable {
        /// The qualified Swift expression (`Color.dsActionPrimary`, `ColorToken.Primary.p500`).
        public var name: String
        public var tokenPath: String
        var category: TokenCategory
        /// The value in each appearance the design system has, in `Appearance.all` order.
        public var values: [Appearance: TokenValue]
        public var deprecation: Token.Deprecation?

        /// The appearances present on either side, in `Appearance.all` order.
        func appearances(with other: Symbol) -> [Appearance] {
            Appearance.all.filter { values[$0] != nil || other.values[$0] != nil }
        }

        /// The value in `appearance`, falling back to the light (default) value.
        func value(in appearance: Appearance) -> TokenValue? { values[appearance] ?? values[.light] }
    }

    /// The constants by qualified Swift name.
    public var symbols: [String: Symbol]
    /// The appearances the design system defines (always starts with `.light`).
    public var appearances: [Appearance]
    public var contrastChecks: [ContrastCheck]

    /// Translates `tokens` with `config`; nil (with errors) when the translation fails as it would
    /// for `dsys generate`.
    public init?(tokens: ResolvedTokens, config: GeneratorConfig, diagnostics: inout Diagnostics) {
        var problems = Diagnostics()
        let system = DesignSystemTranslator(config: config).translate(tokens, diagnostics: &problems)
        diagnostics.append(contentsOf: problems)
        guard !problems.hasErrors else { return nil }
        var symbols: [String: Symbol] = [:]
        for (category, named) in system.categorizedTokens {
            let name = TokenSymbols.qualified(named, in: category.namespace(config))
            let values = Dictionary(named.modal.values.map { ($0.appearance, $0.value) }, uniquingKeysWith: { first, _ in first })
            symbols[name] = Symbol(name: name, tokenPath: named.token.path.description, category: category,
                                   values: values, deprecation: named.token.deprecation)
        }
        self.symbols = symbols
        appearances = system.appearances
        contrastChecks = config.contrastChecks
    }

    /// The symbol of the color token at the dotted `path`, if there is one.
    func color(at path: String) -> Symbol? {
        symbols.values.first { $0.category == .color && $0.tokenPath == path }
    }

    /// The WCAG 2 contrast ratio of a check's pair in `appearance`; nil when either color is missing.
    func contrast(_ check: ContrastCheck, in appearance: Appearance) -> Double? {
        guard case .color(let foreground)? = color(at: check.foreground)?.value(in: appearance),
              case .color(let background)? = color(at: check.background)?.value(in: appearance)
        else { return nil }
        return ContrastRatio.of(foreground, on: background)
    }
}
