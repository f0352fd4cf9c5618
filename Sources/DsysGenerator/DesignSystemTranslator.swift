import DsysSource
import DsysTokens

/// Translates resolved tokens into a `DesignSystemDescription`: picks the mode for each
/// appearance, sorts tokens into categories by path and type, names them in Swift, reads the
/// component styles, and accounts for every token (`TokenAccount`).
///
/// Nothing is dropped silently: every token of the input becomes a symbol, or a warning names it
/// and the account records why; every mode the package does not show is a warning too. Two tokens
/// that would get the same Swift name in one scope are an error naming both sources; nothing is
/// renamed silently.
public struct DesignSystemTranslator: Sendable {
    /// What a translation is for.
    public enum Purpose: Sendable {
        /// Generating a package: the account lists every token's values and Swift symbols.
        case generation
        /// Generating a package whose account is not reported (`dsys generate` without `--report`):
        /// the account says of every token only whether it was emitted or why it was skipped, which
        /// is all its summary counts; the symbols and values are about a third of translating.
        case generationWithoutReport
        /// Checking categories and names only (`dsys validate`): the same names, claims and
        /// diagnostics, without the account's values and symbols, which are most of the work, or
        /// the input files of each category.
        case nameCheck
    }

    public var config: GeneratorConfig
    public var purpose: Purpose

    public init(config: GeneratorConfig, purpose: Purpose = .generation) {
        self.config = config
        self.purpose = purpose
    }

    public func translate(_ tokens: ResolvedTokens, diagnostics: inout Diagnostics) -> DesignSystemDescription {
        // Where the categories are known: a radius below zero has no meaning, a spacing may be a negative margin.
        var tokens = tokens
        tokens.modes = NegativeLengths.clamped(tokens.modes, config: config, diagnostics: &diagnostics)
        var account = TokenAccount()
        let axes = ContextAxes.find(in: tokens.modes, config: config, diagnostics: &diagnostics)
        account.choiceAxes = axes.map(\.name)
        let variants = ContextAxes.variants(of: axes, modes: tokens.modes, digitPrefix: config.digitPrefix, diagnostics: &diagnostics)
        let defaultContexts = Dictionary(uniqueKeysWithValues: axes.map { ($0.name, $0.defaultContext) })
        // Appearances come from the modes in the axes' default contexts; the others are their variants.
        let baseModes = tokens.modes.filter { mode in mode.contexts.allSatisfy { (defaultContexts[$0.modifier] ?? $0.context) == $0.context } }
        var iOSNote = IOSChoiceNote(choices: Self.iOSChoices(in: baseModes.map(\.contexts)))
        var byAppearance = appearanceModes(baseModes, iOSNote: &iOSNote, account: &account, diagnostics: &diagnostics)
        var variantModes = Self.variantModes(byAppearance, variants: variants, modes: tokens.modes)
        accountForVariantModes(tokens.modes, base: baseModes, axisNames: Set(axes.map(\.name)), variantModes: variantModes,
                               iOSNote: &iOSNote, account: &account, diagnostics: &diagnostics)
        iOSNote.report(into: &diagnostics)
        // A token of the default mode skipped in a mode the package shows beside it is left out of
        // every mode, so that mode never shows the default mode's value in its place. One skipped in
        // the default mode is missing from it, as a token only other modes define is: an optional,
        // nil there and in every other mode that skipped it, so it stays. One skipped only in modes
        // the package does not show keeps its values. So is one whose type a shown mode changes
        // (`ModeTypeMismatches`).
        let defaultMode = byAppearance.first?.mode
        let shownBesideDefault = (byAppearance.dropFirst().map(\.mode) + variantModes.flatMap { $0.compactMap(\.mode) })
            .filter { $0.name != defaultMode?.name }
        let skippedInShownModes = Set(shownBesideDefault.flatMap(\.skippedPaths)).filter { defaultMode?.tokens[$0] != nil }
        let typeMismatches = ModeTypeMismatches(defaultMode: defaultMode, shown: shownBesideDefault, strict: config.strict,
                                                diagnostics: &diagnostics)
        let leftOutOfEveryMode = skippedInShownModes.union(typeMismatches.paths)
        var allModes = tokens.modes
        if !leftOutOfEveryMode.isEmpty {
            let leftOut = skippedInShownModes
            if !leftOut.isEmpty {
                diagnostics.append(.init(
                    .note, "\(leftOut.count == 1 ? "a token" : "\(leftOut.count) tokens") skipped in a mode the package shows "
                        + "beside the default one \(leftOut.count == 1 ? "is" : "are") left out of every mode, so that mode never shows "
                        + "another mode's value: " + ChainText.abbreviated(leftOut.map(\.description).sorted().map { "'\($0)'" }).joined(separator: ", "),
                    hint: "correct \(leftOut.count == 1 ? "it where its warning points" : "them where their warnings point") to keep \(leftOut.count == 1 ? "it" : "them")"))
            }
            byAppearance = byAppearance.map { ($0.appearance, $0.mode.leavingOut(leftOutOfEveryMode)) }
            variantModes = variantModes.map { $0.map { ($0.appearance, $0.mode?.leavingOut(leftOutOfEveryMode)) } }
            allModes = allModes.map { $0.leavingOut(leftOutOfEveryMode) }
        }
        let defaultSet = byAppearance.first?.mode.tokens ?? TokenSet()
        var description = DesignSystemDescription(
            config: config, appearances: byAppearance.map(\.appearance), fontFamilies: tokens.fontFamilies,
            sources: tokens.sourceFiles, account: account
        )
        description.axes = axes
        description.variants = variants
        var naming = NamingContext()
        let modes = ShownModes(
            byAppearance: byAppearance, variants: variants, variantModes: variantModes,
            // The modes whose values the package shows: one per appearance, then those of the axes' variants.
            valueModes: byAppearance.map(\.mode) + variantModes.flatMap { $0.compactMap(\.mode) }
        )
        /// Record indices of component tokens, resolved once the styles are read.
        var componentRecords: [TokenPath: Int] = [:]
        var symbolSlots: [SymbolSlot] = []
        let (publicTokens, excluded) = partitionExcluded(defaultSet.tokens)
        for token in excluded {
            description.account.records.append(record(token, .skipped(.excluded, diagnostic: exclusionNote(token.path))))
        }
        let letterSpacingGroups = TokenCategory.letterSpacingGroups(publicTokens)
        description.account.records.reserveCapacity(description.account.records.count + publicTokens.count)
        symbolSlots.reserveCapacity(publicTokens.count)
        var translatedTokens = translateEach(publicTokens, modes: modes, letterSpacingGroups: letterSpacingGroups)
        while let translated = translatedTokens.next() {
            // Consumed by the switch: nothing reads the translated token once its parts are bound.
            switch consume translated {
            case .componentPart(let token, let inputs, let values):
                description.componentInputs.formUnion(inputs)
                componentRecords[token.path] = description.account.records.count
                description.account.records.append(record(token, .emitted(symbols: [], values: values)))
                description.componentTokens.append(token)
            case .named(let category, let names, let inputs, let values, let asksForUnusableSpring):
                // The token is read where it lies in its names (`named.modal.token`), not copied out.
                if asksForUnusableSpring { warnAboutUnusableSpring(names.named.modal.token, diagnostics: &diagnostics) }
                naming.record(names)
                // A name check collects no inputs, and a category without any needs no entry.
                if !inputs.isEmpty { description.inputsByCategory[category, default: []].formUnion(inputs) }
                for scope in flatScopes(category) {
                    naming.claim(names.named.flatMember(digitPrefix: config.digitPrefix), for: names.named.modal.token, in: scope)
                }
                if let adaptive = config.adaptiveTokensType, AdaptiveMember.includes(names.named.modal, category) {
                    naming.claim(AdaptiveMember.name(names.named.modal.token, digitPrefix: config.digitPrefix),
                                 for: names.named.modal.token, in: adaptive)
                }
                let recordIndex = description.account.records.count
                description.account.records.append(record(names.named.modal.token, .emitted(symbols: [], values: values)))
                var named = names.named
                named.position = symbolSlots.count
                description.tokensByCategory[category, default: []].append(named)
                symbolSlots.append(SymbolSlot(record: recordIndex, category: category, index: description.tokens(category).count - 1))
            }
        }
        if purpose == .generation { recordSymbols(symbolSlots, in: &description) }
        warnAboutSplitLetterSpacingGroups(letterSpacingGroups, in: description, diagnostics: &diagnostics)
        accountForComponentTokens(&description, records: componentRecords, diagnostics: &diagnostics)
        warnAboutTokensShownModesLack(publicTokens, shown: modes, diagnostics: &diagnostics)
        // Said once the names are checked: an optional whose name another token has is skipped instead.
        var partialDiagnostics = Diagnostics()
        translateTokensMissingFromDefaultMode(allModes, defaultSet: defaultSet, shown: modes, letterSpacingGroups: letterSpacingGroups,
                                              into: &description, naming: &naming, diagnostics: &partialDiagnostics)
        let nameCollisions = naming.collisions(strict: config.strict)
        if !nameCollisions.skipped.isEmpty { Self.leaveOut(nameCollisions.skipped, from: &description) }
        let collided = Set(nameCollisions.skipped.keys.map(\.description))
        diagnostics.append(contentsOf: Diagnostics(partialDiagnostics.all.filter { $0.tokenPath.map { !collided.contains($0) } ?? true }))
        Self.accountForSkippedTokens(typeMismatches.skipped + tokens.skipped, account: &description.account)
        description.orderedScales = config.orderChecks.compactMap { OrderedScale($0, in: description, diagnostics: &diagnostics) }
        diagnostics.append(contentsOf: nameCollisions.diagnostics)
        if let weights = ApproximatedFontWeights.note(in: description) { diagnostics.append(weights) }
        // Asset names follow the Swift names, so tokens that already clash are not reported twice.
        if config.colorStrategy == .assetCatalog, !nameCollisions.diagnostics.hasErrors {
            // Taken out of the dictionary while their asset names are set, so the array is not copied.
            var colors = description.tokensByCategory.removeValue(forKey: .color) ?? []
            description.adaptiveColors = [TokenCategory.shadow, .gradient, .border].flatMap { category in
                description.tokens(category).flatMap { AdaptiveColor.slots(of: $0, appearances: description.appearances) }
            }
            nameColorAssets(&colors, adaptive: &description.adaptiveColors, diagnostics: &diagnostics)
            if !colors.isEmpty { description.tokensByCategory[.color] = colors }
        }
        return description
    }

