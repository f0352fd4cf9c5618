/// Translates resolved tokens into a `DesignSystemDescription`: picks the mode for each
/// appearance, sorts tokens into categories by path and type, and names them in Swift.
///
/// Two tokens that would get the same Swift name in one scope are an error naming both sources;
/// nothing is renamed silently.
public struct DesignSystemTranslator: Sendable {
    public var config: GeneratorConfig

    public init(config: GeneratorConfig) {
        self.config = config
    }

    public func translate(_ tokens: ResolvedTokens, diagnostics: inout Diagnostics) -> DesignSystemDescription {
        let byAppearance = appearanceModes(tokens.modes, diagnostics: &diagnostics)
        let appearances = byAppearance.map(\.appearance)
        let defaultSet = byAppearance.first?.mode.tokens ?? TokenSet()
        var description = DesignSystemDescription(
            config: config, appearances: appearances, colors: [], spacing: [], radius: [], borderWidth: [],
            opacity: [], typography: [], shadows: [], gradients: [], motion: [],
            fontFamilies: tokens.fontFamilies, sources: tokens.sourceFiles
        )
        var naming = NamingContext(config: config)
        let componentGroups = config.componentStyles.paths.map { TokenPath(dotted: $0).segments }
        for token in defaultSet.tokens {
            if componentGroups.contains(where: { token.path.segments.count > $0.count && Array(token.path.segments.prefix($0.count)) == $0 }) {
                description.componentTokens.append(token)
                continue
            }
            if MotionValue.requestsSpring(token) && MotionValue.springDamping(of: token) == nil {
                diagnostics.warning(
                    "'\(token.path)' asks for a spring without a usable damping fraction; it is animated with its timing curve",
                    at: token.location, token: token.path.description,
                    hint: "write \"$extensions\": {\"dsys\": {\"spring\": {\"dampingFraction\": 0.6}}} on a duration or transition token"
                )
            }
            let values = byAppearance.map { ($0.appearance, $0.mode.tokens[token.path]?.value ?? token.value) }
            let modal = ModalToken(token: token, values: values)
            guard let category = TokenCategory.categorize(token, config: config) else { continue }
            let named = naming.name(modal, in: category.namespace(config))
            switch category {
            case .color: description.colors.append(named)
            case .spacing: description.spacing.append(named)
            case .radius: description.radius.append(named)
            case .borderWidth: description.borderWidth.append(named)
            case .opacity: description.opacity.append(named)
            case .typography: description.typography.append(named)
            case .shadow: description.shadows.append(named)
            case .gradient: description.gradients.append(named)
            case .motion: description.motion.append(named)
            case .letterSpacing: description.letterSpacing.append(named)
            }
        }
        diagnostics.append(contentsOf: naming.collisions())
        return description
    }

    /// One mode per appearance: config mapping first, then the name rules; the first mode found
    /// for an appearance wins. The light appearance always exists (the first mode if none maps to it).
    private func appearanceModes(_ modes: [Mode], diagnostics: inout Diagnostics) -> [(appearance: Appearance, mode: Mode)] {
        var chosen: [Appearance: Mode] = [:]
        for mode in modes {
            let appearance = config.appearances[mode.name] ?? Appearance.infer(modeName: mode.name, contexts: mode.contexts)
            if chosen[appearance] == nil { chosen[appearance] = mode }
        }
        if chosen[.light] == nil, let first = modes.first { chosen[.light] = first }
        return Appearance.all.compactMap { appearance in chosen[appearance].map { (appearance, $0) } }
    }
}
