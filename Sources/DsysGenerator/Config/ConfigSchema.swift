import DsysTokens

/// The JSON Schema of `dsys.json`, printed by `dsys schema --config` and checked in at
/// `Schemas/dsys.schema.json` (a test keeps the two identical).
///
/// `keys` is also the list `ConfigFile` accepts: a key missing here is reported as unknown, and a
/// test loads every key's example through `ConfigFile`, so the schema and the reader cannot drift.
public enum ConfigSchema {
    typealias Value = JSONValue

    /// One top-level key of `dsys.json`: its name, the schema of its value, what it does, and an
    /// example value that `ConfigFile` accepts.
    struct Key: Sendable {
        let name: String
        let schema: [(String, Value)]
        let description: String
        let example: Value
    }

    /// The schema as JSON text (keys sorted, two-space indentation, a final newline).
    public static var json: String {
        let properties: [(String, Value)] = keys.map { key in
            (key.name, .object(key.schema + [("description", .string(key.description)), ("examples", .array([key.example]))]))
        }
        let schema: Value = .object([
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            ("$id", .string("https://github.com/dsys/dsys/Schemas/dsys.schema.json")),
            ("title", .string("dsys.json")),
            ("description", .string("Settings of `dsys generate`: inputs, output, module name and the shape of the generated Swift API. Every key is optional.")),
            ("type", .string("object")),
            ("additionalProperties", .bool(false)),
            ("properties", .object(properties)),
            ("$defs", .object([("namespace", namespaceSchema), ("typeName", typeNameSchema), ("simpleTypeName", simpleTypeNameSchema)])),
        ])
        return CanonicalJSON.render(schema)
    }

    /// A config with every key set to its example, as JSON text (what the drift test loads).
    public static var exampleConfig: String {
        CanonicalJSON.render(.object(keys.map { ($0.name, $0.example) }))
    }

    static let keyNames: [String] = keys.map(\.name)