    /// Leaves the tokens of `skipped` (a name another token has, and the warning that says so) out of
    /// the model, before anything refers to them by name: their records say why they are skipped.
    private static func leaveOut(_ skipped: [TokenPath: String], from description: inout DesignSystemDescription) {
        for category in Array(description.tokensByCategory.keys) {
            description.tokensByCategory[category]?.removeAll { skipped[$0.modal.token.path] != nil }
        }
        description.partialTokens.removeAll { skipped[$0.named.modal.token.path] != nil }
        for index in description.account.records.indices {
            guard let message = skipped[description.account.records[index].path],
                  case .emitted = description.account.records[index].outcome else { continue }
            description.account.records[index].outcome = .skipped(.nameCollision, diagnostic: message)
        }
    }

    /// The tokens the public API gets and those the config's `exclude` patterns leave out (none
    /// without patterns, and then no copy of the array).
    private func partitionExcluded(_ tokens: [Token]) -> (kept: [Token], excluded: [Token]) {
        guard !config.exclude.isEmpty else { return (tokens, []) }
        var kept: [Token] = [], excluded: [Token] = []
        for token in tokens {
            if isExcluded(token.path) { excluded.append(token) } else { kept.append(token) }
        }
        return (kept, excluded)
    }

    private func isExcluded(_ path: TokenPath) -> Bool {
        config.exclude.contains { $0.matches(path) }
    }

    /// The account's note for an excluded token: the pattern that excludes it.
    private func exclusionNote(_ path: TokenPath) -> String {
        let pattern = config.exclude.first { $0.matches(path) }.map(\.description) ?? ""
        return "'\(path)' is excluded by the pattern '\(pattern)' in \"exclude\"; aliases still resolve through it"
    }

