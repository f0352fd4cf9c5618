/// Resolves every mode of a `ResolutionPlan` into typed tokens.
public struct ModeResolver: Sendable {
    /// How many points one `rem` is.
    public var remBase: Double

    public init(remBase: Double = 16) {
        self.remBase = remBase
    }

    /// Resolves each planned mode; problems go to `diagnostics` (identical ones from several
    /// modes collapse when printed). Resolving stops with an error before the modes would hold more
    /// than `ModeLimit.maximumTokenValues` tokens together.
    public func resolve(_ plan: ResolutionPlan, diagnostics: inout Diagnostics) -> ResolvedTokens {
        var modes: [Mode] = []
        var textBudget = AliasResolver.substitutedTextLimit
        var resolvedCount = 0
        for (index, planned) in plan.modes.enumerated() {
            let layers = planned.layers
            var resolver = AliasResolver(resolving: layers, textBudget: &textBudget, diagnostics: &diagnostics)
            guard ModeLimit.checkTokenValues(plan, mode: index, tokenCount: resolver.mergedTokenCount, resolved: resolvedCount,
                                             diagnostics: &diagnostics) else { break }
            resolvedCount += resolver.mergedTokenCount
            var tokens: [Token] = []
            tokens.reserveCapacity(resolver.mergedTokenCount)
            var types = TokenTypeLookup()
            while let item = resolver.nextResolved() {
                if let token = typedToken(item, definedIn: layers, types: &types, diagnostics: &diagnostics) {
                    tokens.append(token)
                }
            }
            // When no token was left out, the tokens are in merge order and the merge's path index fits
            // them as it is (building a second index of 100k paths was a noticeable cost).
            let tokenSet = tokens.count == resolver.mergedTokenCount
                ? TokenSet(tokens, indexByPath: resolver.mergedIndexByPath) : TokenSet(tokens)
            modes.append(Mode(name: planned.name, contexts: planned.contexts, tokens: tokenSet))
        }
        return ResolvedTokens(
            modes: modes, sourceFiles: plan.sourceFiles, name: plan.name, fontFamilies: plan.fontFamilies
        )
    }

    /// The typed token for `item` (whose definitions live in `layers`), or nil after reporting why
    /// there is none.
    ///
    /// The definition's fields are read one by one where they are needed: a whole `RawToken` is over
    /// 200 bytes of strings, arrays and nodes, and copying it for every token cost more than decoding.
    private func typedToken(
        _ item: AliasResolver.ResolvedRaw, definedIn layers: [TokenLayer], types: inout TokenTypeLookup,
        diagnostics: inout Diagnostics
    ) -> Token? {
        let origin = item.origin
        var type: TokenType
        if let name = item.typeName, let declared = types.type(named: name) {
            type = declared
        } else {
            guard let other = effectiveType(item, raw: layers[origin], typeLocation: layers[item.typeOrigin].typeLocation,
                                            diagnostics: &diagnostics)
            else { return nil }
            type = other
        }
        if type == .color, let text = item.value.string, CSSLinearGradient.isGradientFunction(text) {
            type = .gradient
            reportGradientInColorToken(layers[origin], diagnostics: &diagnostics)
        }
        if type == .string, layers[origin].dialect == .legacy || TokenType(rawValue: item.typeName ?? "") == nil,
           item.value.members != nil || item.value.elements?.contains(where: { $0.number == nil }) == true {
            let raw = layers[origin]
            diagnostics.warning(
                "'\(raw.path)' is a '\(item.typeName ?? "string")' token with a structured value, which has no SwiftUI "
                    + "equivalent; it is skipped", at: raw.location, token: raw.path.description
            )
            return nil
        }
        var decoder = ValueDecoder(path: layers[origin].path, file: layers[origin].file, remBase: remBase)
        let value = type == .dimension && item.typeName.map(TokenTypeName.isLetterSpacing) == true
            ? decoder.standaloneLetterSpacing(item.value).map(TokenValue.dimension)
            : decoder.decode(item.value, as: type)
        if !decoder.diagnostics.all.isEmpty { diagnostics.append(contentsOf: decoder.diagnostics) }
        guard let value else { return nil }
        return Token(
            path: layers[origin].path, value: value, description: layers[origin].description,
            deprecation: layers[origin].deprecation, extensions: layers[origin].extensions,
            location: layers[origin].location, pointerBase: layers[origin].pointerBase, aliasOf: item.aliasOf
        )
    }

