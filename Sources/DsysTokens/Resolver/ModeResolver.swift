import DsysSource

/// Resolves every mode of a `ResolutionPlan` into typed tokens.
///
/// A problem confined to one token (a value, unit or type dsys cannot represent, a missing
/// reference) skips that token and every token that references it, in the modes where it occurs
/// (`Mode.skippedPaths`; the generator leaves such a token out of every mode when the package shows
/// one of those beside its default mode), with one warning at the problem naming the tokens skipped with it and, when not
/// every mode has it, the modes (`TokenSkipLedger`); with `strict` the problem is an error instead.
public struct ModeResolver: Sendable {
    /// How many points one `rem` is.
    public var remBase: Double
    /// Whether token-local problems are errors rather than skips.
    public var strict: Bool
    /// Which tokens land in the opacity namespace, whose numbers are fractions from 0 to 1.
    var opacity: OpacityNumbers

    /// `opacityPaths` are the opacity namespace's configured path prefixes (`dsys.json`'s
    /// `opacity.paths`); a path that says opacity is in it without them.
    public init(remBase: Double = 16, strict: Bool = false, opacityPaths: [String] = []) {
        self.remBase = remBase
        self.strict = strict
        opacity = OpacityNumbers(prefixes: opacityPaths)
    }

    /// Resolves each planned mode; problems go to `diagnostics` (identical ones from several
    /// modes collapse when printed). Resolving stops with an error before the modes would hold more
    /// than `ModeLimit.maximumTokenValues` tokens together.
    public func resolve(_ plan: ResolutionPlan, diagnostics: inout Diagnostics) -> ResolvedTokens {
        let plan = CrossFileExtensions.apply(to: plan, diagnostics: &diagnostics)
        var modes: [Mode] = []
        var textBudget = AliasResolver.substitutedTextLimit
        var resolvedCount = 0
        var ledger = TokenSkipLedger(modeCount: plan.modes.count)
        var inferredTypes = InferredTypeNotes()
        let sizes = StyleDictionarySizes.reading(of: plan)
        let skippedAtLoad = Set(plan.skippedAtLoad.map(\.token.path))
        let outputPaths = Self.pathsOutputBesideSources(plan)
        for (index, planned) in plan.modes.enumerated() {
            let layers = planned.layers
            var resolver = AliasResolver(resolving: layers, skippedAtLoad: skippedAtLoad, referencePrefixes: plan.referencePrefixes,
                                         unreadDefinitions: plan.unreadDefinitions, outputPaths: outputPaths,
                                         textBudget: &textBudget, diagnostics: &diagnostics)
            guard ModeLimit.checkTokenValues(plan, mode: index, tokenCount: resolver.mergedTokenCount, resolved: resolvedCount,
                                             diagnostics: &diagnostics) else { break }
            resolvedCount += resolver.mergedTokenCount
            var tokens: [Token] = []
            tokens.reserveCapacity(resolver.mergedTokenCount)
            var types = TokenTypeLookup()
            var problems = resolver.problems
            var untypedZeros: [Int] = []
            // The tokens' own diagnostics, which the warnings they inherit from each other are reported among.
            var tokenDiagnosticsOfMode = Diagnostics()
            var inheritedWarnings = InheritedWarnings()
            let definitions = resolver.definitions
            while let item = resolver.nextResolved() {
                var tokenDiagnostics = Diagnostics()
                var skipReason: TokenSkipReason?
                let aliasSource = item.aliasOf.map { layers[item.origin].dialect == .legacy ? resolver.literalSource(of: $0) : $0 }
                let token = typedToken(item, aliasSource: aliasSource, definedIn: definitions, sizes: sizes, types: &types,
                                       inferredTypes: &inferredTypes, skipReason: &skipReason, diagnostics: &tokenDiagnostics,
                                       inheritedWarnings: &inheritedWarnings)
                if let token {
                    tokenDiagnosticsOfMode.append(contentsOf: tokenDiagnostics)
                    if layers[item.origin].dialect == .legacy, item.typeName == nil, item.aliasOf == nil, token.value == .number(0) {
                        untypedZeros.append(tokens.count)
                    }
                    tokens.append(token)
                } else {
                    // The warnings about the type name apply to every token that inherits it; the
                    // rest says why this token is skipped.
                    let isOwn = { (diagnostic: Diagnostic) in diagnostic.severity == .error || skipReason != nil }
                    tokenDiagnosticsOfMode.append(contentsOf: Diagnostics(tokenDiagnostics.all.filter { !isOwn($0) }))
                    problems[item.index] = TokenProblem(reason: skipReason ?? .unsupportedValue,
                                                        diagnostics: tokenDiagnostics.all.filter(isOwn))
                }
            }
            diagnostics.append(contentsOf: inheritedWarnings.reported(in: tokenDiagnosticsOfMode))
            UntypedZeroLengths.apply(to: &tokens, zeros: untypedZeros)
            let roots = Self.skipRoots(problems: &problems, resolver: resolver)
            var failedPaths: Set<TokenPath> = []
            if !problems.isEmpty || !roots.isEmpty {
                record(problems: problems, roots: roots, resolver: resolver, layers: layers, mode: planned.name, in: &ledger)
                // A token kept while the token it aliases is not (a number `{half}` where `half` is a
                // `50%` length) has its value, but no generated symbol to name as its source.
                failedPaths = Set((Array(problems.keys) + Array(roots.keys)).map { layers[resolver.origins(of: $0).origin].path })
                for index in tokens.indices where tokens[index].aliasOf.map(failedPaths.contains) == true {
                    tokens[index].aliasOf = nil
                }
            }
            // When no token was left out, the tokens are in merge order and the merge's path index fits
            // them as it is, so no second index of every path is built.
            let tokenSet = tokens.count == resolver.mergedTokenCount
                ? TokenSet(tokens, indexByPath: resolver.mergedIndexByPath) : TokenSet(tokens)
            modes.append(Mode(name: planned.name, contexts: planned.contexts, tokens: tokenSet, skippedPaths: failedPaths))
        }
        inferredTypes.report(into: &diagnostics)
        var skipped = ledger.finish(strict: strict, diagnostics: &diagnostics)
        for (token, hint) in plan.skippedAtLoad {
            if strict {
                diagnostics.error(token.message, at: token.location, token: token.path.description, hint: hint)
            } else {
                diagnostics.warning(token.message + "; it is skipped", at: token.location, token: token.path.description, hint: hint)
            }
            skipped.append(token)
        }
        skipped += SourceOnlyTokens.unemitted(in: plan, modes: modes, skipped: skipped)
        return ResolvedTokens(
            modes: modes, sourceFiles: plan.sourceFiles, name: plan.name, fontFamilies: plan.fontFamilies, skipped: skipped
        )
    }