    /// A group with letter spacings relative to the font size (`-2%`) whose other lengths are not zero
    /// (`1px`) lands in two namespaces, since points cannot be turned into a fraction of a font size
    /// dsys does not know: a warning names each such length, so the group can be given one unit. Only
    /// a length named for letter spacing counts: a spacing, radius or font size beside the letter
    /// spacings of a flat group (`font.heading-1.fontSize` beside its `letterSpacing` of `0.25%`, an
    /// expanded typography style; `space` beside `tracking`) is no letter spacing of the group.
    private func warnAboutSplitLetterSpacingGroups(
        _ groups: Set<TokenPath>, in description: DesignSystemDescription, diagnostics: inout Diagnostics
    ) {
        guard !groups.isEmpty else { return }
        for category in [TokenCategory.spacing, .radius, .borderWidth, .dimension] {
            for named in description.tokens(category)
            where groups.contains(named.token.path.parent) && LetterSpacingName.names(named.token.path) {
                let group = named.token.path.parent
                diagnostics.warning(
                    "'\(named.token.path)' is a length while other tokens of '\(group)' are relative to the font size (% or em), "
                        + "so the group lands in two namespaces: this one in \(category.namespace(config).type), the others in "
                        + "\(config.valuesType).LetterSpacing",
                    at: named.token.location, token: named.token.path.description,
                    hint: "give every token of '\(group)' the same unit (a percent or em for letter spacing)"
                )
            }
        }
    }

    /// The modes a package shows, as the token loop needs them.
    private struct ShownModes: Sendable {
        var byAppearance: [(appearance: Appearance, mode: Mode)]
        var variants: [AxisVariant]
        var variantModes: [[(appearance: Appearance, mode: Mode?)]]
        var valueModes: [Mode]
    }

    /// What one token of the default mode becomes, worked out without looking at the other tokens,
    /// with the files its values come from in every mode the package shows (`inputs`) and the values
    /// its account record lists. The token is held once: a named token's is in its names.
    private enum TranslatedToken: Sendable {
        /// A token of a component style, which gets no names of its own.
        case componentPart(Token, inputs: Set<String>, values: [TokenAccount.ModeValue])
        /// A token with its category and names.
        case named(TokenCategory, TokenNamer.Names, inputs: Set<String>, values: [TokenAccount.ModeValue], asksForUnusableSpring: Bool)
    }

    /// The warning for a motion token whose spring cannot be built.
    private func warnAboutUnusableSpring(_ token: Token, diagnostics: inout Diagnostics) {
        diagnostics.warning(
            "'\(token.path)' asks for a spring without a usable damping fraction; it is animated with its timing curve",
            at: token.location, token: token.path.description,
            hint: "write \"$extensions\": {\"dsys\": {\"spring\": {\"dampingFraction\": 0.6}}} on a duration or transition token"
        )
    }

    /// Translated tokens handed out in order, each moved out of its half rather than copied (a copy
    /// is a retain and release of each of its parts): the halves are held last token first, so the
    /// next token is the last element of the earlier half, then of the later one.
    private struct TranslatedTokens {
        var earlierHalfReversed: [TranslatedToken]
        var laterHalfReversed: [TranslatedToken]

        mutating func next() -> TranslatedToken? {
            earlierHalfReversed.popLast() ?? laterHalfReversed.popLast()
        }
    }

    /// `tokens` translated one by one (the two halves, not joined into one array). Each token is
    /// translated on its own, so the halves are translated side by side (`SplitWork`): the second
    /// thread is idle until the targets run.
    private func translateEach(_ tokens: [Token], modes: ShownModes, letterSpacingGroups: Set<TokenPath>) -> TranslatedTokens {
        let halves = SplitWork.inHalves(tokens) { [self] half in
            translateReversed(half, modes: modes, letterSpacingGroups: letterSpacingGroups)
        }
        return TranslatedTokens(earlierHalfReversed: halves.earlier, laterHalfReversed: halves.later)
    }

    /// `tokens` translated one by one, the last first (names do not depend on the order).
    private func translateReversed(
        _ tokens: ArraySlice<Token>, modes: ShownModes, letterSpacingGroups: Set<TokenPath>
    ) -> [TranslatedToken] {
        var namer = TokenNamer(config: config)
        let componentGroups = config.componentStyles.paths.map { TokenPath(dotted: $0).segments }
        return tokens.reversed().map { token in
            // The tokens come from the first appearance's mode, the first of the value modes too, so
            // that mode is not looked up again: with one mode, no token is looked up at all.
            // Labelled as `ModalToken.values` is, so the array is not cast (copied) into that type.
            let values = modes.byAppearance.indices.map { index in
                let entry = modes.byAppearance[index]
                return (appearance: entry.appearance, value: index == 0 ? token.value : entry.mode.tokens[token.path]?.value ?? token.value)
            }
            var modal = ModalToken(token: token, values: values)
            modal.variantValues = modes.variantModes.map { perAppearance in
                perAppearance.map { ($0.appearance, $0.mode?.tokens[token.path]?.value ?? modal.value(for: $0.appearance)) }
            }
            modal.variantLocations = modes.variantModes.map { $0.first?.mode?.tokens[token.path]?.location }
            let accountsValues = purpose == .generation
            // The files each section of the package comes from; a name check writes no sections.
            let inputs = purpose != .nameCheck
                ? Set([token.location.file] + modes.valueModes.dropFirst().compactMap { $0.tokens[token.path]?.location.file }) : []
            if Self.isComponentToken(token.path, groups: componentGroups) {
                return .componentPart(token, inputs: inputs, values: accountsValues ? modeValues(modal, modes.byAppearance) : [])
            }
            let category = TokenCategory.categorize(token, config: config, letterSpacingGroups: letterSpacingGroups)
            let accountedValues = accountsValues
                ? modeValues(modal, modes.byAppearance) + variantValues(modal, variants: modes.variants, modes: modes.variantModes, byAppearance: modes.byAppearance) : []
            let asksForUnusableSpring = MotionValue.requestsSpring(token) && MotionValue.springDamping(of: token) == nil
            return .named(category, namer.name(modal, in: category.namespace(config)), inputs: inputs, values: accountedValues,
                          asksForUnusableSpring: asksForUnusableSpring)
        }
    }

    /// Where the symbols of a named token go: the index of its record in the account, and its
    /// category and place in that category's tokens.
    private struct SymbolSlot: Sendable {
        var record: Int
        var category: TokenCategory
        var index: Int
    }

    /// Records each slot's symbols in its account record. The symbols are many strings, made for
    /// each slot on its own, so the halves are made side by side (`SplitWork`).
    private func recordSymbols(_ slots: [SymbolSlot], in description: inout DesignSystemDescription) {
        let tokens = description.tokensByCategory, config = config, variants = description.variants
        let halves = SplitWork.inHalves(slots) { half in
            Self.symbols(of: half, tokens: tokens, config: config, variants: variants)
        }
        for (slot, symbols) in zip(slots, halves.earlier + halves.later) {
            guard case .emitted(_, let values) = description.account.records[slot.record].outcome else { continue }
            description.account.records[slot.record].outcome = .emitted(symbols: symbols, values: values)
        }
    }

