import DsysSource

/// Walks one token tree (a DTCG file, a Style Dictionary file or one Tokens Studio set) and
/// lists its tokens in file order, with group `$type` and `$deprecated` inherited downwards and
/// `$extends` applied.
///
/// It checks names and structure; values are checked later, once aliases are resolved.
public struct TokenTreeParser {
    private let file: SourceFile
    private let dialect: TokenDialect
    /// The pointer every token of this parse is below (see `TokenPointer`).
    private let pointerBase: TokenPointer
    private var tokens: [RawToken] = []
    private var extensions: [GroupExtension] = []
    /// The groups' own types, which extending groups inherit (read only when the file has `$extends`).
    private var groupTypes = ExtendedGroupTypes()
    /// How many tokens `$extends` has copied in the run so far, this parse included.
    private let extensionBudget: ExtensionBudget
    /// Where extensions whose target is not in this tree go, to be applied across the mode's layers;
    /// nil: such an extension is warned about here.
    private let externalExtensions: ExternalExtensionList?
    /// Whether the tree is a set of a Tokens Studio project, whose values read `$name` as a
    /// reference (`TokensStudioDollarReferences`).
    private var isTokensStudioSet = false
    private var diagnostics = Diagnostics()
    /// The color tokens given as two values, read as light and dark (`AppearanceKeyedValues`), noted once.
    private var colorPairs: [(path: TokenPath, location: SourceLocation)] = []
    /// The tokens typed `string` whose value is `light-dark()` of colors, read as colors, noted once.
    private var stringTypedColors: [(path: TokenPath, location: SourceLocation)] = []
    /// The members of values keyed by appearance that no appearance takes (`forcedColors`), warned about once.
    private var ungeneratedAppearanceKeys: [(member: SourceMember, path: TokenPath)] = []
    /// Each plain member on tokens that DTCG does not define (`group`, `private`, Style Dictionary's
    /// `attributes`), in order of first appearance: the first token that has it, and how many do;
    /// reported once per member name (`noteIgnoredProperties`), not once per token.
    private var ignoredProperties: [(key: String, member: SourceMember, path: TokenPath, count: Int)] = []
    /// The position of each member name in `ignoredProperties`, so a file whose tokens carry many
    /// different names is not searched through once per token.
    private var ignoredPropertyIndex: [String: Int] = [:]
    /// The tokens found inside other tokens (`NestedTokens`), reported once per file.
    private var nestedTokens: [(member: SourceMember, path: TokenPath)] = []
    /// The tokens with Primer's per-theme values, noted once per file.
    private var primerOverrides = PrimerThemeOverrides()
    /// The tokens whose Figma mode the Design Tokens plugin put in their paths, noted once per file.
    private var pluginModes = DesignTokensPluginModes()
    /// The sibling groups named for the two appearances that define the same tokens, noted once per file.
    private var appearanceGroups = AppearanceGroupPairs()
    /// The first token that gives an `alpha` beside its value, and how many do (`TokenLevelAlpha.note`).
    private var alphaTokens: (path: TokenPath, location: SourceLocation, count: Int)?

    /// A group that inherits another group's tokens through `$extends`.
    private struct GroupExtension {
        var group: TokenPath
        var target: TokenPath
        var location: SourceLocation
    }

    /// Group-level properties that flow down to tokens.
    private struct Inherited {
        var typeName: String?
        var typePosition: (line: Int, column: Int)?
        var deprecation: Token.Deprecation?
    }

    private init(
        file: SourceFile, dialect: TokenDialect, pointerBase: TokenPointer, extensionBudget: ExtensionBudget,
        externalExtensions: ExternalExtensionList?
    ) {
        self.file = file
        self.dialect = dialect
        self.pointerBase = pointerBase
        self.extensionBudget = extensionBudget
        self.externalExtensions = externalExtensions
    }