    static let keys: [Key] = [
        Key(name: "$schema", schema: [("type", .string("string"))],
            description: "Ignored by dsys; tells editors where this schema is.", example: .string("./dsys.schema.json")),
        Key(name: "$comment", schema: [("anyOf", .array([.object([("type", .string("string"))]), .object(stringArray)]))],
            description: "Ignored by dsys: a note for the people who edit this file (dsys init says here why it excludes what it excludes).",
            example: .string("palette.** holds primitives that only other tokens reference.")),
        Key(name: "exclude", schema: stringArray,
            description: "Token path globs left out of the public API (* within a segment, ** any number of segments); aliases still resolve through them, and --report lists them as excluded.",
            example: .array([.string("palette.**"), .string("ref.**")])),
        Key(name: "inputs", schema: stringArray,
            description: "Token files, resolver documents or folders, relative to the working folder; `dsys generate INPUT…` overrides them.",
            example: .array([.string("tokens")])),
        Key(name: "output", schema: [("type", .string("string")), ("minLength", .number(1))],
            description: "The package folder to write (default DesignSystem); --output overrides it.", example: .string("DesignSystem")),
        Key(name: "moduleName", schema: ref("typeName"),
            description: "The Swift module (target) name (default DesignSystem); --module-name overrides it.", example: .string("AcmeDesign")),
        Key(name: "remBase", schema: [("type", .string("number")), ("exclusiveMinimum", .number(0))],
            description: "Points per rem (default 16).", example: .number(16)),
        Key(name: "strict", schema: [("type", .string("boolean"))],
            description: "Make a problem confined to one token (an unsupported value, unit or type, a missing reference, a Swift name another token has, a token two files define) an error instead of skipping the token and the tokens that reference it with a warning; like --strict.",
            example: .bool(true)),
        Key(name: "contexts", schema: stringArray,
            description: "Resolver or Tokens Studio contexts to keep (name=value), like --context.", example: .array([.string("brand=acme")])),
        Key(name: "appearances",
            schema: [("type", .string("object")), ("additionalProperties", enumeration(Appearance.all.map(\.description)))],
            description: "Mode name → appearance; overrides the name rules (dark → dark, high-contrast → increased contrast).",
            example: .object([("midnight", .string("dark"))])),
        Key(name: "axes", schema: axesSchema,
            description: "Mode axes (resolver modifiers, theme groups) that follow horizontalSizeClass (contexts → compact, regular) or dynamicTypeSize (contexts → the smallest size each applies from) instead of an environment value of their own.",
            example: .object([("density", .object([("environment", .string("horizontalSizeClass")),
                                                   ("contexts", .object([("compact", .string("compact")), ("comfortable", .string("regular"))]))]))])),
        Key(name: "modeSources", schema: modeSourcesSchema,
            description: "Which token files (or Tokens Studio sets) make which modes, without a resolver document: modes maps each axis to its contexts (the first is the default) and each context to the files, folders or sets it adds (whole path segments, later ones overriding earlier ones and the files no context names); sourceOnly sources can be referenced but are not generated; excluded ones are left out.",
            example: .object([
                ("modes", .object([("theme", .object([("light", .array([.string("light.tokens.json")])),
                                                      ("dark", .array([.string("dark.tokens.json")]))]))])),
                ("sourceOnly", .array([.string("primitives.tokens.json")])),
            ])),
        Key(name: "colorStrategy", schema: enumSchema(GeneratorConfig.ColorStrategy.self),
            description: "assetCatalog: a .colorset per color; code: dynamic UIColor in code; hex: Color(hex:) for single-appearance palettes.",
            example: .string("assetCatalog")),
        Key(name: "nameOverrides", schema: [("type", .string("object")), ("additionalProperties", .object([("type", .string("string"))]))],
            description: "Token path → Swift member name, for example to settle a name collision.",
            example: .object([("color.brand.500", .string("brand"))])),
        Key(name: "digitPrefix", schema: [("type", .string("string"))],
            description: "Put before names that would start with a digit (default step: 2xl becomes step2xl).", example: .string("shade")),
        Key(name: "shadowModifier", schema: [("type", .string("string"))],
            description: "The view method that applies a shadow (default dsShadow).", example: .string("tokenShadow")),
        Key(name: "fontMembers", schema: enumSchema(GeneratorConfig.FontMembers.self),
            description: "How the fonts namespace exposes typography: functions (DSFont.body()), properties (static let body: Font) or none.",
            example: .string("properties")),
        Key(name: "shadowProperties", schema: [("type", .string("boolean"))],
            description: "Give the shadow enum radius, x, y and color (its first layer).", example: .bool(true)),
        Key(name: "componentStyles", schema: componentStylesSchema,
            description: "Token groups whose child groups become button, text field, toggle styles and view modifiers.",
            example: .object([("buttons", .string("component.button"))])),
        Key(name: "themeManager", schema: [("type", .string("boolean"))],
            description: "Generate ThemeManager and ThemePreference (default true).", example: .bool(false)),
        Key(name: "assets", schema: closedObject(AssetsConfig.keys.map { ($0, .object([("type", .string("string"))])) }),
            description: "Folders of icons and images and the app icon PNG, relative to the config file; memberPrefix names the Image members.",
            example: .object([("icons", .string("assets/icons")), ("appIcon", .string("assets/AppIcon.png"))])),
        Key(name: "figma", schema: closedObject(FigmaConfig.keys.map { ($0, .object([("type", .string("string")), ("minLength", .number(1))])) }),
            description: "The Figma file `dsys pull figma` reads (its key or link) and where it saves the variables, relative to the config file (default figma-variables.json).",
            example: .object([("fileKey", .string("abc123XYZ")), ("output", .string("tokens/figma-variables.json"))])),
        Key(name: "catalog", schema: [("type", .string("boolean"))],
            description: "Generate the DesignSystemCatalog SwiftUI view of every token (default false).", example: .bool(true)),
        Key(name: "gallery", schema: [("type", .string("string")), ("pattern", .string("\\.html$"))],
            description: "Also write the token gallery page here when generating.", example: .string("Docs/tokens.html")),
        Key(name: "contrastRoles", schema: closedObject(["foreground", "background", "large"].map { ($0, .object(stringArray)) }),
            description: "Token paths (or groups) that dsys audit treats as foreground, background and large-text colors.",
            example: .object([("foreground", .array([.string("color.text")])), ("background", .array([.string("color.surface")]))])),
        Key(name: "uiKit", schema: [("type", .string("boolean"))],
            description: "Generate the UIKit and AppKit layers, UIKit+<Module>.swift and AppKit+<Module>.swift (default true).",
            example: .bool(false)),
        Key(name: "files", schema: filesSchema,
            description: "Where each part of the generated code goes, relative to Sources/<Module>/.",
            example: .object([("radius", .string("Tokens/ShapeToken.swift"))])),
        Key(name: "testLayout", schema: enumSchema(GeneratorConfig.TestLayout.self),
            description: "single: one test file; perNamespace: one per namespace root.", example: .string("perNamespace")),
        Key(name: "orderChecks", schema: orderChecksSchema,
            description: "Generated tests that a scale grows or shrinks strictly.",
            example: .array([.object([("name", .string("spacingScale")), ("paths", .array([.string("spacing")])),
                                      ("order", .string("ascending"))])])),
        Key(name: "contrastChecks", schema: contrastChecksSchema,
            description: "Generated tests (and warnings) that a color pair keeps a WCAG 2 contrast ratio in every appearance.",
            example: .array([.object([("foreground", .string("color.text")), ("background", .string("color.surface")),
                                      ("minimum", .number(4.5))])])),
    ] + ConfigFile.namespaceKeys.map { name in
        Key(name: name, schema: ref("namespace"),
            description: "The \(name) namespace: the type to declare or extend, the token paths that feed it, nesting and member prefix.",
            example: .object([("type", .string("AcmeDesign.\(name.prefix(1).uppercased() + name.dropFirst())")),
                              ("paths", .array([.string(name)]))]))
    } + ConfigFile.typeKeys.map { name in
        let simple = ConfigFile.simpleTypeKeys.contains(name)
        let nullable = name != "valuesType" && name != "shadowType"
        let base = ref(simple ? "simpleTypeName" : "typeName")
        let (description, example) = typeKeyDocumentation[name] ?? ("A generated type's name.", "Acme")
        return Key(name: name, schema: nullable ? [("anyOf", .array([.object(base), .object([("type", .string("null"))])]))] : base,
                   description: description + (nullable ? " null for none." : ""), example: .string(example))
    }