    /// The paths a mode outputs that another mode defines only in a source-only layer: there the
    /// source's value is the token's (PhonePe's `Dark` theme enables overrides of component tokens
    /// that `Light` reads from its `Component` source set; the token was nil in Light, though the
    /// set gives its value, as Style Dictionary builds of the theme output it). Empty with one mode
    /// or without source-only layers.
    private static func pathsOutputBesideSources(_ plan: ResolutionPlan) -> Set<TokenPath> {
        guard plan.modes.count > 1, plan.modes.contains(where: { $0.layers.contains(where: \.isSourceOnly) }) else { return [] }
        var sourcePaths: Set<TokenPath> = []
        for planned in plan.modes { for layer in planned.layers where layer.isSourceOnly { sourcePaths.formUnion(layer.tokens.map(\.path)) } }
        // A path a mode outputs: its last definition there, which wins, is in an output layer. One a
        // later source-only layer overrides stays unoutput there (Equinor's variables hidden from
        // publishing in Figma, beside visible ones of the same name).
        var output: Set<TokenPath> = []
        for planned in plan.modes {
            var isOutput: [TokenPath: Bool] = [:]
            for layer in planned.layers {
                for token in layer.tokens where sourcePaths.contains(token.path) { isOutput[token.path] = !layer.isSourceOnly }
            }
            for (path, outputs) in isOutput where outputs { output.insert(path) }
        }
        return output
    }

    /// For each token that fails because a token it references fails, that token (the root cause):
    /// those the alias resolver failed, then, in resolution order, the tokens that resolved but could
    /// not be decoded while they reference a failed token: they fail for its problem (`{space.full}
    /// * 2` where `space.full` is `100vw`), so their own is dropped from `problems`. A token that
    /// decodes stays, even if it references a failed one (a typography's `letterSpacing` of `-2%`
    /// is fine where a standalone `-2%` length is not).
    private static func skipRoots(problems: inout [Int: TokenProblem], resolver: AliasResolver) -> [Int: Int] {
        var roots = resolver.failureRoots.filter { problems[$0.key] == nil }
        guard !problems.isEmpty else { return roots }
        for (index, dependencies) in resolver.resolvedReferences where problems[index] != nil {
            if let failed = dependencies.first(where: { problems[$0] != nil || roots[$0] != nil }) {
                roots[index] = roots[failed] ?? failed
                problems[index] = nil
            }
        }
        return roots
    }