    private static func symbols(
        of slots: ArraySlice<SymbolSlot>, tokens: [TokenCategory: [NamedToken]], config: GeneratorConfig, variants: [AxisVariant]
    ) -> [[String]] {
        slots.map { slot in TokenSymbols.symbols((tokens[slot.category] ?? [])[slot.index], slot.category, config: config, variants: variants) }
    }

    /// The scopes where a token of `category` gets its flat name (groups joined): the shadow enum,
    /// the typography preset enum and the gradient stops type.
    private func flatScopes(_ category: TokenCategory) -> [String] {
        switch category {
        case .shadow: return [config.shadowType]
        case .typography: return config.typographyType.map { [$0] } ?? []
        case .gradient: return config.gradientStops.map { ["\(config.gradients.type).\($0)"] } ?? []
        default: return []
        }
    }

    private func record(_ token: Token, _ outcome: TokenAccount.Outcome) -> TokenAccount.Record {
        TokenAccount.Record(path: token.path, type: token.type.rawValue, location: token.location, outcome: outcome)
    }

    /// The value each emitted appearance shows, with the mode it comes from.
    private func modeValues(_ modal: ModalToken, _ byAppearance: [(appearance: Appearance, mode: Mode)]) -> [TokenAccount.ModeValue] {
        // A value a mode does not define is another mode's, credited to it.
        byAppearance.map { entry in
            let mode = entry.mode.tokens[modal.token.path] == nil
                ? Self.standIn(for: modal.token.path, in: entry.appearance, byAppearance: byAppearance) : entry.mode
            return TokenAccount.ModeValue(appearance: entry.appearance, mode: mode.name, value: modal.value(for: entry.appearance))
        }
    }

    /// The mode whose value a shown mode that does not define `path` shows in `appearance`: the
    /// default contexts' mode of that appearance where it defines the token, else the default mode.
    private static func standIn(for path: TokenPath, in appearance: Appearance,
                                byAppearance: [(appearance: Appearance, mode: Mode)]) -> Mode {
        let mode = byAppearance.first { $0.appearance == appearance }?.mode
        return mode.flatMap { $0.tokens[path] != nil ? $0 : nil } ?? byAppearance[0].mode
    }

    /// The value each appearance shows in each variant of the mode axes whose mode exists, with that mode.
    private func variantValues(
        _ modal: ModalToken, variants: [AxisVariant], modes: [[(appearance: Appearance, mode: Mode?)]],
        byAppearance: [(appearance: Appearance, mode: Mode)]
    ) -> [TokenAccount.ModeValue] {
        zip(variants.indices, modes).flatMap { index, perAppearance in
            perAppearance.compactMap { entry in
                entry.mode.map { mode in
                    // A value the variant's mode does not define is another mode's, credited to it.
                    TokenAccount.ModeValue(appearance: entry.appearance,
                                           mode: mode.tokens[modal.token.path] == nil
                                               ? Self.standIn(for: modal.token.path, in: entry.appearance, byAppearance: byAppearance).name
                                               : mode.name,
                                           value: modal.value(for: entry.appearance, variant: index), contexts: variants[index].choices)
                }
            }
        }
    }

    /// For each variant of the mode axes and each emitted appearance, the mode that has the
    /// appearance's mode's contexts with the variant's choices on the axes (nil when the input has
    /// no such mode: the default contexts' value stands in).
    static func variantModes(
        _ byAppearance: [(appearance: Appearance, mode: Mode)], variants: [AxisVariant], modes: [Mode]
    ) -> [[(appearance: Appearance, mode: Mode?)]] {
        func key(_ choices: [ContextChoice]) -> [String] { choices.map(\.description).sorted() }
        var modeByChoices: [[String]: Mode] = [:]
        for mode in modes where modeByChoices[key(mode.contexts)] == nil { modeByChoices[key(mode.contexts)] = mode }
        return variants.map { variant in
            let axisNames = Set(variant.choices.map(\.modifier))
            return byAppearance.map { entry in
                let choices = entry.mode.contexts.filter { !axisNames.contains($0.modifier) } + variant.choices
                return (entry.appearance, modeByChoices[key(choices)])
            }
        }
    }

    /// Records the modes outside the axes' default contexts: a mode that supplies an appearance in a
    /// variant is emitted (as that appearance); any other is a warning naming it, as for base modes.
    private func accountForVariantModes(
        _ modes: [Mode], base: [Mode], axisNames: Set<String>, variantModes: [[(appearance: Appearance, mode: Mode?)]],
        iOSNote: inout IOSChoiceNote, account: inout TokenAccount, diagnostics: inout Diagnostics
    ) {
        let baseNames = Set(base.map(\.name))
        var appearanceOfMode: [String: Appearance] = [:]
        for perAppearance in variantModes { for entry in perAppearance { if let mode = entry.mode { appearanceOfMode[mode.name] = entry.appearance } } }
        let baseByContexts = Dictionary(base.map { (Set($0.contexts.filter { !axisNames.contains($0.modifier) }), $0.name) }) { first, _ in first }
        for mode in modes where !baseNames.contains(mode.name) {
            var reason: String?
            if appearanceOfMode[mode.name] == nil {
                let baseName = baseByContexts[Set(mode.contexts.filter { !axisNames.contains($0.modifier) })] ?? "?"
                let axisChoices = mode.contexts.filter { axisNames.contains($0.modifier) }.map(\.description).joined(separator: ", ")
                let because = "it is mode '\(baseName)' with \(axisChoices), and '\(baseName)' is not emitted"
                if !iOSNote.counts(mode) {
                    diagnostics.warning(
                        "mode '\(mode.name)' is not emitted: \(because)",
                        hint: "pick the modes to generate with --context (or \"contexts\" in dsys.json), or map the mode to another appearance in \"appearances\""
                    )
                }
                reason = because
            }
            account.modes.append(.init(name: mode.name, contexts: mode.contexts, appearance: appearanceOfMode[mode.name], notEmittedBecause: reason))
        }
    }