    /// Parses `node` (by default the file's root) as a group whose path is `prefix` (or the token
    /// `prefix`, when `node` is one), inside a group of the type `inheritedType` (a resolver
    /// document's inline group around a `$ref`). The tokens
    /// `$extends` copies count against `extensionBudget`: the run's, shared by every parse of its
    /// inputs (by default, one of this parse alone). A set of a Tokens Studio project
    /// (`inTokensStudioProject`) reads the tool's type names in its `$value` spelling without a
    /// warning (`TokenDialect.tokensStudioDTCG`), and `$name` in a value as the reference `{name}`.
    /// A group extending a group this tree lacks goes to `externalExtensions`, when given, for
    /// `CrossFileExtensions` to apply from the other inputs (so does one extending such a group);
    /// without it, it keeps its own tokens with a warning.
    public static func parse(
        _ file: SourceFile,
        node: SourceNode? = nil,
        prefix: TokenPath = TokenPath([]),
        pointer: String = "",
        dialect: TokenDialect? = nil,
        inheritedType: String? = nil,
        extensionBudget: ExtensionBudget = ExtensionBudget(),
        inTokensStudioProject: Bool = false,
        externalExtensions: ExternalExtensionList? = nil,
        diagnostics: inout Diagnostics
    ) -> [RawToken] {
        let root = node ?? file.root
        let read = dialect ?? TokenDialect.detect(root)
        var parser = TokenTreeParser(
            file: file, dialect: inTokensStudioProject ? read.inTokensStudioProject : read,
            pointerBase: TokenPointer(base: pointer, baseDepth: prefix.segments.count), extensionBudget: extensionBudget,
            externalExtensions: externalExtensions
        )
        parser.isTokensStudioSet = inTokensStudioProject
        if node == nil, FigmaPluginCollectionsExport.matches(root) {
            diagnostics.error(FigmaPluginCollectionsExport.message, at: file.location(of: root), hint: FigmaPluginCollectionsExport.hint)
            return []
        }
        guard root.members != nil else {
            // A list of Figma variables (the plugin API's getLocalVariables, saved as JSON) lacks the
            // collections that name its modes and the types of its values.
            let isFigmaVariableList = root.elements?.first?["valuesByMode"] != nil
            parser.diagnostics.error(
                isFigmaVariableList
                    ? "this is a list of Figma variables without their collections, which name the modes, and without their types"
                    : "a token file must hold a JSON object of groups and tokens, but this is \(root.kindDescription)",
                at: file.location(of: root),
                hint: isFigmaVariableList
                    ? "save Figma's REST response GET /v1/files/:file_key/variables/local instead ('dsys pull figma' does), "
                        + "or export the variables with their collections as a JSON object"
                    : nil
            )
            diagnostics.append(contentsOf: parser.diagnostics)
            return []
        }
        parser.tokens.reserveCapacity(tokenCount(in: root, valueKey: parser.dialect.valueKey))
        let inherited = Inherited(typeName: inheritedType)
        // A node that is a token itself (a resolver document's `$ref` to one token) is the token `prefix`.
        if !prefix.segments.isEmpty, root[parser.dialect.valueKey] != nil {
            parser.readToken(root, path: prefix, inherited: inherited)
        } else {
            parser.walkGroup(root, path: prefix, inherited: inherited)
        }
        parser.applyExtensions()
        parser.noteColorPairs()
        parser.noteStringTypedColors()
        parser.warnUngeneratedAppearanceKeys()
        parser.noteIgnoredProperties()
        parser.noteNestedTokens()
        parser.primerOverrides.note(into: &parser.diagnostics)
        parser.pluginModes.note(into: &parser.diagnostics)
        if !parser.pluginModes.found {
            let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
            parser.appearanceGroups.note(file: name, into: &parser.diagnostics)
        }
        if let alpha = parser.alphaTokens { parser.diagnostics.append(TokenLevelAlpha.note(first: alpha.path, at: alpha.location, count: alpha.count)) }
        diagnostics.append(contentsOf: parser.diagnostics)
        return parser.tokens
    }

    /// About how many tokens `root` holds (the objects with a `valueKey` member, not counting inside
    /// them), to size the token list once: growing a long list of large tokens step by step copies
    /// it over and over. Walks with an explicit stack, so deep input cannot overflow the call stack.
    private static func tokenCount(in root: SourceNode, valueKey: String) -> Int {
        var count = 0
        var groups = [root]
        while let group = groups.popLast() {
            guard case .object(let members) = group.value else { continue }
            for index in members.indices {
                guard case .object(let children) = members[index].value.value else { continue }
                if children.indices.contains(where: { children[$0].key == valueKey }) {
                    count += 1
                } else {
                    groups.append(members[index].value)
                }
            }
        }
        return count
    }