    /// What each type-name key names, and an example.
    private static let typeKeyDocumentation: [String: (String, String)] = [
        "scaledSpacingType": ("The @ScaledMetric spacing struct (default DSSpacing; ScaledX when spacing.type is X, XFixed gives X).", "ScaledSpacing"),
        "typographyType": ("The typography preset enum applied with .typography(_:) (default DSTypography).", "TypographyToken"),
        "typographyModifierType": ("The typography preset's ViewModifier (default <typographyType>Modifier).", "TypographyModifier"),
        "shadowType": ("The shadow enum, one case per shadow token (default DSShadowSize).", "ShadowToken"),
        "shadowModifierType": ("The shadow ViewModifier (default <shadowType>Modifier).", "ShadowModifier"),
        "valuesType": ("The plain-Swift value layer the generated tests check (default DesignTokens).", "AcmeTokens"),
        "componentPrefix": ("Prefix of the starter components (default DS → DSButton); setting it asks for them.", "Acme"),
        "gradientStops": ("A type nested in the gradients namespace holding each gradient's colors.", "Stops"),
        "themeType": ("A theme struct provided through @Environment.", "AcmeTheme"),
        "adaptiveTokensType": ("The DynamicProperty struct resolving tokens that differ by appearance or mode axis for the view's environment (default DSAdaptiveTokens).", "AdaptiveTokens"),
    ]

    private static let stringArray: [(String, Value)] = [("type", .string("array")), ("items", .object([("type", .string("string"))]))]

    private static func ref(_ name: String) -> [(String, Value)] { [("$ref", .string("#/$defs/\(name)"))] }