    /// Reads the component styles once (the reader warns about every token that fits no property)
    /// and records each component token as the style it sets, or as skipped.
    private func accountForComponentTokens(
        _ description: inout DesignSystemDescription, records: [TokenPath: Int], diagnostics: inout Diagnostics
    ) {
        guard !records.isEmpty else { return }
        let reader = ComponentStyleReader(config: config)
        let generator = SwiftNameGenerator(digitPrefix: config.digitPrefix)
        var styleOfToken: [TokenPath: String] = [:]
        for kind in ComponentStyle.Kind.allCases {
            let styles = reader.styles(kind, from: description.componentTokens, diagnostics: &diagnostics)
            description.componentStyles[kind] = styles
            for style in styles {
                let symbol = generator.typeName([style.name]).name + kind.typeSuffix
                for token in style.properties.values { styleOfToken[token.path] = symbol }
                for parameter in style.parameters { for option in parameter.options { styleOfToken[option.token.path] = symbol } }
            }
        }
        for (path, index) in records {
            let record = description.account.records[index]
            if let symbol = styleOfToken[path], case .emitted(_, let values) = record.outcome {
                description.account.records[index].outcome = .emitted(symbols: [symbol], values: values)
            } else {
                description.account.records[index].outcome = .skipped(
                    .unusableComponentToken, diagnostic: "'\(path)' fits no property of its component style and is left out"
                )
            }
        }
    }

    /// Whether `path` lies inside one of the component-style groups (`segments` of each).
    private static func isComponentToken(_ path: TokenPath, groups: [[String]]) -> Bool {
        groups.contains { path.segments.count > $0.count && path.segments.starts(with: $0) }
    }

    /// A token of the default mode that another mode the package shows does not define shows
    /// another mode's value there: in another appearance, the default mode's (a Tokens Studio `Dark`
    /// theme that does not enable a set the `Light` theme enables); in a variant of the mode axes,
    /// the default contexts' mode of that appearance (Hearst's brands, which lack colors only Car
    /// and Driver defines). One warning per such mode names the tokens. A mode read over the default
    /// one (`modes/dark.json` over the base files) defines them all.
    private func warnAboutTokensShownModesLack(_ tokens: [Token], shown: ShownModes, diagnostics: inout Diagnostics) {
        guard let defaultMode = shown.byAppearance.first?.mode else { return }
        let lacking = shown.byAppearance.dropFirst().map { (mode: $0.mode, appearance: $0.appearance) }
            + shown.variantModes.joined().compactMap { entry in entry.mode.map { (mode: $0, appearance: entry.appearance) } }
        for (mode, appearance) in lacking where !mode.tokens.sharesTokens(with: defaultMode.tokens) {
            let missing = tokens.filter { mode.tokens[$0.path] == nil && !mode.skippedPaths.contains($0.path) }
            guard let first = missing.first else { continue }
            let shows = Self.standIn(for: first.path, in: appearance, byAppearance: shown.byAppearance)
            let names = missing.count == 1 ? "'\(first.path)'"
                : "\(missing.count) tokens of the default mode '\(defaultMode.name)': "
                    + ChainText.abbreviated(missing.map { "'\($0.path)'" }).joined(separator: ", ")
            let missingPaths = missing.map(\.path)
            let twins = LetterCaseTwins(mode.tokens.tokens, lookingFor: missingPaths).sentence(for: missingPaths, in: mode.name)
            diagnostics.warning(
                "mode '\(mode.name)' does not define \(names); it shows the value of mode '\(shows.name)' there",
                at: first.location, token: first.path.description,
                hint: "define \(missing.count == 1 ? "it" : "them") in mode '\(mode.name)' too (in Tokens Studio, enable the set in its theme) "
                    + "if the value there differs" + (twins.map { "; " + $0 } ?? ""))
        }
    }

    /// Tokens that only non-default modes define have no default value. One that a shown mode
    /// defines becomes a `PartialToken` (an optional in the value layer and `DSAdaptiveTokens`),
    /// recorded as emitted, with a warning naming the modes; one that belongs to a component style
    /// has nothing to generate from and is skipped with a warning; those that only modes the package
    /// does not show define (compound's Android and Web platforms beside iOS) are skipped, and one
    /// note counts them: those modes are not generated at all, with a warning of their own. When
    /// no token is emitted at all, that note is an error: the package would hold nothing.
    private func translateTokensMissingFromDefaultMode(
        _ modes: [Mode], defaultSet: TokenSet, shown: ShownModes, letterSpacingGroups: Set<TokenPath>,
        into description: inout DesignSystemDescription, naming: inout NamingContext, diagnostics: inout Diagnostics
    ) {
        var missing: [TokenPath: (token: Token, modes: [String])] = [:]
        var order: [TokenPath] = []
        // The default mode itself (the same token array) has nothing missing, so it is not looked through.
        for mode in modes where !mode.tokens.sharesTokens(with: defaultSet) {
            for token in mode.tokens.tokens where defaultSet[token.path] == nil {
                if missing[token.path] == nil { order.append(token.path) }
                missing[token.path, default: (token, [])].modes.append(mode.name)
            }
        }
        let defaultName = shown.byAppearance.first?.mode.name ?? "default"
        // A token the default mode skipped for a problem of its own is defined there: saying it is not
        // sent DS-Jupiter's users to add a token they have (`"None"`, no color, in one brand).
        let skippedInDefault = modes.first { $0.tokens.sharesTokens(with: defaultSet) }?.skippedPaths ?? []
        let componentGroups = config.componentStyles.paths.map { TokenPath(dotted: $0).segments }
        var namer = TokenNamer(config: config)
        var onlyInHiddenModes: [(path: TokenPath, location: SourceLocation, modes: [String])] = []
        let twins = order.isEmpty ? nil : LetterCaseTwins(defaultSet.tokens, lookingFor: order)
        for path in order {
            guard let entry = missing[path] else { continue }
            if isExcluded(path) {
                description.account.records.append(record(entry.token, .skipped(.excluded, diagnostic: exclusionNote(path))))
                continue
            }
            let others = entry.modes.map { "'\($0)'" }.joined(separator: ", ")
            let isSkipped = skippedInDefault.contains(path)
            let definedIn = isSkipped
                ? "'\(path)' is skipped in the default mode '\(defaultName)' (its warning there says why) and read only in mode(s) \(others)"
                : "'\(path)' is defined only in mode(s) \(others), not in the default mode '\(defaultName)'"
            let twin = twins?.sentence(for: [path], in: defaultName).map { "; " + $0 } ?? ""
            let values = Self.isComponentToken(path, groups: componentGroups) ? [] : partialValues(path, shown: shown)
            guard let first = values.first else {
                let message = definedIn + "; it is left out"
                if !Self.isComponentToken(path, groups: componentGroups) {
                    onlyInHiddenModes.append((path, entry.token.location, entry.modes))
                } else {
                    diagnostics.warning(message, at: entry.token.location, token: path.description,
                                        hint: "define '\(path)' in the default mode too, or pick a mode with --context" + twin)
                }
                description.account.records.append(record(entry.token, .skipped(.missingFromDefaultMode, diagnostic: message)))
                continue
            }
            var token = entry.token
            token.value = first.value
            let category = TokenCategory.categorize(token, config: config, letterSpacingGroups: letterSpacingGroups)
            let names = namer.name(ModalToken(token: token, values: [(.light, token.value)]), in: category.namespace(config))
            naming.record(names)
            let partial = PartialToken(category: category, named: names.named, values: values.map { ($0.slot, $0.value) })
            if let adaptive = config.adaptiveTokensType, AdaptiveMember.includes(partial) {
                naming.claim(AdaptiveMember.name(token, digitPrefix: config.digitPrefix), for: token, in: adaptive)
            }
            description.partialTokens.append(partial)
            let reading = (AdaptiveMember.includes(partial) ? config.adaptiveTokensType : nil).map {
                "read it as \($0)().\(AdaptiveMember.name(token, digitPrefix: config.digitPrefix).rendered) in a view; "
            } ?? ""
            diagnostics.warning(definedIn + "; it is generated as an optional, nil in the other modes",
                                at: token.location, token: path.description,
                                hint: reading + (isSkipped ? "correct its value in the default mode" : "define '\(path)' in the default mode too")
                                    + " for a constant of the static API" + twin)
            let accounted = values.map { value in
                TokenAccount.ModeValue(appearance: value.slot.appearance, mode: value.mode, value: value.value,
                                       contexts: value.slot.variant.map { description.variants[$0].choices } ?? [])
            }
            let reported = purpose == .generation
            let symbols = reported ? TokenSymbols.symbols(partial, config: config, variants: description.variants) : []
            description.account.records.append(record(token, .emitted(symbols: symbols, values: reported ? accounted : [])))
        }
        if let first = onlyInHiddenModes.first {
            let modes = onlyInHiddenModes.reduce(into: [String]()) { all, entry in
                for mode in entry.modes where !all.contains(mode) { all.append(mode) }
            }
            let count = onlyInHiddenModes.count
            let leftOut = "\(count) token\(count == 1 ? " is" : "s are") defined only in modes the package does not show ("
                + ChainText.abbreviated(modes.map { "'\($0)'" }).joined(separator: ", ") + "), such as '\(first.path)'; "
                + (count == 1 ? "it is" : "they are") + " left out"
            // A package of nothing (a `--context` that picks a theme whose own files no mode reads) must not pass, as an
            // input whose every token is source-only does not (`DesignSystemGenerator.checkSomethingToGenerate`).
            if description.account.emittedCount == 0 {
                diagnostics.error("there is nothing to generate: the default mode '\(defaultName)' emits no token, and " + leftOut,
                                  at: first.location, token: first.path.description,
                                  hint: "pick those modes with --context (or \"contexts\" in dsys.json) to generate them")
            } else {
                diagnostics.append(Diagnostic(.note, leftOut, at: first.location, token: first.path.description,
                                              hint: "pick those modes with --context to generate them"))
            }
        }
    }