    /// Records one mode's skipped tokens in `ledger`: those with problems of their own, and those
    /// that reference one (`roots`), each under the token whose problem is the cause.
    private func record(
        problems: [Int: TokenProblem], roots: [Int: Int], resolver: AliasResolver, layers: [TokenLayer], mode: String,
        in ledger: inout TokenSkipLedger
    ) {
        func definition(_ index: Int) -> TokenSkipLedger.Definition {
            let (origin, typeOrigin) = resolver.origins(of: index)
            return .init(path: layers[origin].path, typeName: layers[typeOrigin].typeName, location: layers[origin].location,
                         isOutput: resolver.isOutputToken(index))
        }
        for index in problems.keys.sorted() { ledger.skip(definition(index), for: problems[index]!, inMode: mode) }
        for index in roots.keys.sorted() where problems[roots[index]!] != nil {
            ledger.skip(definition(index), referencing: definition(roots[index]!).path)
        }
    }

    /// The typed token for `item` (whose definitions are among `definitions`), or nil after reporting
    /// why there is none; the warnings about parts of its value that it inherits from other tokens go
    /// to `inheritedWarnings`.
    ///
    /// The definition's fields are read one by one where they are needed: a whole `RawToken` is over
    /// 200 bytes of strings, arrays and nodes, and copying it for every token cost more than decoding.
    /// `skipReason` is set when the token is left out with a warning only (it has no type, or a
    /// structured value of a text type); otherwise a nil result comes with errors.
    private func typedToken(
        _ item: AliasResolver.ResolvedRaw, aliasSource: TokenPath?, definedIn definitions: MergedDefinitions,
        sizes: StyleDictionarySizes.Reading, types: inout TokenTypeLookup, inferredTypes: inout InferredTypeNotes,
        skipReason: inout TokenSkipReason?, diagnostics: inout Diagnostics, inheritedWarnings: inout InheritedWarnings
    ) -> Token? {
        let layers = definitions.layers
        let origin = item.origin
        var type: TokenType
        let size = StyleDictionarySizes.followsConvention(item.typeName, inTokensStudioSet: layers[origin.layer].isTokensStudioSet)
            && layers[origin].dialect == .legacy
            ? StyleDictionarySizes.length(of: item.value, path: layers[origin].path, aliasSource: aliasSource, reading: sizes, remBase: remBase)
            : nil
        if let size {
            type = .dimension
            // An alias of a number outside `size` is in points whatever the set's unit: the note is about the scale's numbers.
            if size.unit == "rem" || !sizes.inRem {
                inferredTypes.noteStyleDictionarySize(layers[origin].path, as: size, reading: sizes, at: layers[origin].location)
            }
        } else if let name = item.typeName, let declared = types.type(named: name) {
            type = declared
        } else {
            guard let other = effectiveType(item, raw: layers[origin], typeLocation: layers[item.typeOrigin].typeLocation,
                                            inTokensStudioSet: layers[origin.layer].isTokensStudioSet,
                                            inferredTypes: &inferredTypes, skipReason: &skipReason, diagnostics: &diagnostics)
            else { return nil }
            type = other
        }
        if item.value.number != nil,
           let scoped = FigmaScopes.type(of: type, path: layers[origin].path, extensions: layers[origin].extensions) {
            type = scoped
        }
        if type == .color, let text = item.value.string, CSSLinearGradient.isGradientFunction(text) {
            type = .gradient
            reportGradientInColorToken(layers[origin], diagnostics: &diagnostics)
        }
        // Tokens Studio writes a cubic Bézier as an object, typed `other` as often as `cubicBezier`.
        if type == .string, ValueDecoder.bezierPointNodes(item.value) != nil { type = .cubicBezier }
        if type == .string, layers[origin].dialect == .legacy || TokenType(rawValue: item.typeName ?? "") == nil,
           item.value.members != nil || item.value.elements?.contains(where: { $0.number == nil }) == true {
            let raw = layers[origin]
            diagnostics.warning(
                "'\(raw.path)' is a '\(item.typeName ?? "string")' token with a structured value, which has no SwiftUI "
                    + "equivalent; it is skipped", at: raw.location, token: raw.path.description
            )
            skipReason = .noSwiftEquivalent
            return nil
        }
        var decoder = ValueDecoder(path: layers[origin].path, file: layers[origin].file, remBase: remBase)
        decoder.readsTinyColorObjects = layers[origin].dialect == .legacy
        decoder.readsPlainLineHeightsAsPoints = layers[origin].dialect != .dtcg
        decoder.copySources = definitions
        decoder.writtenValue = layers[origin].value
        var value = if let size {
            TokenValue.dimension(size)
        } else if type == .dimension
                    && (item.typeName.map(TokenTypeName.isLetterSpacing) == true || LetterSpacingName.names(layers[origin].path)) {
            decoder.standaloneLetterSpacing(item.value).map(TokenValue.dimension)
        } else {
            decoder.decode(item.value, as: type)
        }
        if case .number(let number)? = value,
           FigmaScopes.measure(ofExtensions: layers[origin].extensions) == .opacity || opacity.contains(layers[origin].path)
            || aliasSource.map(opacity.contains) == true {
            value = opacityValue(number, written: item.value, decoder: &decoder, inferredTypes: &inferredTypes, at: layers[origin].location)
        }
        // A zero is the same in every unit (and a length beside lengths, `UntypedZeroLengths`): it is not counted.
        if case .number(let number)? = value, number != 0, item.typeName == nil, item.aliasOf == nil, layers[origin].dialect == .legacy,
           StyleDictionarySizes.isUnitlessLength(layers[origin].path) {
            inferredTypes.noteUnitlessLength(layers[origin].path, number: number, at: layers[origin].location)
        }
        if !decoder.diagnostics.all.isEmpty { diagnostics.append(contentsOf: decoder.diagnostics) }
        inheritedWarnings.record(decoder.inheritedWarnings)
        guard let value else { return nil }
        if case .color(let color) = value, item.aliasOf == nil, item.value.elements != nil {
            inferredTypes.noteByteChannelList(layers[origin].path, as: color, at: layers[origin].location)
        }
        return Token(
            path: layers[origin].path, value: value, description: layers[origin].description,
            deprecation: layers[origin].deprecation, extensions: layers[origin].extensions,
            location: layers[origin].location, pointerBase: layers[origin].pointerBase, aliasOf: item.aliasOf
        )
    }