    private static func enumeration(_ names: [String]) -> Value { .object([("enum", .array(names.map(Value.string)))]) }

    private static func enumSchema<Choice: RawRepresentable & CaseIterable>(_ type: Choice.Type) -> [(String, Value)]
    where Choice.RawValue == String {
        [("enum", .array(Choice.allCases.map { .string($0.rawValue) }))]
    }

    /// An object with exactly these keys (each with its schema), `required` ones listed.
    private static func closedObject(_ properties: [(String, Value)], required: [String] = []) -> [(String, Value)] {
        var result: [(String, Value)] = [("type", .string("object")), ("additionalProperties", .bool(false)),
                                         ("properties", .object(properties))]
        if !required.isEmpty { result.append(("required", .array(required.map(Value.string)))) }
        return result
    }

    private static let nullableString: Value = .object([("type", .array([.string("string"), .string("null")]))])

    private static let typeNameSchema: Value = .object([
        ("type", .string("string")), ("pattern", .string("^[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)*$")),
        ("description", .string("A Swift type name, dotted for nesting: DSRadius, ShapeToken.CornerRadius.")),
    ])

    private static let simpleTypeNameSchema: Value = .object([
        ("type", .string("string")), ("pattern", .string("^[A-Za-z_][A-Za-z0-9_]*$")),
        ("description", .string("A single Swift type name: ShadowModifier.")),
    ])

    private static let namespaceSchema: Value = .object(closedObject([
        ("type", .object(ref("typeName"))),
        ("paths", .object(stringArray)),
        ("nesting", enumeration(GeneratorConfig.Namespace.Nesting.allCases.map(\.rawValue))),
        ("memberPrefix", nullableString),
    ]))

    private static let componentStylesSchema: [(String, Value)] = closedObject(
        ConfigFile.componentStyleKeys.map { ($0, nullableString) }
    )

    private static let filesSchema: [(String, Value)] = closedObject(SourceSectionKind.allCases.map { kind in
        (kind.configName, .object([("type", .string("string")), ("pattern", .string("^[^/.\\\\][^\\\\]*\\.swift$"))]))
    })

    private static let orderChecksSchema: [(String, Value)] = [
        ("type", .string("array")),
        ("items", .object(closedObject([
            ("name", .object([("type", .string("string"))])),
            ("paths", .object(stringArray)),
            ("order", enumeration(OrderCheck.Order.allCases.map(\.rawValue))),
        ], required: ["name", "paths", "order"]))),
    ]

    private static let axesSchema: [(String, Value)] = [
        ("type", .string("object")),
        ("additionalProperties", .object(closedObject([
            ("environment", enumeration(AxisMapping.Source.allCases.map(\.rawValue))),
            ("contexts", .object([("type", .string("object")),
                                  ("additionalProperties", enumeration(AxisMapping.Source.allCases.flatMap(AxisMapping.values(of:))))])),
        ], required: ["environment", "contexts"]))),
    ]

    /// Entries of `modeSources`: non-empty names of files, folders or sets.
    private static let modeSourceEntries: Value = .object([
        ("type", .string("array")), ("items", .object([("type", .string("string")), ("minLength", .number(1))])),
    ])

    private static let modeSourcesSchema: [(String, Value)] = closedObject([
        ("modes", .object([
            ("type", .string("object")),
            ("additionalProperties", .object([("type", .string("object")), ("minProperties", .number(1)),
                                              ("additionalProperties", modeSourceEntries)])),
        ])),
        ("sourceOnly", modeSourceEntries),
        ("excluded", modeSourceEntries),
    ])

    private static let contrastChecksSchema: [(String, Value)] = [
        ("type", .string("array")),
        ("items", .object(closedObject([
            ("foreground", .object([("type", .string("string"))])),
            ("background", .object([("type", .string("string"))])),
            ("minimum", .object([("type", .string("number")), ("minimum", .number(1)), ("maximum", .number(21))])),
            ("severity", .object([("enum", .array([.string("error"), .string("warning")]))])),
        ], required: ["foreground", "background"]))),
    ]
}