    /// The values of the token at `path` in every slot (default contexts, then each variant of the
    /// mode axes; each appearance) whose mode defines it. A variant whose mode the input lacks
    /// shows the default contexts' values, as it does for every other token.
    private func partialValues(_ path: TokenPath, shown: ShownModes) -> [(slot: PartialToken.Slot, mode: String, value: TokenValue)] {
        var values: [(slot: PartialToken.Slot, mode: String, value: TokenValue)] = []
        var defaults: [Appearance: (mode: String, value: TokenValue)] = [:]
        for entry in shown.byAppearance {
            guard let token = entry.mode.tokens[path] else { continue }
            defaults[entry.appearance] = (entry.mode.name, token.value)
            values.append((PartialToken.Slot(variant: nil, appearance: entry.appearance), entry.mode.name, token.value))
        }
        for (variant, perAppearance) in shown.variantModes.enumerated() {
            for entry in perAppearance {
                let slot = PartialToken.Slot(variant: variant, appearance: entry.appearance)
                if let mode = entry.mode {
                    if let token = mode.tokens[path] { values.append((slot, mode.name, token.value)) }
                } else if let standIn = defaults[entry.appearance] {
                    values.append((slot, standIn.mode, standIn.value))
                }
            }
        }
        return values
    }

    /// Records the tokens the front end skipped (their warnings are given already), each path once.
    private static func accountForSkippedTokens(_ skipped: [SkippedToken], account: inout TokenAccount) {
        guard !skipped.isEmpty else { return }
        var recorded = Set(account.records.map(\.path))
        for token in skipped where recorded.insert(token.path).inserted {
            let type = token.typeName.flatMap { TokenTypeName.canonical($0, dialect: .dtcg)?.rawValue ?? $0 } ?? "unknown"
            account.records.append(TokenAccount.Record(
                path: token.path, type: type, location: token.location, outcome: .skipped(token.reason, diagnostic: token.message)
            ))
        }
    }

    /// Gives every color its `.colorset` name (the member name for flat namespaces when it is ASCII
    /// letters and digits, as the output spec names them, else the ASCII spelling of the whole path;
    /// both after `dsys`, so the symbols Xcode generates for the catalog never clash with the
    /// declared constants), and every
    /// adaptive color inside a shadow, gradient or border the path plus its slot
    /// (`dsysShadowCardLayer0`); a name another asset has up to letter case or Xcode symbol gets
    /// `Alt` (`UniqueColorAssetNames`), and a symbol that clashes with a declared member is an error.
    private func nameColorAssets(_ colors: inout [NamedToken], adaptive: inout [AdaptiveColor], diagnostics: inout Diagnostics) {
        let generator = SwiftNameGenerator(digitPrefix: config.digitPrefix)
        // Read in place (stored properties only): a copy of the named token is a retain and release
        // of each of its parts.
        func colorBase(_ index: Int) -> String {
            let member = colors[index].member.name
            // Xcode drops underscores from asset symbols, so a member such as `ds_Muted` (from `_muted`)
            // is spelled out like any other non-letter.
            return config.colors.nesting == .flat && member.utf8.allSatisfy(SwiftNameGenerator.isASCIILetterOrDigit)
                ? member
                : generator.assetName(colors[index].modal.token.path.segments)
        }
        func adaptiveBase(_ index: Int) -> String {
            generator.assetName(adaptive[index].tokenPath.segments + adaptive[index].nameSuffix)
        }
        var assets: [XcodeAssetSymbols.Asset] = []
        assets.reserveCapacity(colors.count + adaptive.count)
        for index in colors.indices {
            let name = XcodeAssetSymbols.assetName(base: colorBase(index), kind: .color)
            colors[index].assetName = name
            assets.append(XcodeAssetSymbols.Asset(name: name, source: .token(colors[index].modal.token.path),
                                                  location: colors[index].modal.token.location))
        }
        for index in adaptive.indices {
            let name = XcodeAssetSymbols.assetName(base: adaptiveBase(index), kind: .color)
            adaptive[index].assetName = name
            assets.append(XcodeAssetSymbols.Asset(name: name, source: .token(adaptive[index].tokenPath),
                                                  location: adaptive[index].modal.token.location))
        }
        let colorCount = colors.count
        let renamed = UniqueColorAssetNames.disambiguate(
            &assets, base: { $0 < colorCount ? colorBase($0) : adaptiveBase($0 - colorCount) }, diagnostics: &diagnostics
        )
        for index in renamed {
            if index < colorCount {
                colors[index].assetName = assets[index].name
            } else {
                adaptive[index - colorCount].assetName = assets[index].name
            }
        }
        // The colors' members are declared in `extension Color` when that is their type.
        var declaredMembers = Set<String>()
        if config.colors.typeParts == ["Color"] {
            for index in colors.indices where XcodeAssetSymbols.isPossibleSymbol(colors[index].member.name) {
                declaredMembers.insert(colors[index].member.name)
            }
        }
        diagnostics.append(contentsOf: XcodeAssetSymbols.declaredMemberClashes(assets, kind: .color, declaredMembers: declaredMembers))
    }