    /// The declared (or inherited, or alias target's) type; inferred from the value when there is none.
    /// `raw` is the token's definition, `typeLocation` where the type name that applies was written (see
    /// `ResolvedRaw.typeOrigin`).
    private func effectiveType(
        _ item: AliasResolver.ResolvedRaw, raw: RawToken, typeLocation: SourceLocation?, diagnostics: inout Diagnostics
    ) -> TokenType? {
        guard let name = item.typeName else {
            guard let inferred = ValueDecoder.inferType(of: item.value) else {
                reportUntypable(raw, value: item.value, diagnostics: &diagnostics)
                return nil
            }
            // SF Symbol and asset tokens (`$extensions.dsys.symbol`, `.asset`) need no type: their value is a name.
            let namesImage = inferred == .string && (raw.extensions?["dsys"]?["symbol"] != nil || raw.extensions?["dsys"]?["asset"] != nil)
            if raw.dialect == .dtcg, !namesImage {
                diagnostics.warning(
                    "token '\(raw.path)' has no $type; treating it as \(inferred.rawValue)", at: raw.location,
                    token: raw.path.description, hint: "add \"$type\" to the token or to its group"
                )
            } else if inferred == .string, item.value.elements != nil {
                diagnostics.warning(
                    "'\(raw.path)' has no type, and its list of numbers fits no token type; it is kept as text "
                        + "(shown by 'dsys inspect'), which generates no Swift", at: raw.location,
                    token: raw.path.description, hint: "add a \"type\", or split it into one token per number"
                )
            }
            return inferred
        }
        if let type = TokenType(rawValue: name) { return type }
        let location = typeLocation ?? raw.location
        if let type = TokenTypeName.canonical(name, dialect: raw.dialect) {
            if raw.dialect == .dtcg {
                // One warning per `$type` occurrence: tokens that inherit it share the location and message.
                diagnostics.warning(
                    "'\(name)' is not a DTCG type; its tokens are read as \(type.rawValue)", at: location,
                    hint: "use \"$type\": \"\(type.rawValue)\""
                )
            }
            return type
        }
        if raw.dialect == .legacy {
            guard let inferred = ValueDecoder.inferType(of: item.value) else {
                reportUntypable(raw, value: item.value, diagnostics: &diagnostics)
                return nil
            }
            return inferred
        }
        var message = "unknown $type '\(name)' on '\(raw.path)'"
        let candidates = TokenTypeName.dtcgNames.map { TokenPath([$0]) }
        if let suggestion = NameSuggestion.closest(to: TokenPath([name]), among: candidates) {
            message += " (did you mean '\(suggestion)'?)"
        }
        diagnostics.error(
            message, at: location, token: raw.path.description,
            hint: "use one of " + TokenTypeName.dtcgNames.joined(separator: ", ")
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
    private func reportUntypable(_ raw: RawToken, value: SourceNode, diagnostics: inout Diagnostics) {
        let message = "cannot tell the type of '\(raw.path)' (its value is \(value.kindDescription) of no known shape)"
        if raw.dialect == .dtcg {
            diagnostics.error(message, at: raw.location, token: raw.path.description,
                              hint: "add \"$type\" to the token or to its group")
        } else {
            diagnostics.warning(message + "; it is skipped", at: raw.location, token: raw.path.description,
                                hint: "add a \"type\" such as \"boxShadow\" or \"typography\"")
        }
    }
}