    /// The value of a token in the opacity namespace (or an alias of one) whose number is `number`,
    /// `written` as `node` says (`OpacityNumbers`): the number as a fraction, a percentage divided
    /// by 100 (noted once per run), or nil after `decoder` reports that it is no opacity.
    private func opacityValue(
        _ number: Double, written node: SourceNode, decoder: inout ValueDecoder, inferredTypes: inout InferredTypeNotes,
        at location: SourceLocation
    ) -> TokenValue? {
        let writtenAsPercentage = node.string?.contains("%") == true
        switch OpacityNumbers.reading(number, writtenAsPercentage: writtenAsPercentage) {
        case .fraction:
            return .number(number)
        case .percentage(let fraction):
            inferredTypes.notePercentOpacity(decoder.path, written: number, at: location)
            return .number(fraction)
        case .outOfRange:
            let written = writtenAsPercentage ? node.string?.trimmingSpaces() ?? "" : PlainNumberText.plain(number)
            decoder.fail("an opacity of \(written) is neither a fraction from 0 to 1 nor a percentage up to 100", at: node,
                         hint: "write the opacity as a fraction from 0 to 1 (0.4) or as a percentage up to 100 (40 or \"40%\")")
            return nil
        }
    }

    /// The declared (or inherited, or alias target's) type; inferred from the value when there is none.
    /// `raw` is the token's definition, `typeLocation` where the type name that applies was written (see
    /// `ResolvedRaw.typeOrigin`). A type name dsys does not know is an error in DTCG files and
    /// Tokens Studio sets (`inTokensStudioSet`), whose types are all known; in Style Dictionary files
    /// (a project's own type) the token is read by its value.
    private func effectiveType(
        _ item: AliasResolver.ResolvedRaw, raw: RawToken, typeLocation: SourceLocation?, inTokensStudioSet: Bool,
        inferredTypes: inout InferredTypeNotes, skipReason: inout TokenSkipReason?, diagnostics: inout Diagnostics
    ) -> TokenType? {
        guard let name = item.typeName else {
            guard let inferred = ValueDecoder.inferType(of: item.value, path: raw.path) else {
                reportUntypable(raw, value: item.value, diagnostics: &diagnostics)
                skipReason = .untyped
                return nil
            }
            // SF Symbol and asset tokens (`$extensions.dsys.symbol`, `.asset`) need no type: their value is a name.
            let names = DsysExtension.decoding(raw.extensions)
            let namesImage = inferred == .string && (names?.symbol != nil || names?.asset != nil)
            if raw.dialect.usesDollarKeys, !namesImage {
                inferredTypes.note(raw.path, as: inferred, at: raw.location)
            } else if inferred == .string, item.value.elements != nil {
                diagnostics.warning(
                    "'\(raw.path)' has no type, and its list of numbers fits no token type; it is kept as text, a String "
                        + "constant of the numbers separated by spaces", at: raw.location, token: raw.path.description,
                    hint: "split it into one token per number; a color as a list is read under a 'color' group or with "
                        + "\"type\": \"color\", as 0–255 red, green and blue and an optional 0–1 alpha"
                )
            }
            return inferred
        }
        if let type = TokenType(rawValue: name) { return type }
        let location = typeLocation ?? raw.location
        // `font` names only what the tokens are about (Kong's `font/size.json` of `10px`, `weight.json`
        // of `700`, `family.json` of stacks): each is read by its value, as an untyped one is.
        if name == TokenTypeName.fontDomain {
            if raw.dialect == .dtcg {
                diagnostics.warning(
                    "'\(name)' is not a DTCG type; each of its tokens is read by its value (a length, a number, a color or text; "
                        + "a font weight or family where its path names one)",
                    at: location, hint: "use \"$type\": \"dimension\", \"fontWeight\" or \"fontFamily\" on each group"
                )
            }
            return ValueDecoder.inferType(of: item.value, path: raw.path) ?? .string
        }
        if let type = TokenTypeName.canonical(name, dialect: raw.dialect) {
            // Tokens Studio's `other` holds what fits no type: it is read by its value where that says
            // what it is (`OtherTypeValues`), else as text.
            let otherType = name == "other" ? OtherTypeValues.type(of: item.value, path: raw.path) : nil
            let isLineHeight = TokenTypeName.isLineHeight(name)
            let lineHeightType = isLineHeight && LineHeightLength.hasLengthUnit(item.value) ? TokenType.dimension : nil
            if raw.dialect == .dtcg {
                // One warning per file and type name, at its first use.
                if inferredTypes.isFirstUse(ofTypeName: name, in: location.file) {
                    // dsys has no boolean type: Figma's exports write one for BOOLEAN variables, which no user edits.
                    let isBoolean = name == "boolean"
                    // A line height is read by its value; the hint names the DTCG type of the first one.
                    let hintedType = lineHeightType ?? type
                    diagnostics.warning(
                        "'\(name)' is not a DTCG type; its tokens are read as "
                            + (name == "other" ? "their values say (text when no type fits)"
                                : isLineHeight ? "number (a multiple of the font size), or as dimension where the value has a length unit"
                                : type.rawValue)
                            + (isBoolean ? ", \"true\" and \"false\" (dsys has no boolean type)" : ""), at: location,
                        hint: isBoolean ? "compare the string in Swift (== \"true\"), or write 0 and 1 as numbers"
                            : name == "other" ? "give each token the DTCG type of its value" : "use \"$type\": \"\(hintedType.rawValue)\""
                    )
                }
            } else if name == "boolean" {
                // Tokens Studio's own type: no warning for the name, but the Swift type is said (TomTom's flags).
                diagnostics.append(Diagnostic(
                    .note, "'boolean' tokens are read as the text \"true\" or \"false\": dsys has no boolean type", at: location,
                    hint: "compare the string in Swift (== \"true\"), or write 0 and 1 as numbers"
                ))
            }
            return otherType ?? lineHeightType ?? type
        }
        if raw.dialect != .dtcg, !inTokensStudioSet {
            guard let inferred = ValueDecoder.inferType(of: item.value, path: raw.path) else {
                reportUntypable(raw, value: item.value, unknownType: name, diagnostics: &diagnostics)
                skipReason = .untyped
                return nil
            }
            return inferred
        }
        // A Tokens Studio set's `coor` was read by its value without a word (Accor's `ibisWIP`), where a DTCG file's is reported.
        let known = inTokensStudioSet ? TokenTypeName.tokensStudioNames : TokenTypeName.dtcgNames
        var message = "unknown \(raw.dialect.typeKey) '\(name)' on '\(raw.path)'"
        let candidates = (inTokensStudioSet ? known + TokenTypeName.dtcgNames : known).map { TokenPath([$0]) }
        let suggestion = NameSuggestion.closest(to: TokenPath([name]), among: candidates)
        // A type of the team's own (Unoff's `link` icon paths, Wahoo's `typeScale`) is no misspelling:
        // its tokens are read by their values, as the plugin keeps them, with one warning per file.
        if inTokensStudioSet, suggestion == nil, let inferred = ValueDecoder.inferType(of: item.value, path: raw.path) {
            if inferredTypes.isFirstUse(ofTypeName: name, in: location.file) {
                diagnostics.warning(
                    "'\(name)' is neither a DTCG nor a Tokens Studio type; its tokens are read as their values say "
                        + "('\(raw.path)' as \(inferred.rawValue))", at: location,
                    hint: "give each token the type of its value (one of Tokens Studio's types: " + known.joined(separator: ", ") + ")"
                )
            }
            return inferred
        }
        if let suggestion {
            message += " (did you mean '\(suggestion)'?)"
        }
        diagnostics.error(
            message, at: location, token: raw.path.description,
            hint: "use one of " + (inTokensStudioSet ? "Tokens Studio's types: " : "") + known.joined(separator: ", ")
        )
        return nil
    }

