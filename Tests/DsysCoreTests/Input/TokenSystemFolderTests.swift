@testable import DsysCore
import Testing

/// A Tokens Studio export (or resolver document) is read on its own: in a project folder, the files
/// it names are read through it, JSON files beside it that hold no token (a Style Dictionary
/// config) are left out with a note, and other token files beside it are an error that names them.
@Suite struct TokenSystemFolderTests {
    private static let export = """
    { "core": { "blue": { "value": "#0000ff", "type": "color" } },
      "light": { "bg": { "value": "{blue}", "type": "color" } },
      "$themes": [ { "name": "Light", "selectedTokenSets": { "core": "source", "light": "enabled" } } ],
      "$metadata": { "tokenSetOrder": ["core", "light"] } }
    """

    @Test func filesWithoutTokensBesideAnExportAreLeftOutWithANote() throws {
        let run = try FrontEndRun([
            "project/tokens.json": Self.export,
            "project/package.json": #"{ "name": "my-tokens", "version": "1.0.0", "scripts": { "build": "node build.js" } }"#,
            "project/sd.config.json": #"{ "source": ["tokens.json"], "platforms": { "css": { "transformGroup": "css" } } }"#,
            "project/config.dark.json": #"{ "source": ["tokens.json"], "platforms": { "css": { "transformGroup": "css" } } }"#,
            "project/build.json": #"{ "source": ["tokens.json"], "platforms": { "css": { "transformGroup": "css" } } }"#,
        ], inputs: ["project"])
        #expect(run.errors.isEmpty)
        #expect(run.tokens?.modes.map(\.name) == ["Light"])
        let note = run.diagnostics.all.first { $0.severity == .note && $0.message.hasPrefix("left out") }?.message ?? ""
        // `package.json`, `*.config.json` and PatternFly's `config.dark.json` are no token files to the folder listing; the build settings
        // under another name are read and hold no token.
        #expect(note.hasSuffix("/project/build.json' beside the token system: it holds no token"), "\(note)")
    }

    /// The files `dsys init` writes beside a Tokens Studio export at the top of a repository
    /// (bekk, cosnova) are dsys's own: the next run read the schema as a set and warned four times
    /// from inside it. Neither is read, as a set or as a token file.
    @Test func theFilesDsysInitWritesAreNotReadAsTokens() throws {
        for extra: [String: String] in [["project/$metadata.json": #"{ "tokenSetOrder": ["global"] }"#], [:]] {
            let run = try FrontEndRun([
                "project/global.json": ##"{ "color": { "primary": { "value": "#ff0000", "type": "color" } } }"##,
                "project/dsys.json": #"{ "$schema": "./dsys.schema.json", "inputs": ["."], "output": "DesignSystem" }"#,
                "project/dsys.schema.json": ConfigSchema.json,
            ].merging(extra) { $1 }, inputs: ["project"])
            #expect(run.diagnostics.all.isEmpty, "\(run.diagnostics.all.map(\.description))")
            #expect(run.tokens?.defaultTokens.tokens.map(\.path.description) == ["color.primary"])
        }
    }

    /// A file named as an input beside others that holds no token (Ushur's custom Figma export beside
    /// its token file) is a warning at it: the run generated the others without a word of it. Given
    /// alone it is the "found no design tokens" warning as before.
    @Test func aNamedInputThatAddsNoTokenBesideOthersIsAWarning() throws {
        let files = [
            "tokens.json": ##"{ "ink": { "$type": "color", "$value": "#101010" } }"##,
            "figma-export.json": ##"{ "collections": [ { "name": "1. Color modes", "modes": { "Light": { "bg": "#ffffff" } } } ] }"##,
        ]
        let run = try FrontEndRun(files, inputs: ["tokens.json", "figma-export.json"], strict: false)
        #expect(run.warnings == ["figma-export.json:1:1: found no design tokens in '\(try #require(run.diagnostics.warnings.first?.location?.file))'; "
            + "the other inputs are generated without it"], "\(run.warnings)")
        #expect(run.tokens?.defaultTokens.tokens.map(\.path.description) == ["ink"])
        let alone = try FrontEndRun(files, inputs: ["tokens.json"], strict: false)
        #expect(alone.warnings.isEmpty)
    }

    /// Terrazzo's fixtures keep a resolver document in the folder of the files it names.
    @Test func theFilesAResolverDocumentNamesAreReadThroughItWhenItsFolderIsGiven() throws {
        let run = try FrontEndRun([
            "project/base.json": #"{ "n": { "$type": "number", "one": { "$value": 1 } } }"#,
            "project/dark.json": #"{ "n": { "one": { "$value": 2 } } }"#,
            "project/ds.resolver.json": """
            { "version": "2025.10",
              "sets": { "base": { "sources": [ { "$ref": "./base.json" } ] } },
              "modifiers": { "mode": { "contexts": { "light": [], "dark": [ { "$ref": "dark.json" } ] } } },
              "resolutionOrder": [ { "$ref": "#/sets/base" }, { "$ref": "#/modifiers/mode" } ] }
            """,
        ], inputs: ["project"])
        #expect(run.errors.isEmpty)
        #expect(run.tokens?.modes.map(\.name) == ["light", "dark"])
        #expect(run.token("n.one", mode: "dark")?.value == .number(2))
    }

    @Test func tokenFilesBesideAnExportAreAnErrorNamingThem() throws {
        let run = try FrontEndRun([
            "project/tokens.json": Self.export,
            "project/extra.json": #"{ "space": { "md": { "value": "8", "type": "spacing" } } }"#,
        ], inputs: ["project"])
        #expect(run.errors.count == 1)
        #expect(run.errors.first?.contains("must be the only input, but the inputs hold 2 token systems: '") == true, "\(run.errors)")
        #expect(run.errors.first?.contains("tokens.json'") == true && run.errors.first?.contains("extra.json'") == true)
        #expect(run.diagnostics.errors.first?.hint?.hasPrefix("pass one of them on its own, such as 'dsys generate ") == true)
        #expect(run.diagnostics.errors.first?.hint?.hasSuffix("(move other token files out of its folder)") == true)
    }

    /// design-token-handover's `apps` and `docs` resolver documents share a token file: the second
    /// system was named by that file, and the hint said to move token files the documents read.
    @Test func twoResolverDocumentsAreNamedByThemselves() throws {
        let document = """
            { "version": "2025.10", "sets": { "base": { "sources": [ { "$ref": "c.tokens.json" } ] } },
              "resolutionOrder": [ { "$ref": "#/sets/base" } ] }
            """
        let run = try FrontEndRun([
            "project/apps.resolver.json": document, "project/docs.resolver.json": document,
            "project/c.tokens.json": #"{ "n": { "$type": "number", "$value": 1 } }"#,
        ], inputs: ["project/apps.resolver.json", "project/docs.resolver.json"])
        #expect(run.errors.count == 1)
        #expect(run.errors.first?.contains("apps.resolver.json', '") == true && run.errors.first?.hasSuffix("docs.resolver.json'") == true,
                "\(run.errors)")
        #expect(run.diagnostics.errors.first?.hint?.hasSuffix("it names its token files itself") == true)
    }
}