    private mutating func walkGroup(_ node: SourceNode, path: TokenPath, inherited: Inherited) {
        guard let members = node.members else { return }
        var inherited = inherited
        // In Style Dictionary and Tokens Studio files an object named `type` is a group of tokens.
        if let typeNode = node[dialect.typeKey], dialect.usesDollarKeys || typeNode.members == nil {
            readType(typeNode, into: &inherited)
            if let name = typeNode.string { groupTypes.record(name, line: typeNode.line, column: typeNode.column, group: path) }
        }
        if let deprecated = node["$deprecated"], let deprecation = readDeprecation(deprecated) {
            inherited.deprecation = deprecation
        }
        appearanceGroups.record(members, path: path, valueKey: dialect.valueKey, pointer: pointerBase.text(for:),
                                location: file.location(ofKey:))
        // Members are read in place (`members[index]`) and copied only where a diagnostic may need the
        // whole member: copying one retains its key and value, and this loop sees every token and group.
        for index in members.indices {
            let key = members[index].key
            if key != "$root" {
                if key.utf8.first == UInt8(ascii: "$") {
                    checkGroupProperty(members[index], path: path)
                    continue
                }
                if dialect == .legacy, isLegacyGroupProperty(members[index]) { continue }
                if let byte = Self.forbiddenNameByte(in: key) { reportForbiddenName(members[index], byte: byte, path: path) }
                if let scalar = Self.formatCharacter(in: key) {
                    reportFormatCharacter(scalar, in: members[index], path: path)
                }
            }
            walkMember(members, at: index, path: path.appending(key), inherited: inherited)
        }
    }

    /// Walks `members[index]`, a token or a group.
    private mutating func walkMember(
        _ members: [SourceMember], at index: Int, path: TokenPath, inherited: Inherited
    ) {
        let node = members[index].value
        guard let children = node.members else {
            if dialect.usesDollarKeys {
                diagnostics.warning(
                    "'\(path)' is \(node.kindDescription), but a group member must be a token (an object with "
                        + "'$value') or a group (an object); it is ignored",
                    at: file.location(ofKey: members[index]), token: path.description,
                    hint: "wrap the value as { \"$value\": ... } to make it a token, or move it into '$extensions'"
                )
            }
            return
        }
        if children.indices.contains(where: { children[$0].key == dialect.valueKey }) {
            readToken(node, path: path, inherited: inherited)
        } else if dialect == .legacy,
                  let layered = FigmaPluginShadowLayers.token(ofGroup: node, members: children, isMetadata: isLegacyGroupProperty) {
            readToken(layered, path: path, inherited: inherited)
        } else if dialect == .legacy, let alias = AliasOfValue.token(node, members: children) {
            readToken(alias, path: path, inherited: inherited)
        } else if dialect == .legacy,
                  let typography = DesignTokensPluginTypography.token(node, members: children, descriptionKeys: dialect.descriptionKeys) {
            readToken(typography, path: path, inherited: inherited)
        } else if let typography = ExpandedTypographyGroup.token(node, members: children, valueKey: dialect.valueKey,
                                                                 typeKey: dialect.typeKey, descriptionKeys: dialect.descriptionKeys) {
            readToken(typography, path: path, inherited: inherited)
        } else {
            walkGroup(node, path: path, inherited: inherited)
        }
    }

