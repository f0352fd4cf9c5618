import Foundation
import DsysOutput
import DsysSource
import DsysTokens

/// Reads `dsys.json` (or `.yaml`): the generator configuration plus where inputs and output live.
/// Unknown keys and wrong shapes are errors at their position; every type name is checked to be
/// a Swift identifier path, so configuration cannot inject code either.
///
/// ```json
/// { "moduleName": "AcmeDesign", "output": "AcmeDesign", "inputs": ["tokens"],
///   "colors": { "type": "ColorToken", "paths": ["color"], "nesting": "nested" },
///   "appearances": { "midnight": "dark" } }
/// ```
public struct ConfigFile: Sendable {
    public var generator: GeneratorConfig
    /// Inputs named by the config, relative to the config file's folder as written.
    public var inputs: [String]
    public var output: String?
    public var remBase: Double?
    public var contexts: [String]
    /// Whether a problem confined to one token is an error instead of a skip (`"strict": true`, `--strict`);
    /// the generator's setting, which the front end follows too.
    public var strict: Bool {
        get { generator.strict }
        set { generator.strict = newValue }
    }
    /// Icons, images and the app icon (`"assets"`), relative to the config file's folder.
    public var assets = AssetsConfig()
    /// Where `generate` also writes the token gallery page (`"gallery": "Docs/tokens.html"`), if anywhere.
    public var gallery: String?
    /// The Figma file `dsys pull figma` reads, and where it saves the variables (`"figma"`).
    public var figma = FigmaConfig()
    /// Which token files or Tokens Studio sets make which modes (`"modeSources"`).
    public var modeSources = ModeSourceMap()
    /// The folder the config file is in (empty for the working directory's `dsys.json`).
    public var folder = ""

    static let namespaceKeys = ["colors", "spacing", "radius", "borderWidth", "opacity", "gradients", "motion", "fonts",
                                 "dimensions", "numbers", "fontFamilies", "fontWeights", "strokeStyles", "borders", "strings"]
    package static let typeKeys = ["scaledSpacingType", "typographyType", "typographyModifierType", "shadowType", "shadowModifierType",
                           "valuesType", "componentPrefix", "gradientStops", "themeType", "adaptiveTokensType"]
    /// The type keys that take one name, not a dotted path.
    static let simpleTypeKeys: Set<String> = [
        "typographyModifierType", "shadowType", "shadowModifierType", "gradientStops", "themeType",
        "scaledSpacingType", "componentPrefix", "typographyType", "valuesType", "adaptiveTokensType",
    ]
    static let componentStyleKeys = ["buttons", "modifiers", "textFields", "toggles"]
    /// Every top-level key, as the published schema lists them (`ConfigSchema`).
    static let allKeys: Set<String> = Set(ConfigSchema.keyNames)

    public init(generator: GeneratorConfig = GeneratorConfig(), inputs: [String] = [], output: String? = nil) {
        self.generator = generator
        self.inputs = inputs
        self.output = output
        self.contexts = []
    }

    /// Reads and checks the config at `path`; nil (with errors) when it is unusable.
    public static func load(path: String, diagnostics: inout Diagnostics) -> ConfigFile? {
        guard let file = SourceFileReader.read(fileAt: path, displayPath: path, diagnostics: &diagnostics) else {
            return nil
        }
        var reader = ConfigReader(file: file)
        var config = reader.read()
        config.assets.baseFolder = (path as NSString).deletingLastPathComponent
        config.folder = config.assets.baseFolder
        diagnostics.append(contentsOf: reader.diagnostics)
        return reader.diagnostics.hasErrors ? nil : config
    }
}

