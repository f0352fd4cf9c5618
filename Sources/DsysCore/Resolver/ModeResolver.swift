/// Resolves every mode of a `ResolutionPlan` into typed tokens.
public struct ModeResolver: Sendable {
    /// How many points one `rem` is.
    public var remBase: Double

    public init(remBase: Double = 16) {
        self.remBase = remBase
    }

    /// Resolves each planned mode; problems go to `diagnostics` (identical ones from several
    /// modes collapse when printed).
    public func resolve(_ plan: ResolutionPlan, diagnostics: inout Diagnostics) -> ResolvedTokens {
        var modes: [Mode] = []
        for planned in plan.modes {
            let resolved = AliasResolver.resolve(planned.layers, diagnostics: &diagnostics)
            var tokens: [Token] = []
            tokens.reserveCapacity(resolved.count)
            for item in resolved {
                if let token = typedToken(item, diagnostics: &diagnostics) { tokens.append(token) }
            }
            modes.append(Mode(name: planned.name, contexts: planned.contexts, tokens: TokenSet(tokens)))
        }
        return ResolvedTokens(
            modes: modes, sourceFiles: plan.sourceFiles, name: plan.name, fontFamilies: plan.fontFamilies
        )
    }

    private func typedToken(_ item: AliasResolver.ResolvedRaw, diagnostics: inout Diagnostics) -> Token? {
        let raw = item.raw
        guard let type = effectiveType(item, diagnostics: &diagnostics) else { return nil }
        var decoder = ValueDecoder(path: raw.path, file: raw.file, remBase: remBase)
        if type == .string, raw.dialect == .legacy || TokenType(rawValue: item.typeName ?? "") == nil,
           item.value.members != nil || item.value.elements != nil {
            diagnostics.warning(
                "'\(raw.path)' is a '\(item.typeName ?? "string")' token with a structured value, which has no SwiftUI "
                    + "equivalent; it is skipped", at: raw.location, token: raw.path.description
            )
            return nil
        }
        let value = decoder.decode(item.value, as: type)
        diagnostics.append(contentsOf: decoder.diagnostics)
        guard let value else { return nil }
        return Token(
            path: raw.path, value: value, description: raw.description, deprecation: raw.deprecation,
            extensions: raw.extensions, location: raw.location, pointer: raw.pointer, aliasOf: item.aliasOf
        )
    }

    /// The declared (or inherited, or alias target's) type; inferred from the value when there is none.
    private func effectiveType(_ item: AliasResolver.ResolvedRaw, diagnostics: inout Diagnostics) -> TokenType? {
        let raw = item.raw
        guard let name = item.typeName else {
            guard let inferred = ValueDecoder.inferType(of: item.value) else {
                reportUntypable(raw, value: item.value, diagnostics: &diagnostics)
                return nil
            }
            if raw.dialect == .dtcg {
                diagnostics.warning(
                    "token '\(raw.path)' has no $type; treating it as \(inferred.rawValue)", at: raw.location,
                    token: raw.path.description, hint: "add \"$type\" to the token or to its group"
                )
            }
            return inferred
        }
        if let type = TokenType(rawValue: name) { return type }
        let location = raw.typeLocation ?? raw.location
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