    private mutating func readToken(_ node: SourceNode, path: TokenPath, inherited: Inherited) {
        guard let members = node.members else { return }
        var properties = inherited
        var description: String?
        var tokenExtensions: SourceNode?
        var value: SourceNode?
        var alpha: SourceMember?
        var darkValue: SourceMember?
        var unit: SourceMember?
        var unknownProperties: [SourceMember] = []
        var deprecationComment: String?
        // Tokens inside this one are read beside it, after it, whatever becomes of it.
        var nested: [Int] = []
        defer {
            for index in nested {
                nestedTokens.append((members[index], path))
                walkMember(members, at: index, path: path.appending(members[index].key), inherited: properties)
            }
        }
        for index in members.indices {
            switch members[index].key {
            case dialect.valueKey: value = members[index].value
            case dialect.typeKey: readType(members[index].value, into: &properties)
            case "alpha" where TokenLevelAlpha.number(members[index].value) != nil: alpha = members[index]
            case "unit" where members[index].value.string != nil && dialect.usesDollarKeys: unit = members[index]
            // The Washington Post's WPDS spells it `valueDark`.
            case "darkValue" where !dialect.usesDollarKeys, "valueDark" where !dialect.usesDollarKeys: darkValue = members[index]
            case "$deprecated": properties.deprecation = readDeprecation(members[index].value)
            // Style Dictionary's convention (its `tokens-deprecation` example, Koobiq's tokens):
            // `deprecated`, true or a reason, and `deprecated_comment`, the reason.
            case "deprecated" where !dialect.usesDollarKeys && members[index].value.members == nil:
                properties.deprecation = readDeprecation(members[index].value, key: "deprecated")
            case "deprecated_comment" where !dialect.usesDollarKeys: deprecationComment = members[index].value.string
            case "$extensions": tokenExtensions = members[index].value
            // The Design Tokens plugin's legacy exports keep its data (the variable's mode and Figma
            // scopes) in `extensions`; they are read as `$extensions` (`DesignTokensPluginModes`, `FigmaScopes`).
            case "extensions" where !dialect.usesDollarKeys && tokenExtensions == nil
                && members[index].value[DesignTokensPluginModes.key] != nil:
                tokenExtensions = members[index].value
            case let key where dialect.descriptionKeys.contains(key):
                if let text = members[index].value.string { description = text }
            case let key where dialect.usesDollarKeys && key.hasPrefix("$"): unknownProperties.append(members[index])
            // DuckDuckGo's tokens give a token's dark value as a token inside it, `dark: { $value: … }`.
            case "dark" where darkValue == nil && NestedTokens.isAppearanceValue(members[index], valueKey: dialect.valueKey):
                darkValue = SourceMember(key: members[index].key, keyLine: members[index].keyLine, keyColumn: members[index].keyColumn,
                                         value: members[index].value[dialect.valueKey]!)
            case _ where NestedTokens.isToken(members[index], valueKey: dialect.valueKey): nested.append(index)
            default:
                checkTokenProperty(members[index], path: path)
            }
        }
        // A token of a type dsys does not know is skipped with a warning that says so; its other
        // properties (kadena's icons' `$name`, `$style`) would only add to it.
        if !unknownProperties.isEmpty, properties.typeName.map(TokenTypeName.isKnown(_:)) ?? true {
            for member in unknownProperties {
                // Said to be ignored: a property that changes the value (KfW's `$fluid`, a size that grows
                // with the viewport) leaves the token generated from its `$value` alone.
                diagnostics.warning(
                    "unknown property '\(member.key)' on token '\(path)'; it is ignored, and the token is generated from its "
                        + "$value alone", at: file.location(ofKey: member), token: path.description,
                    hint: "if it changes the value, give the value the app should use in $value; move tool-specific data into '$extensions'"
                )
            }
        }
        if let deprecationComment, properties.deprecation != nil { properties.deprecation = .deprecatedWithReason(deprecationComment) }
        guard var value else { return }
        primerOverrides.record(tokenExtensions, path: path, location: file.location(of: node))
        pluginModes.record(tokenExtensions, path: path, location: file.location(of: node))
        if let unit, let withUnit = Self.quantity(value, unit: unit) { value = withUnit }
        if isTokensStudioSet, let braced = TokensStudioDollarReferences.rewritten(value) { value = braced }
        // CSS's light-dark() takes colors alone: a `string` token holding one (Terrazzo's `color` type
        // rejects it) is a color, as an alias of it is; as text it was a String constant of "#fff".
        var typeName = properties.typeName
        if typeName == TokenType.string.rawValue, value.string.map(AppearanceKeyedValues.isLightDarkColor) == true {
            typeName = TokenType.color.rawValue
            stringTypedColors.append((path, file.location(of: node)))
        }
        if let split = AppearanceKeyedValues.split(value: value, darkValue: darkValue, typeName: typeName,
                                                    extensions: tokenExtensions) {
            (value, tokenExtensions) = (split.value, split.extensions)
            if split.form == .colorPair { colorPairs.append((path, file.location(of: node))) }
            ungeneratedAppearanceKeys += split.ungenerated.map { ($0, path) }
        }
        if let rewritten = AliasOfValue.rewritten(value) { value = rewritten }
        if let text = FigmaExportText.literal(value, extensions: tokenExtensions) { value = text }
        if let alpha {
            if let withAlpha = TokenLevelAlpha.extensions(applying: alpha, to: tokenExtensions) {
                tokenExtensions = withAlpha
                alphaTokens = alphaTokens.map { ($0.path, $0.location, $0.count + 1) } ?? (path, file.location(ofKey: alpha), 1)
            } else {
                diagnostics.warning(
                    "'alpha' on token '\(path)' is ignored: the token has a Tokens Studio color modifier already",
                    at: file.location(ofKey: alpha), token: path.description,
                    hint: "give the alpha in the modifier, or move it to a token that aliases this one"
                )
            }
        }
        FigmaPluginComposites.append(
            RawToken(
                path: path, typeName: typeName, typePosition: properties.typePosition, value: value,
                file: file.path, pointerBase: pointerBase, description: description, deprecation: properties.deprecation,
                extensions: tokenExtensions, dialect: dialect
            ),
            to: &tokens
        )
    }

    /// One note for the file's color tokens given as two values, at the first of them.
    private mutating func noteColorPairs() {
        guard let first = colorPairs.first else { return }
        let others = colorPairs.count - 1
        diagnostics.append(Diagnostic(
            .note,
            "'\(first.path)'" + (others > 0 ? " and \(others) other color token\(others == 1 ? "" : "s")" : "")
                + " give two values; dsys reads the first as the light appearance and the second as the dark one, as "
                + "CSS's light-dark() does",
            at: first.location, token: first.path.description,
            hint: "to say so explicitly, give the dark value in \"$extensions\": { \"mode\": { \"dark\": ... } }"
        ))
    }