    /// The mode of the same theme in the other appearance: for a dark mode such as `cds-dark`, the
    /// mode named alike with `light` for `dark` (`cds-light`), and the other way round, among modes of
    /// one context at most (Tokens Studio themes, one resolver modifier, one Figma collection); among
    /// modes of several contexts (several Figma collections), the mode that differs in one context
    /// only, that context's twin (`MDS-Light` and `MDS-Dark` of the palette collection, the other
    /// collections' choices the same). Nil when the mode names no theme (`dark`, `Dark`) or no such
    /// mode exists.
    private static func twin(of mode: Mode, from appearance: String, to other: String, among modes: [Mode]) -> Mode? {
        guard mode.contexts.count <= 1 else {
            return modes.first { candidate in
                guard candidate.name != mode.name, candidate.contexts.count == mode.contexts.count else { return false }
                let differing = zip(mode.contexts, candidate.contexts).filter { $0 != $1 }
                guard differing.count == 1, let (mine, theirs) = differing.first, mine.modifier == theirs.modifier else { return false }
                return areTwins(mine.context, theirs.context, from: appearance, to: other)
            }
        }
        return modes.first { candidate in
            candidate.contexts.count <= 1 && candidate.name != mode.name && areTwins(mode.name, candidate.name, from: appearance, to: other)
        }
    }

    /// Whether `name` names a theme in `appearance` and `candidate` the same theme in `other`
    /// (`cds-dark` and `cds-light`).
    private static func areTwins(_ name: String, _ candidate: String, from appearance: String, to other: String) -> Bool {
        guard let theme = themeName(name, apartFrom: appearance) else { return false }
        let otherAppearance: Appearance = other == "dark" ? .dark : .light
        return Appearance.infer(modeName: candidate, contexts: []) == otherAppearance
            && candidate.lowercased().contains(other) && themeName(candidate, apartFrom: other) == theme
    }

    /// The words of a mode's name other than `appearance` and words that name no theme (`mode`,
    /// `default`, …): `cds-dark` apart from `dark` is `cds`, `Dark mode` is nil. Lowercased and
    /// joined by spaces; nil when no word is left.
    private static func themeName(_ modeName: String, apartFrom appearance: String) -> String? {
        let words = modeName.lowercased().replacingOccurrences(of: appearance, with: " ")
            .split { !$0.isLetter && !$0.isNumber }.filter { !wordsNamingNoTheme.contains(String($0)) }
        return words.isEmpty ? nil : words.joined(separator: " ")
    }

    /// Whether a mode's name or contexts name an appearance (`Light`, `MDS-Dark`, `light` of an
    /// axis), where others (`Eflatun`) are light only for naming no dark.
    private static func namesAnAppearance(_ mode: Mode) -> Bool {
        ([mode.name] + mode.contexts.map(\.context)).contains { AppearanceContextName.namesDark($0) || AppearanceContextName.namesLight($0) }
    }

    /// Words in mode names that say nothing of which theme a mode belongs to.
    private static let wordsNamingNoTheme: Set<String> = ["mode", "modes", "theme", "themes", "default", "scheme", "color", "colors", "appearance"]

    /// Context names that mean iOS on a platform or device axis.
    static let iOSContextNames: Set<String> = ["ios", "iphone", "ipados", "apple", "mobile"]

    /// The contexts that are the iOS choice of an axis the modes vary along (`platform=iOS` when
    /// `platform` also has `web`), at most one per axis; axes whose contexts name appearances do
    /// not count.
    static func iOSChoices(in modeContexts: [[ContextChoice]]) -> Set<ContextChoice> {
        var contextsByAxis: [String: Set<String>] = [:]
        for choice in modeContexts.joined() { contextsByAxis[choice.modifier, default: []].insert(choice.context) }
        var choices = Set<ContextChoice>()
        // An axis that also holds appearances (Terrazzo's single `mode` axis) is no platform axis.
        for (axis, contexts) in contextsByAxis
        where contexts.count > 1 && contexts.allSatisfy({ Appearance.infer(modeName: $0, contexts: []) == .light }) {
            if let context = contexts.sorted().first(where: { iOSContextNames.contains($0.lowercased()) }) {
                choices.insert(ContextChoice(modifier: axis, context: context))
            }
        }
        return choices
    }

