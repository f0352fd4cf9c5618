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
        let nameCollisions = naming.collisions()
        diagnostics.append(contentsOf: nameCollisions)
        // Asset names follow the Swift names, so tokens that already clash are not reported twice.
        if config.colorStrategy == .assetCatalog, !nameCollisions.hasErrors {
            nameColorAssets(&description.colors, diagnostics: &diagnostics)
        }
        return description
    }

    /// Gives every color its `.colorset` name (the member name for flat namespaces, as the output
    /// spec names them, else the ASCII spelling of the whole path; both after `dsys`, so the
    /// symbols Xcode generates for the catalog never clash with the declared constants), and
    /// reports the names whose Xcode symbols would clash anyway.
    private func nameColorAssets(_ colors: inout [NamedToken], diagnostics: inout Diagnostics) {
        let generator = SwiftNameGenerator(digitPrefix: config.digitPrefix)
        for index in colors.indices {
            let named = colors[index]
            let base = config.colors.nesting == .flat && named.member.name.unicodeScalars.allSatisfy(\.isASCII)
                ? named.member.name
                : generator.assetName(named.token.path.segments)
            colors[index].assetName = XcodeAssetSymbols.assetName(base: base, kind: .color)
        }
        let assets = colors.compactMap { named in
            named.assetName.map { XcodeAssetSymbols.Asset(name: $0, tokenPath: named.token.path.description, location: named.token.location) }
        }
        let extendsColor = config.colors.typeParts == ["Color"]
        let declaredMembers = extendsColor ? Set(colors.map(\.member.name)) : []
        diagnostics.append(contentsOf: XcodeAssetSymbols.collisions(assets, kind: .color, declaredMembers: declaredMembers))
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
        let placed = Appearance.all.compactMap { appearance in chosen[appearance].map { (appearance, $0) } }
        reportUnplacedModes(modes, placed: placed, diagnostics: &diagnostics)
        return placed
    }

    /// Modes that no appearance takes (a second light mode, a `mobile` scale, another brand) are not
    /// in the generated code; says so, naming them, instead of leaving them out silently.
    private func reportUnplacedModes(
        _ modes: [Mode], placed: [(appearance: Appearance, mode: Mode)], diagnostics: inout Diagnostics
    ) {
        let placedNames = Set(placed.map(\.mode.name))
        let unplaced = modes.filter { !placedNames.contains($0.name) }
        guard let first = unplaced.first else { return }
        let uses = placed.map { "\($0.appearance) uses '\($0.mode.name)'" }.joined(separator: ", ")
        let example = first.contexts.first { choice in placed.first?.mode.contexts.contains(choice) == false }
        diagnostics.warning(
            "\(unplaced.count == 1 ? "mode" : "modes") " + unplaced.map { "'\($0.name)'" }.joined(separator: ", ")
                + " \(unplaced.count == 1 ? "is" : "are") not generated: each appearance takes one mode (\(uses))",
            hint: "generate another mode with --context" + (example.map { " \($0)" } ?? "")
                + ", or map a mode to an appearance in dsys.json's \"appearances\""
        )
    }
}