    /// One note for the file's `string` tokens read as colors, at the first of them.
    private mutating func noteStringTypedColors() {
        guard let first = stringTypedColors.first else { return }
        let others = stringTypedColors.count - 1
        diagnostics.append(Diagnostic(
            .note,
            "'\(first.path)'" + (others > 0 ? " and \(others) other token\(others == 1 ? "" : "s") typed 'string' hold" : " is typed 'string' but holds")
                + " CSS's light-dark() of colors; dsys reads " + (others > 0 ? "them as colors" : "it as a color")
                + ", with a light and a dark appearance",
            at: first.location, token: first.path.description,
            hint: "type them \"color\" where your other tools accept light-dark() in colors"
        ))
    }

    /// One warning for the file's values keyed by appearance with keys no appearance takes, at the first.
    private mutating func warnUngeneratedAppearanceKeys() {
        guard let (first, path) = ungeneratedAppearanceKeys.first else { return }
        var keys: [String] = []
        for (member, _) in ungeneratedAppearanceKeys where !keys.contains(member.key) { keys.append(member.key) }
        let tokens = Set(ungeneratedAppearanceKeys.map(\.path)).count
        diagnostics.warning(
            "'\(path)'" + (tokens > 1 ? " and \(tokens - 1) other token\(tokens == 2 ? "" : "s")" : "")
                + (tokens > 1 ? " give" : " gives") + " values for " + ProseList.quoted(keys) + ", which no Apple appearance has; they are not generated "
                + "(light, dark, 'default' and 'prefersContrast', as increased contrast, are)",
            at: file.location(ofKey: first), token: path.description,
            hint: keys.contains("forcedColors") ? "nothing to do: forcedColors is Windows' forced-colors mode, which the web build keeps"
                : "name an appearance: light, dark, light-high-contrast or dark-high-contrast"
        )
    }

    private mutating func readType(_ node: SourceNode, into inherited: inout Inherited) {
        guard let name = node.string else {
            // A problem of the tokens it would type, not of the file: they are read without it (their
            // type then comes from the group above or from the value, each with its own warning).
            diagnostics.warning(
                "'\(dialect.typeKey)' must be a string, but it is \(node.kindDescription); it is ignored", at: file.location(of: node),
                hint: "give a type name such as \"color\" or \"dimension\""
            )
            return
        }
        inherited.typeName = name
        inherited.typePosition = (node.line, node.column)
    }

    private mutating func readDeprecation(_ node: SourceNode, key: String = "$deprecated") -> Token.Deprecation? {
        switch node.value {
        case .bool(let flag): return flag ? .deprecated : nil
        case .string(let reason): return .deprecatedWithReason(reason)
        default:
            diagnostics.warning(
                "'\(key)' must be true, false or a reason string, but it is \(node.kindDescription); it is ignored",
                at: file.location(of: node)
            )
            return nil
        }
    }

    /// Handles `$type`, `$description`, `$extends` and friends on a group.
    private mutating func checkGroupProperty(_ member: SourceMember, path: TokenPath) {
        switch member.key {
        case "$type", "$description", "$deprecated", "$extensions", "$schema", "$metadata", "$themes":
            return
        case "$extends":
            readExtends(member, path: path)
        case "$value":
            return
        default:
            guard dialect.usesDollarKeys else { return }
            diagnostics.warning(
                "unknown property '\(member.key)' on group '\(path.description.isEmpty ? "(root)" : path.description)'; "
                    + "names starting with '$' are reserved by the DTCG format",
                at: file.location(ofKey: member), token: path.description,
                hint: "remove it, or move tool-specific data into '$extensions'"
            )
        }
    }

    /// A token may hold only `$` properties (an unknown one is a warning, given in `readToken`);
    /// tokens inside it are read beside it (`NestedTokens`); other plain members (Style
    /// Dictionary's `attributes`, `source`, ...) are ignored with a warning. In Style Dictionary and
    /// Tokens Studio files, where projects keep many members of their own beside values (Salesforce's
    /// `access`, `release`, `scope`), only a member that names a step changing the value
    /// (`transform`, `params`, `shade`, which AXA's own build applies) is ignored with a warning:
    /// the value generated is the one written, without that step. A step's name set to `true` or
    /// `false` is a flag for the build's filters (Auro's `"opacity": true`), not a step.
    private mutating func checkTokenProperty(_ member: SourceMember, path: TokenPath) {
        guard dialect.usesDollarKeys else {
            if Self.valueStepKeys.contains(member.key), !["normal", "none"].contains(member.value.string?.lowercased() ?? ""),
               member.value.bool == nil {
                noteIgnored(member, path: path)
            }
            return
        }
        noteIgnored(member, path: path)
    }