    /// One mode per appearance: modes the config maps first, then the name rules; the first mode found
    /// for an appearance wins (a mode named after it over one that names none), where modes with an axis's iOS context (`platform=iOS`,
    /// `size=mobile`) come first (a note names the choice), and a mode whose every light/dark axis
    /// picks the appearance wins over one that mixes them (`AppearanceMismatches`: of two Figma
    /// collections with modes Light and Dark, dark is Dark-Dark, not Light-Dark). Of modes whose names differ only in
    /// letter case (Tokens Studio themes `dark` and `Dark`) and that are alike in that, the one that
    /// defines more tokens wins: a theme that only names a source set would otherwise give every
    /// token of that appearance another mode's value. The light appearance always exists
    /// (the first mode if none maps to it). Every other mode is recorded as not emitted and is a
    /// warning naming it.
    private func appearanceModes(
        _ modes: [Mode], iOSNote: inout IOSChoiceNote, account: inout TokenAccount, diagnostics: inout Diagnostics
    ) -> [(appearance: Appearance, mode: Mode)] {
        var chosen: [Appearance: Mode] = [:]
        let iOSChoices = iOSNote.choices
        // Modes with the most axes at their iOS context first, so they stand for their appearance: of
        // two platform axes (vuongvu's `Responsive` and `Typography`, both Desktop/Mobile), Mobile on one
        // and Desktop on the other is no iOS mode.
        let iOSCount = { (mode: Mode) in mode.contexts.count(where: iOSChoices.contains) }
        let ordered = modes.enumerated().sorted { first, second in
            let (a, b) = (iOSCount(first.element), iOSCount(second.element))
            return a != b ? a > b : first.offset < second.offset
        }.map(\.element)
        // Modes mapped in the config first, so they win over modes whose names merely suggest the appearance.
        for mode in ordered {
            if let appearance = config.appearances[mode.name], chosen[appearance] == nil { chosen[appearance] = mode }
        }
        let mapped = Set(chosen.keys)
        let mismatches = AppearanceMismatches(modes)
        for mode in ordered where config.appearances[mode.name] == nil {
            let appearance = Appearance.infer(modeName: mode.name, contexts: mode.contexts)
            guard let current = chosen[appearance] else {
                chosen[appearance] = mode
                continue
            }
            guard !mapped.contains(appearance), iOSCount(mode) == iOSCount(current) else { continue }
            // A mode named after the appearance wins over one that only names no other (TalhaDS's
            // Figma modes `Dark`, `Eflatun`, `Light`: `Eflatun`, first in order, was the light appearance).
            if Self.namesAnAppearance(mode), !Self.namesAnAppearance(current) {
                chosen[appearance] = mode
                continue
            }
            let (mine, theirs) = (mismatches.count(in: mode, for: appearance), mismatches.count(in: current, for: appearance))
            if mine < theirs
                || (mine == theirs && mode.name.lowercased() == current.name.lowercased() && mode.tokens.count > current.tokens.count) {
                chosen[appearance] = mode
            }
        }
        // The default mode, when it reads light and a dark mode is named after its theme (Figma's
        // default `MDS-Light` beside `MDS-Dark`), stands for light with that twin for dark; else a dark
        // mode named after a theme takes that theme's light mode. A twin that mixes light and dark
        // contexts more than the mode it would replace does not (of two groups with Light and Dark
        // themes, `Figma Dark` + Penpot's `Light` is no dark twin of the all-light default).
        let isNoWorse = { (twin: Mode, appearance: Appearance) in
            chosen[appearance].map { mismatches.count(in: twin, for: appearance) <= mismatches.count(in: $0, for: appearance) } ?? true
        }
        if !mapped.contains(.light), !mapped.contains(.dark), let first = ordered.first, chosen[.light]?.name == first.name,
           let twin = Self.twin(of: first, from: "light", to: "dark", among: ordered) {
            if isNoWorse(twin, .dark) { chosen[.dark] = twin }
        } else if !mapped.contains(.light), let dark = chosen[.dark], let twin = Self.twin(of: dark, from: "dark", to: "light", among: ordered),
                  isNoWorse(twin, .light) {
            chosen[.light] = twin
        }
        if chosen[.light] == nil, let first = ordered.first { chosen[.light] = first }
        if let light = chosen[.light], let dark = chosen[.dark], !mapped.contains(.light), !mapped.contains(.dark),
           light.contexts.count <= 1, dark.contexts.count <= 1, let darkTheme = Self.themeName(dark.name, apartFrom: "dark"),
           Self.themeName(light.name, apartFrom: "light") != darkTheme {
            diagnostics.warning(
                "the light appearance comes from mode '\(light.name)' and the dark one from mode '\(dark.name)', whose "
                    + "names suggest different themes: a color may pair one theme's light value with the other's dark value",
                hint: "map the two modes of one theme in \"appearances\" in dsys.json, or pick them with --context")
        }
        let result: [(appearance: Appearance, mode: Mode)] = Appearance.all.compactMap { appearance in
            chosen[appearance].map { (appearance, $0) }
        }
        for mode in modes {
            let shown = result.first { $0.mode.name == mode.name }?.appearance
            var reason: String?
            if shown == nil {
                let appearance = config.appearances[mode.name] ?? Appearance.infer(modeName: mode.name, contexts: mode.contexts)
                let because = "its appearance \(appearance) comes from mode '\(chosen[appearance]?.name ?? "?")'"
                // The contexts that set it apart (SkyUX's Color theme `modern` beside `blackbaud-light`) say what is not generated.
                let apart = mode.contexts.filter { !(chosen[appearance]?.contexts.contains($0) ?? true) }
                // A mode that mixes light and dark contexts (`Light-Dark` of two crossed collections) is no
                // appearance at all: pinning its odd context out would drop the other appearance.
                if mismatches.count(in: mode, for: appearance) > 0, !config.appearances.keys.contains(mode.name) {
                    diagnostics.warning(
                        "mode '\(mode.name)' is not emitted: it mixes light and dark contexts, and \(because)",
                        hint: "map mode '\(mode.name)' to an appearance in \"appearances\" in dsys.json if the package should show it"
                    )
                    account.modes.append(.init(name: mode.name, contexts: mode.contexts, appearance: nil, notEmittedBecause: because))
                    continue
                }
                reason = because
                // Another context of an axis whose iOS context is generated: the axis's note counts it.
                if !iOSNote.counts(mode, apart: apart) {
                    diagnostics.warning(
                        "mode '\(mode.name)' is not emitted: \(because)"
                            + (apart.isEmpty || apart.map(\.context) == [mode.name] ? ""
                                : ", so " + apart.map { "\($0.modifier) '\($0.context)'" }.joined(separator: " with ") + " is not generated"),
                        hint: apart.isEmpty
                            ? "pick the modes to generate with --context (or \"contexts\" in dsys.json), or map the mode to another appearance in \"appearances\""
                            : "pick it with " + apart.map { "--context \"\($0.modifier)=\($0.context)\"" }.joined(separator: " ")
                                + " (or \"contexts\" in dsys.json), or map mode '\(mode.name)' to another appearance in \"appearances\""
                    )
                }
            }
            account.modes.append(.init(name: mode.name, contexts: mode.contexts, appearance: shown, notEmittedBecause: reason))
        }
        return result
    }
}