    /// Tokens Studio keeps gradients in color tokens as CSS strings; dsys reads them as gradients,
    /// which a DTCG file should declare as such (in Tokens Studio's own format it is the norm).
    private func reportGradientInColorToken(_ raw: RawToken, diagnostics: inout Diagnostics) {
        guard raw.dialect == .dtcg else { return }
        diagnostics.warning(
            "'\(raw.path)' is a color token holding a CSS gradient (Tokens Studio's notation); it is read as a gradient",
            at: raw.location, token: raw.path.description,
            hint: "give it \"$type\": \"gradient\", ideally with an array of { \"color\", \"position\" } stops"
        )
    }

    /// A token whose type is neither declared nor recognisable from its value: an error in DTCG
    /// files (the format requires a type), a warning in Style Dictionary files (the token is skipped).
    /// `unknownType` is the type the file declares when dsys knows no such type (a project's own,
    /// such as `modular-scale`, which its build computes).
    private func reportUntypable(_ raw: RawToken, value: SourceNode, unknownType: String? = nil, diagnostics: inout Diagnostics) {
        // Chakra UI's semantic tokens (spor's 507 colors): conditions such as `_light` and `_dark`
        // naming paths of a Chakra theme, which no type makes readable.
        if let members = value.members, !members.isEmpty, members.allSatisfy({ $0.key.hasPrefix("_") }) {
            let conditions = ProseList.quoted(members.map(\.key))
            let message = "'\(raw.path)' holds Chakra UI's conditional value (\(conditions)), whose theme paths dsys does not read"
            let hint = "give the light value as the token's value and the dark one as \"darkValue\" (a reference in braces, "
                + "such as {color.palette.white})"
            if raw.dialect.usesDollarKeys {
                diagnostics.error(message, at: raw.location, token: raw.path.description, hint: hint)
            } else {
                diagnostics.warning(message + "; it is skipped", at: raw.location, token: raw.path.description, hint: hint)
            }
            return
        }
        let message = "cannot tell the type of '\(raw.path)' (its value is \(value.kindDescription) of no known shape"
            + (unknownType.map { ", and '\($0)' is no type dsys knows)" } ?? ")")
        if raw.dialect.usesDollarKeys {
            diagnostics.error(message, at: raw.location, token: raw.path.description,
                              hint: "add \"$type\" to the token or to its group")
        } else if unknownType != nil {
            diagnostics.warning(message + "; it is skipped", at: raw.location, token: raw.path.description,
                                hint: "a type of the project's own is computed by its build: give the token the value it "
                                    + "computes and a type dsys reads, such as \"dimension\" or \"color\"")
        } else {
            diagnostics.warning(message + "; it is skipped", at: raw.location, token: raw.path.description,
                                hint: "add a \"type\" such as \"boxShadow\" or \"typography\"")
        }
    }
}