    /// One warning for the file's tokens found inside other tokens, at the first.
    private mutating func noteNestedTokens() {
        guard let (first, parent) = nestedTokens.first else { return }
        let others = nestedTokens.count - 1
        let path = parent.appending(first.key)
        diagnostics.warning(
            "token '\(parent)' holds the token '\(first.key)'" + (others == 0 ? "" : others == 1 ? " (1 more token of this file is inside another)"
                : " (\(others) more tokens of this file are inside others)")
                + "; a token holds no tokens, so dsys reads each beside the one that holds it, as '\(path)'",
            at: file.location(ofKey: first), token: path.description,
            hint: "move the inner tokens into a group of their own: Style Dictionary and Tokens Studio generate none of them"
        )
    }

    /// Counts `member` among the ignored members of its name (`noteIgnoredProperties`).
    private mutating func noteIgnored(_ member: SourceMember, path: TokenPath) {
        if let index = ignoredPropertyIndex[member.key] {
            ignoredProperties[index].count += 1
        } else {
            ignoredPropertyIndex[member.key] = ignoredProperties.count
            ignoredProperties.append((member.key, member, path, 1))
        }
    }

    /// Plain members of Style Dictionary and Tokens Studio tokens that name a step a project's own
    /// build applies to the value (a custom transform and its parameters, a shade, a blend).
    private static let valueStepKeys: Set<String> = [
        "transform", "transforms", "transformer", "params", "parameters", "shade", "tint", "modify", "modifier", "modifiers",
        "mix", "lighten", "darken", "saturate", "desaturate", "blendMode", "blend", "opacity",
    ]

    /// Warns once per plain member name that tokens carry and DTCG does not define, at its first
    /// token, with how many other tokens carry it.
    private mutating func noteIgnoredProperties() {
        for (key, member, path, count) in ignoredProperties {
            let others = count - 1
            let tokens = "'\(key)' on token '\(path)'" + (others > 0 ? " and \(others) other token\(others == 1 ? "" : "s") of this file" : "")
            // A member that names a build step, or references a token (REI's `"spacingModifier":
            // "{options.space.squish}"`, which its build multiplies by), changes the value: that is
            // said, not lost among notes on documentation members.
            let changesTheValue = Self.valueStepKeys.contains(key) || member.value.string.flatMap(ReferenceSyntax.wholeReference) != nil
            if dialect.usesDollarKeys, !changesTheValue {
                diagnostics.warning(tokens + " is not a DTCG property and is ignored", at: file.location(ofKey: member),
                                    token: path.description, hint: "move it into '$extensions' to keep it")
            } else {
                diagnostics.warning(
                    tokens + " is ignored: the value generated is the one written, without what a step of the project's own "
                        + "build does with '\(key)'", at: file.location(ofKey: member), token: path.description,
                    hint: "write the value the build makes (a color with its alpha, such as #00008f33; a length times its modifier), "
                        + "or ignore this if '\(key)' is only a note")
            }
        }
    }

    /// A bare number value with a `unit` beside it (`"$value": "3", "unit": "px"`, as HashiCorp's
    /// tokens write lengths) as the DTCG quantity `{"value": 3, "unit": "px"}`, at the value's
    /// position; nil when the value is not a bare number.
    private static func quantity(_ value: SourceNode, unit: SourceMember) -> SourceNode? {
        guard let unitText = unit.value.string, let number = value.number ?? value.string.flatMap({ Double($0) }) else { return nil }
        func node(_ content: SourceNode.Value, at place: SourceNode) -> SourceNode {
            SourceNode(content, line: place.line, column: place.column)
        }
        return node(.object([
            SourceMember(key: "value", keyLine: value.line, keyColumn: value.column, value: node(.number(number), at: value)),
            SourceMember(key: "unit", keyLine: unit.keyLine, keyColumn: unit.keyColumn, value: node(.string(unitText), at: unit.value)),
        ]), at: value)
    }

    /// Style Dictionary and Tokens Studio groups may carry plain metadata next to their tokens: any
    /// non-object member, an `attributes` object, and an `extensions` object (the "Design Tokens"
    /// Figma plugin's, whose keys are reverse domain names such as `org.lukasoppermann.figmaDesignTokens`).
    /// An object named `type`, `description` or `comment` is a group or token
    /// (`{"type": {"body": {"value": "16"}}}`, a type scale).
    private func isLegacyGroupProperty(_ member: SourceMember) -> Bool {
        member.value.members == nil || member.key == "attributes" || member.key == "extensions"
    }