/// The checking reader behind `ConfigFile.load`.
package struct ConfigReader {
    let file: SourceFile
    package var diagnostics = Diagnostics()

    package init(file: SourceFile, diagnostics: Diagnostics = Diagnostics()) {
        self.file = file
        self.diagnostics = diagnostics
    }

    package mutating func read() -> ConfigFile {
        var config = ConfigFile()
        guard let members = file.root.members else {
            diagnostics.error("a dsys config must be a JSON object", at: file.location(of: file.root))
            return config
        }
        var generator = GeneratorConfig()
        var keyLocations: [String: SourceLocation] = [:]
        for member in members {
            let node = member.value
            keyLocations[member.key] = file.location(of: node)
            guard ConfigFile.allKeys.contains(member.key) else {
                diagnostics.error(
                    "unknown configuration key '\(member.key)'" + NameSuggestion.didYouMean(member.key, among: ConfigFile.allKeys.sorted()),
                    at: file.location(ofKey: member),
                    hint: "see `dsys schema --config` for every key"
                )
                continue
            }
            switch member.key {
            case "$schema": break
            case "$comment":
                if node.string == nil, node.elements?.allSatisfy({ $0.string != nil }) != true {
                    fail("'$comment' must be a string or an array of strings", node)
                }
            case "exclude": generator.exclude = patterns(node, key: member.key)
            case "moduleName":
                if let name = typeName(node, key: member.key) { generator.moduleName = name }
            case "inputs": config.inputs = strings(node, key: member.key)
            case "contexts": config.contexts = strings(node, key: member.key)
            case "output": config.output = string(node, key: member.key)
            case "gallery":
                if let path = string(node, key: member.key) {
                    if path.hasSuffix(".html") { config.gallery = path } else {
                        fail("'gallery' must be the path of an .html file, such as \"Docs/tokens.html\"", node)
                    }
                }
            case "remBase":
                if let value = node.number, value > 0 { config.remBase = value } else {
                    fail("'remBase' must be a positive number of points", node)
                }
            case "strict": if let flag = bool(node, key: member.key) { generator.strict = flag }
            case "colorStrategy":
                if let strategy = choice(node, key: member.key, of: GeneratorConfig.ColorStrategy.self) {
                    generator.colorStrategy = strategy
                }
            case "fontMembers":
                if let members = choice(node, key: member.key, of: GeneratorConfig.FontMembers.self) { generator.fontMembers = members }
            case "testLayout":
                if let layout = choice(node, key: member.key, of: GeneratorConfig.TestLayout.self) { generator.testLayout = layout }
            case "shadowProperties": if let flag = bool(node, key: member.key) { generator.shadowProperties = flag }
            case "themeManager": if let flag = bool(node, key: member.key) { generator.themeManager = flag }
            case "uiKit": if let flag = bool(node, key: member.key) { generator.uiKit = flag }
            case "catalog": if let flag = bool(node, key: member.key) { generator.catalog = flag }
            case "componentStyles": generator.componentStyles = componentStyles(node)
            case "files": generator.files = fileLayout(node)
            case "orderChecks": generator.orderChecks = orderChecks(node)
            case "contrastChecks": generator.contrastChecks = contrastChecks(node)
            case "contrastRoles": generator.contrastRoles = contrastRoles(node)
            case "appearances": generator.appearances = appearances(node)
            case "axes": generator.axes = axes(node)
            case "adaptiveTokensType": generator.adaptiveTokensType = optionalTypeName(node, key: member.key, simple: true)
            case "assets": config.assets = assets(node)
            case "figma": config.figma = figma(node)
            case "modeSources":
                config.modeSources = modeSources(node)
                config.modeSources.location = file.location(ofKey: member)
            case "nameOverrides": generator.nameOverrides = stringMap(node, key: member.key)
            case "digitPrefix":
                if let text = string(node, key: member.key) {
                    if SwiftIdentifier.isValid(text) { generator.digitPrefix = text } else {
                        fail("'digitPrefix' must be a valid Swift identifier, such as \"_\" or \"shade\"", node)
                    }
                }
            case "shadowModifier":
                if let text = string(node, key: member.key) {
                    if SwiftIdentifier(validating: text) != nil { generator.shadowModifier = text } else {
                        fail("'shadowModifier' must be a Swift method name", node)
                    }
                }
            case "scaledSpacingType": generator.scaledSpacingType = optionalTypeName(node, key: member.key, simple: true)
            case "componentPrefix":
                generator.componentPrefix = optionalTypeName(node, key: member.key, simple: true)
                generator.componentsRequested = generator.componentPrefix != nil
            case "typographyType": generator.typographyType = optionalTypeName(node, key: member.key, simple: true)
            case "typographyModifierType": generator.typographyModifierType = optionalTypeName(node, key: member.key, simple: true)
            case "shadowType": if let name = typeName(node, key: member.key, simple: true) { generator.shadowType = name }
            case "shadowModifierType": generator.shadowModifierType = optionalTypeName(node, key: member.key, simple: true)
            case "gradientStops": generator.gradientStops = optionalTypeName(node, key: member.key, simple: true)
            case "themeType": generator.themeType = optionalTypeName(node, key: member.key, simple: true)
            case "valuesType": if let name = typeName(node, key: member.key, simple: true) { generator.valuesType = name }
            case "colors": generator.colors = namespace(node, base: generator.colors)
            case "spacing": generator.spacing = namespace(node, base: generator.spacing)
            case "radius": generator.radius = namespace(node, base: generator.radius)
            case "borderWidth": generator.borderWidth = namespace(node, base: generator.borderWidth)
            case "opacity": generator.opacity = namespace(node, base: generator.opacity)
            case "gradients": generator.gradients = namespace(node, base: generator.gradients)
            case "motion": generator.motion = namespace(node, base: generator.motion)
            case "fonts": generator.fonts = namespace(node, base: generator.fonts)
            case "dimensions": generator.dimensions = namespace(node, base: generator.dimensions)
            case "numbers": generator.numbers = namespace(node, base: generator.numbers)
            case "fontFamilies": generator.fontFamilies = namespace(node, base: generator.fontFamilies)
            case "fontWeights": generator.fontWeights = namespace(node, base: generator.fontWeights)
            case "strokeStyles": generator.strokeStyles = namespace(node, base: generator.strokeStyles)
            case "borders": generator.borders = namespace(node, base: generator.borders)
            case "strings": generator.strings = namespace(node, base: generator.strings)
            default:
                diagnostics.error("dsys does not read the configuration key '\(member.key)' yet", at: file.location(ofKey: member))
            }
        }
        if keyLocations["spacing"] != nil, keyLocations["scaledSpacingType"] == nil {
            generator.scaledSpacingType = GeneratorConfig.scaledSpacingType(following: generator.spacing.type)
        }
        for problem in ConfigTypeNames.problems(in: generator) {
            diagnostics.error(problem.message, at: keyLocations[problem.key] ?? file.location(of: file.root))
        }
        config.generator = generator
        return config
    }

    private mutating func fail(_ message: String, _ node: SourceNode) {
        diagnostics.error(message, at: file.location(of: node))
    }

    private mutating func string(_ node: SourceNode, key: String) -> String? {
        guard let text = node.string else {
            fail("'\(key)' must be a string", node)
            return nil
        }
        return text
    }

    private mutating func strings(_ node: SourceNode, key: String) -> [String] {
        guard let elements = node.elements, elements.allSatisfy({ $0.string != nil }) else {
            fail("'\(key)' must be an array of strings", node)
            return []
        }
        return elements.compactMap(\.string)
    }

    /// Token path globs (`palette.**`); an empty pattern or segment is an error at the element.
    private mutating func patterns(_ node: SourceNode, key: String) -> [TokenPathPattern] {
        guard let elements = node.elements, elements.allSatisfy({ $0.string != nil }) else {
            fail("'\(key)' must be an array of token path patterns, such as [\"palette.**\"]", node)
            return []
        }
        return elements.compactMap { element in
            guard let pattern = element.string.flatMap(TokenPathPattern.init) else {
                fail("'\(element.string ?? "")' is not a token path pattern: segments are separated by single dots and none is empty "
                     + "(* matches within a segment, ** any number of segments)", element)
                return nil
            }
            return pattern
        }
    }

    private mutating func stringMap(_ node: SourceNode, key: String) -> [String: String] {
        guard let members = node.members else {
            fail("'\(key)' must be an object of strings", node)
            return [:]
        }
        var result: [String: String] = [:]
        for member in members {
            if let value = string(member.value, key: "\(key).\(member.key)") { result[member.key] = value }
        }
        return result
    }

    /// A dotted path of Swift type names (`ShapeToken.CornerRadius`), or with `simple` a single
    /// name (for types the generator declares at the top level or nests itself).
    private mutating func typeName(_ node: SourceNode, key: String, simple: Bool = false) -> String? {
        guard let text = string(node, key: key) else { return nil }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard (!simple || parts.count == 1), parts.allSatisfy({ SwiftIdentifier.isValid($0) && !SwiftKeywords.lexerKeywords.contains($0)
            && !SwiftKeywords.isUnfixableByBackticks($0) })
        else {
            let example = simple ? "such as \"ShadowModifier\"" : "such as \"DSRadius\" or \"ShapeToken.CornerRadius\""
            fail("'\(key)' must be a Swift type name \(example), not \"\(text)\"", node)
            return nil
        }
        return text
    }

    private mutating func optionalTypeName(_ node: SourceNode, key: String, simple: Bool = false) -> String? {
        if case .null = node.value { return nil }
        return typeName(node, key: key, simple: simple)
    }

    private mutating func bool(_ node: SourceNode, key: String) -> Bool? {
        guard case .bool(let flag) = node.value else {
            fail("'\(key)' must be true or false", node)
            return nil
        }
        return flag
    }

    /// One of an enum's raw values.
    private mutating func choice<Choice: RawRepresentable & CaseIterable>(
        _ node: SourceNode, key: String, of type: Choice.Type
    ) -> Choice? where Choice.RawValue == String {
        guard let text = string(node, key: key) else { return nil }
        guard let value = Choice(rawValue: text) else {
            fail("'\(key)' must be one of " + Choice.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "), node)
            return nil
        }
        return value
    }

    /// A dotted token path such as `component.button`: non-empty segments.
    private mutating func tokenPath(_ node: SourceNode, key: String) -> String? {
        guard let text = string(node, key: key) else { return nil }
        guard !text.isEmpty, !text.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty) else {
            fail("'\(key)' must be a dotted token path such as \"component.button\"", node)
            return nil
        }
        return text
    }

    private mutating func componentStyles(_ node: SourceNode) -> ComponentStylesConfig {
        var result = ComponentStylesConfig()
        guard let members = node.members else {
            fail("'componentStyles' must be an object with 'buttons', 'textFields', 'toggles' and 'modifiers'", node)
            return result
        }
        for member in members {
            let value: String? = member.value.value == .null ? nil : tokenPath(member.value, key: "componentStyles.\(member.key)")
            switch member.key {
            case "buttons": result.buttons = value
            case "textFields": result.textFields = value
            case "toggles": result.toggles = value
            case "modifiers": result.modifiers = value
            default:
                diagnostics.error("unknown componentStyles key '\(member.key)'", at: file.location(ofKey: member),
                                  hint: "known keys: " + ConfigFile.componentStyleKeys.joined(separator: ", "))
            }
        }
        return result
    }

    /// `"files": { "colors": "Tokens/ColorToken.swift" }`: relative `.swift` paths that stay inside
    /// the module folder.
    private mutating func fileLayout(_ node: SourceNode) -> [SourceSectionKind: String] {
        var result: [SourceSectionKind: String] = [:]
        guard let members = node.members else {
            fail("'files' must be an object mapping parts of the generated code to paths", node)
            return result
        }
        for member in members {
            guard let kind = SourceSectionKind(rawValue: member.key) else {
                diagnostics.error("unknown 'files' key '\(member.key)'", at: file.location(ofKey: member),
                                  hint: "known keys: " + SourceSectionKind.allCases.map(\.configName).sorted().joined(separator: ", "))
                continue
            }
            guard let path = string(member.value, key: "files.\(member.key)") else { continue }
            let segments = path.split(separator: "/", omittingEmptySubsequences: false)
            let isSafe = path.hasSuffix(".swift") && !path.contains("\\")
                && segments.allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." && !$0.hasPrefix(".") }
            guard isSafe else {
                fail("'files.\(member.key)' must be a relative path ending in .swift inside the module, such as \"Tokens/ColorToken.swift\"",
                     member.value)
                continue
            }
            if let problem = OutputPath.problem(in: path) {
                fail("'files.\(member.key)' is not a safe path inside the module: \(problem)", member.value)
                continue
            }
            result[kind] = path
        }
        return result
    }

    /// The objects of the array `node` (the config key `key`), each with its members; anything else
    /// is reported as not being `item` objects with the keys `keys`.
    private mutating func objects(_ node: SourceNode, key: String, item: String, keys: String) -> [(SourceNode, [SourceMember])] {
        guard let elements = node.elements else {
            fail("'\(key)' must be an array of objects with \(keys)", node)
            return []
        }
        return elements.compactMap { element in
            guard let members = element.members else {
                fail("\(item) must be an object with \(keys)", element)
                return nil
            }
            return (element, members)
        }
    }

    private mutating func orderChecks(_ node: SourceNode) -> [OrderCheck] {
        objects(node, key: "orderChecks", item: "an order check", keys: "'name', 'paths' and 'order'").compactMap { element, members in
            var name: String?
            var paths: [String] = []
            var order: OrderCheck.Order?
            for member in members {
                switch member.key {
                case "name":
                    if let text = string(member.value, key: "name") {
                        if SwiftIdentifier.isValid(text) { name = text } else {
                            fail("an order check's 'name' must be letters and digits, such as \"spacingScale\"", member.value)
                        }
                    }
                case "paths": paths = strings(member.value, key: "paths")
                case "order": order = choice(member.value, key: "order", of: OrderCheck.Order.self)
                default:
                    diagnostics.error("unknown order check key '\(member.key)'", at: file.location(ofKey: member),
                                      hint: "known keys: name, order, paths")
                }
            }
            guard let name, let order, !paths.isEmpty else {
                fail("an order check needs a 'name', an 'order' and 'paths' (tokens or groups)", element)
                return nil
            }
            return OrderCheck(name: name, paths: paths, order: order, location: file.location(of: element))
        }
    }

    private mutating func contrastChecks(_ node: SourceNode) -> [ContrastCheck] {
        let keys = "'foreground', 'background', 'minimum' and 'severity'"
        return objects(node, key: "contrastChecks", item: "a contrast check", keys: keys).compactMap { element, members in
            var foreground: String?
            var background: String?
            var minimum = ContrastCheck.defaultMinimum
            var severity = ContrastCheck.Severity.error
            for member in members {
                switch member.key {
                case "foreground": foreground = string(member.value, key: "foreground")
                case "background": background = string(member.value, key: "background")
                case "minimum":
                    guard let value = member.value.number, (1...21).contains(value) else {
                        fail("a contrast check's 'minimum' must be a ratio from 1 to 21, such as 4.5 (text) or 3 (large text)",
                             member.value)
                        continue
                    }
                    minimum = value
                case "severity":
                    if let choice = choice(member.value, key: "severity", of: ContrastCheck.Severity.self) { severity = choice }
                default:
                    diagnostics.error("unknown contrast check key '\(member.key)'", at: file.location(ofKey: member),
                                      hint: "known keys: background, foreground, minimum, severity")
                }
            }
            guard let foreground, let background else {
                fail("a contrast check needs a 'foreground' and a 'background' color token path", element)
                return nil
            }
            return ContrastCheck(foreground: foreground, background: background, minimum: minimum, severity: severity,
                                 location: file.location(of: element))
        }
    }

    /// `{ "foreground": [...], "background": [...], "large": [...] }`: token paths or groups.
    private mutating func contrastRoles(_ node: SourceNode) -> ContrastRoles {
        var roles = ContrastRoles()
        guard let members = node.members else {
            fail("'contrastRoles' must be an object with 'foreground', 'background' and 'large' lists of token paths", node)
            return roles
        }
        for member in members {
            let paths = strings(member.value, key: "contrastRoles.\(member.key)")
            switch member.key {
            case "foreground": roles.foreground = paths
            case "background": roles.background = paths
            case "large": roles.large = paths
            default:
                diagnostics.error("unknown contrastRoles key '\(member.key)'", at: file.location(ofKey: member),
                                  hint: "known keys: background, foreground, large")
            }
        }
        return roles
    }

    /// `{ "modes": { axis: { context: [entries] } }, "sourceOnly": [entries], "excluded": [entries] }`:
    /// each entry a non-empty string of whole path segments, with its position for the error when
    /// it names no input; an axis needs one or more contexts.
    private mutating func modeSources(_ node: SourceNode) -> ModeSourceMap {
        var map = ModeSourceMap()
        guard let members = node.members else {
            fail("'modeSources' must be an object with 'modes', 'sourceOnly' and 'excluded'", node)
            return map
        }
        for member in members {
            switch member.key {
            case "modes":
                guard let axes = member.value.members else {
                    fail("'modes' must map each axis name to an object of contexts, such as { \"theme\": { \"dark\": [\"dark.json\"] } }", member.value)
                    continue
                }
                for axis in axes {
                    guard let contexts = axis.value.members, !contexts.isEmpty else {
                        fail("axis '\(axis.key)' must map one or more context names to lists of files or sets", axis.value)
                        continue
                    }
                    map.axes.append(ModeSourceMap.Axis(name: axis.key, contexts: contexts.map { context in
                        ModeSourceMap.Context(name: context.key, entries: modeSourceEntries(context.value, key: "\(axis.key).\(context.key)"))
                    }))
                }
            case "sourceOnly": map.sourceOnly = modeSourceEntries(member.value, key: "sourceOnly")
            case "excluded": map.excluded = modeSourceEntries(member.value, key: "excluded")
            default:
                diagnostics.error("unknown modeSources key '\(member.key)'", at: file.location(ofKey: member),
                                  hint: "known keys: excluded, modes, sourceOnly")
            }
        }
        return map
    }

    /// An array of non-empty strings, each an entry at its position.
    private mutating func modeSourceEntries(_ node: SourceNode, key: String) -> [ModeSourceMap.Entry] {
        guard let elements = node.elements, elements.allSatisfy({ !($0.string ?? "").isEmpty }) else {
            fail("'\(key)' must be an array of file, folder or set names, such as [\"modes/dark.json\"]", node)
            return []
        }
        return elements.map { ModeSourceMap.Entry($0.string ?? "", location: file.location(of: $0)) }
    }

    private mutating func appearances(_ node: SourceNode) -> [String: Appearance] {
        var result: [String: Appearance] = [:]
        for (mode, value) in stringMap(node, key: "appearances") {
            if let appearance = Appearance(configName: value) {
                result[mode] = appearance
            } else {
                fail("appearance '\(value)' for mode '\(mode)' must be one of "
                     + Appearance.all.map { "'\($0)'" }.joined(separator: ", "), node)
            }
        }
        return result
    }

    /// `{ "density": { "environment": "horizontalSizeClass", "contexts": { "compact": "compact" } } }`:
    /// each context names a value of the environment value; a size class or a Dynamic Type size
    /// named by two contexts is an error (the axis could not tell them apart).
    private mutating func axes(_ node: SourceNode) -> [String: AxisMapping] {
        guard let members = node.members else {
            fail("'axes' must be an object: axis name → { \"environment\", \"contexts\" }", node)
            return [:]
        }
        var result: [String: AxisMapping] = [:]
        for axis in members {
            guard let fields = axis.value.members else {
                fail("axis '\(axis.key)' must be an object with 'environment' and 'contexts'", axis.value)
                continue
            }
            var source: AxisMapping.Source?
            var environmentGiven = false
            var contexts: [(name: String, value: String, node: SourceNode)] = []
            for field in fields {
                switch field.key {
                case "environment":
                    environmentGiven = true
                    source = choice(field.value, key: "environment", of: AxisMapping.Source.self)
                case "contexts":
                    guard let entries = field.value.members else {
                        fail("'contexts' of axis '\(axis.key)' must map each context to a value", field.value)
                        continue
                    }
                    for entry in entries {
                        if let value = string(entry.value, key: "contexts.\(entry.key)") { contexts.append((entry.key, value, entry.value)) }
                    }
                default:
                    diagnostics.error("unknown axis key '\(field.key)'", at: file.location(ofKey: field), hint: "known keys: contexts, environment")
                }
            }
            guard let source else {
                if environmentGiven { continue }
                fail("axis '\(axis.key)' needs an 'environment': " + AxisMapping.Source.allCases.map(\.rawValue).joined(separator: " or "), axis.value)
                continue
            }
            let allowed = AxisMapping.values(of: source)
            var seen: [String: String] = [:]
            for context in contexts {
                if !allowed.contains(context.value) {
                    fail("context '\(context.name)' of axis '\(axis.key)' names '\(context.value)', which is no \(source.rawValue) value; "
                         + "use one of " + allowed.joined(separator: ", "), context.node)
                } else if let other = seen[context.value] {
                    fail("contexts '\(other)' and '\(context.name)' of axis '\(axis.key)' both name '\(context.value)'; "
                         + "each \(source.rawValue) value can stand for one context", context.node)
                } else {
                    seen[context.value] = context.name
                }
            }
            result[axis.key] = AxisMapping(source: source, contexts: Dictionary(contexts.map { ($0.name, $0.value) }) { first, _ in first },
                                           location: file.location(of: axis.value))
        }
        return result
    }

    private mutating func namespace(_ node: SourceNode, base: GeneratorConfig.Namespace) -> GeneratorConfig.Namespace {
        var result = base
        guard let members = node.members else {
            fail("a namespace setting must be an object with 'type', 'paths', 'nesting' and 'memberPrefix'", node)
            return result
        }
        for member in members {
            switch member.key {
            case "type": if let name = typeName(member.value, key: "type") { result.type = name }
            case "paths": result.paths = strings(member.value, key: "paths")
            case "nesting":
                if let text = string(member.value, key: "nesting") {
                    if let nesting = GeneratorConfig.Namespace.Nesting(rawValue: text) { result.nesting = nesting } else {
                        fail("'nesting' must be \"flat\" or \"nested\"", member.value)
                    }
                }
            case "memberPrefix":
                if case .null = member.value.value {
                    result.memberPrefix = nil
                } else if let text = string(member.value, key: "memberPrefix") {
                    if SwiftIdentifier.isValid(text) { result.memberPrefix = text } else {
                        fail("'memberPrefix' must be letters and digits", member.value)
                    }
                }
            default:
                diagnostics.error("unknown namespace key '\(member.key)'", at: file.location(ofKey: member),
                                  hint: "known keys: memberPrefix, nesting, paths, type")
            }
        }
        return result
    }
}