    /// The first byte of `name` that names must not contain: `{`, `}` or `.`, which would make aliases
    /// ambiguous.
    private static func forbiddenNameByte(in name: String) -> UInt8? {
        name.utf8.first { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") || $0 == UInt8(ascii: ".") }
    }

    /// Warns that `member`'s name contains the forbidden `byte`; the member is still read, so a
    /// name such as `1.5` in a spacing scale is generated, but an alias cannot name it: `{space.1.5}`
    /// reads as the path `space`, `1`, `5`.
    private mutating func reportForbiddenName(_ member: SourceMember, byte: UInt8, path: TokenPath) {
        let bad = Character(Unicode.Scalar(byte))
        let full = path.appending(member.key)
        diagnostics.warning(
            "the name '\(member.key)' contains '\(bad)', which token names may not contain; it is read, "
                + "but it cannot be referenced by an alias", at: file.location(ofKey: member), token: full.description,
            hint: "rename it without '{', '}' or '.' (for example '\(Self.suggestedName(member.key))')"
        )
    }

    /// `name` with `.` as `_` and `{`, `}` left out: a name an alias can reach.
    private static func suggestedName(_ name: String) -> String {
        String(name.compactMap { $0 == "." ? "_" : ($0 == "{" || $0 == "}" ? nil : $0) })
    }

    /// The first invisible format character (Unicode category Cf: bidi overrides, zero-width
    /// spaces, …) in `name`; names are mostly ASCII, which has none, so those are checked by byte.
    private static func formatCharacter(in name: String) -> Unicode.Scalar? {
        guard name.utf8.contains(where: { $0 >= 0x80 }) else { return nil }
        return name.unicodeScalars.first { $0.properties.generalCategory == .format }
    }

    /// Warns that `member`'s name holds the format character `scalar`, which Swift names drop (it
    /// would make generated code read differently from what it does). The name is shown with each
    /// format character spelled `<U+202E>`, so the message itself cannot be reordered.
    private mutating func reportFormatCharacter(_ scalar: Unicode.Scalar, in member: SourceMember, path: TokenPath) {
        var visible = ""
        for character in member.key.unicodeScalars {
            if character.properties.generalCategory == .format {
                visible += "<\(Self.codePoint(character))>"
            } else {
                visible.unicodeScalars.append(character)
            }
        }
        diagnostics.warning(
            "the name '\(visible)' contains the invisible format character \(Self.codePoint(scalar)), which Swift "
                + "names leave out",
            at: file.location(ofKey: member), token: path.appending(visible).description,
            hint: "remove it from the name unless it is meant to be there"
        )
    }

    /// `U+202E` for `scalar`.
    private static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    private mutating func readExtends(_ member: SourceMember, path: TokenPath) {
        let location = file.location(of: member.value)
        var target: TokenPath?
        if let text = member.value.string, let reference = ReferenceSyntax.wholeReference(text) {
            target = reference
        } else if let pointer = member.value["$ref"]?.string, let segments = JSONPointer.segments(pointer) {
            target = TokenPath(segments)
        }
        guard let target else {
            diagnostics.error(
                "'$extends' must be a group reference such as \"{base.group}\" or { \"$ref\": \"#/base/group\" }",
                at: location, token: path.description
            )
            return
        }
        extensions.append(GroupExtension(group: path, target: target, location: location))
    }

    /// How far applying an extension has come.
    private enum ExtensionState {
        case pending, onChain, done
    }

    /// Copies each extended group's tokens into the extending group, unless the group overrides them.
    /// Chains are applied base-first and each cycle is reported once, with every group on it. Linear in
    /// the number of extensions and copied tokens, whatever the declaration order.
    private mutating func applyExtensions() {
        guard !extensions.isEmpty else { return }
        typeTokensOfExtendingGroups()
        var extensionByGroup: [TokenPath: Int] = [:]
        for index in extensions.indices where extensionByGroup[extensions[index].group] == nil {
            extensionByGroup[extensions[index].group] = index
        }
        var membership = GroupMembership(tokens, groups: Set(extensions.map(\.target)))
        var states = Array(repeating: ExtensionState.pending, count: extensions.count)
        // The groups whose extension waits for the other inputs: one extending them waits too, since
        // their tokens are not all known yet.
        var externalGroups: Set<TokenPath> = []
        for start in extensions.indices where states[start] == .pending {
            // The chain of bases from `start`, up to a settled extension, a cycle or a group that
            // extends nothing.
            var chain: [Int] = []
            var next: Int? = start
            while let current = next, states[current] == .pending {
                states[current] = .onChain
                guard !extendsItsAncestor(extensions[current]) else {
                    states[current] = .done
                    break
                }
                chain.append(current)
                next = extensionByGroup[extensions[current].target]
            }
            if let current = next, states[current] == .onChain, let cycleStart = chain.firstIndex(of: current) {
                let groups = chain[cycleStart...].map { extensions[$0].group.description }
                diagnostics.error(
                    "'$extends' cycle: \(ChainText.arrows(groups + [groups[0]]))", at: extensions[current].location,
                    token: groups[0], hint: "a group cannot extend itself, directly or through other groups"
                )
                for index in chain[cycleStart...] { states[index] = .done }
                chain.removeSubrange(cycleStart...)
            }
            for index in chain.reversed() {
                states[index] = .done
                let item = extensions[index]
                let isExtended = extensionByGroup[item.target] != nil
                if let externalExtensions,
                   externalGroups.contains(item.target) || Self.isOutsideTree(item.target, isExtended: isExtended, membership: membership) {
                    externalExtensions.append(ExternalGroupExtension(group: item.group, target: item.target, location: item.location))
                    externalGroups.insert(item.group)
                    continue
                }
                guard apply(item, isExtended: isExtended, membership: &membership) else { return }
            }
        }
    }

    /// Gives each token that has no `$type` of its own the type of its nearest group as extended
    /// (`ExtendedGroupTypes`), before the extensions copy tokens: the copies keep their groups' types.
    private mutating func typeTokensOfExtendingGroups() {
        var targets: [TokenPath: TokenPath] = [:]
        for item in extensions where targets[item.group] == nil { targets[item.group] = item.target }
        for index in tokens.indices where groupTypes.isInherited(tokens[index].typePosition) {
            guard let type = groupTypes.inheritedType(of: tokens[index].path, targets: targets),
                  type.name != tokens[index].typeName else { continue }
            tokens[index].typeName = type.name
            tokens[index].typePosition = (type.line, type.column)
        }
    }

    /// Whether `item`'s group extends a group that contains it, which is reported.
    private mutating func extendsItsAncestor(_ item: GroupExtension) -> Bool {
        guard item.group.segments.starts(with: item.target.segments) else { return false }
        diagnostics.error(
            "'$extends' cycle: '\(item.group)' extends its own ancestor '\(item.target)'", at: item.location,
            token: item.group.description, hint: "a group cannot extend a group that contains it"
        )
        return true
    }

    /// Whether `target` is no group of this tree: it holds no token, is no token, and extends no
    /// group (`isExtended`).
    private static func isOutsideTree(_ target: TokenPath, isExtended: Bool, membership: GroupMembership) -> Bool {
        membership.members(of: target).isEmpty && !isExtended && !membership.paths.contains(target)
    }

    /// Copies the tokens below `item`'s target into its group; false, after reporting it, when that
    /// would copy more than `ExtensionBudget.maximumTokens` in the run. `isExtended` tells whether the target
    /// itself extends a group (so it is a group even when it holds no tokens).
    private mutating func apply(
        _ item: GroupExtension, isExtended: Bool, membership: inout GroupMembership
    ) -> Bool {
        let inherited = membership.members(of: item.target)
        if Self.isOutsideTree(item.target, isExtended: isExtended, membership: membership) {
            // One group's problem, which must not stop the file: the group keeps its own tokens.
            diagnostics.warning(
                "'\(item.group)' extends '\(item.target)', which is not a group in this file; it is read with its own "
                    + "tokens only", at: item.location, token: item.group.description,
                hint: "dsys applies '$extends' within one file: define '\(item.target)' in this file, or copy the tokens "
                    + "'\(item.group)' should inherit into it"
            )
        }
        guard extensionBudget.allows(inherited.count) else {
            extensionBudget.reportExceeded(group: item.group, target: item.target, count: inherited.count, at: item.location,
                                           into: &diagnostics)
            return false
        }
        let targetDepth = item.target.segments.count
        for index in inherited {
            var token = tokens[index]
            let extendedPath = TokenPath(item.group.segments + token.path.segments.dropFirst(targetDepth))
            guard !membership.paths.contains(extendedPath) else { continue }
            // The copy keeps the pointer of the definition it copies, which is where its value is written.
            token.pointerBase = TokenPointer(base: token.pointer, baseDepth: extendedPath.segments.count)
            token.path = extendedPath
            membership.add(token, at: tokens.count)
            tokens.append(token)
            extensionBudget.recordCopy()
        }
        return true
    }
}
