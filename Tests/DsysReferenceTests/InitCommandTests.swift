@testable import DsysCore
import Foundation
import Testing

/// `dsys init` on each kind of input folder: the `dsys.json` it writes passes the published schema,
/// loads through `ConfigFile` without diagnostics, and `dsys generate` then succeeds.
@Suite struct InitCommandTests {
    /// Small projects, one per kind of input `dsys init` recognises, with the inputs it should choose.
    static let projects: [(name: String, files: [String: String], inputs: [String], finding: String)] = [
        ("tokens-studio", [
            "tokens/$metadata.json": ##"{ "tokenSetOrder": ["global", "dark"] }"##,
            "tokens/$themes.json": ##"[ { "id": "1", "name": "Light", "selectedTokenSets": { "global": "enabled" } }, "##
                + ##"{ "id": "2", "name": "Dark", "selectedTokenSets": { "global": "enabled", "dark": "enabled" } } ]"##,
            "tokens/global.json": ##"{ "color": { "accent": { "value": "#0055ff", "type": "color" } } }"##,
            "tokens/dark.json": ##"{ "color": { "accent": { "value": "#88aaff", "type": "color" } } }"##,
        ], ["tokens"], "a Tokens Studio export"),
        ("resolver", [
            "design/app.resolver.json": ##"{ "version": "2025.10", "sets": { "base": { "sources": [ { "$ref": "base.tokens.json" } ] } }, "##
                + ##""resolutionOrder": [ { "$ref": "#/sets/base" } ] }"##,
            "design/base.tokens.json": ##"{ "color": { "$type": "color", "ink": { "$value": "#101010" } } }"##,
        ], ["design/app.resolver.json"], "a DTCG resolver document"),
        // design-token-handover: three resolver documents (one token system each) three folders down;
        // init wrote the folder above them as the input, which generate refused.
        ("resolvers-in-monorepo", [
            "json/tokens/ds/apps.resolver.json": ##"{ "version": "2025.10", "sets": { "base": { "sources": [ { "$ref": "c.tokens.json" } ] } }, "##
                + ##""resolutionOrder": [ { "$ref": "#/sets/base" } ] }"##,
            "json/tokens/ds/docs.resolver.json": ##"{ "version": "2025.10", "sets": { "base": { "sources": [ { "$ref": "c.tokens.json" } ] } }, "##
                + ##""resolutionOrder": [ { "$ref": "#/sets/base" } ] }"##,
            "json/tokens/ds/c.tokens.json": ##"{ "color": { "$type": "color", "ink": { "$value": "#101010" } } }"##,
        ], ["json/tokens/ds/apps.resolver.json"], "a DTCG resolver document (1 more beside it, left out: 'docs.resolver.json'; "
            + "to generate one, make it the input, as in 'dsys generate json/tokens/ds/docs.resolver.json')"),
        ("dtcg", [
            "tokens/color.json": ##"{ "color": { "$type": "color", "ink": { "$value": "#101010" } } }"##,
            "tokens/space.json": ##"{ "spacing": { "$type": "dimension", "md": { "$value": { "value": 16, "unit": "px" } } } }"##,
        ], ["tokens"], "DTCG token files"),
        // GitButler: TokensBrücke's DTCG export names its collections in a group's extension; it was
        // called Figma's REST response.
        ("tokens-bruecke", [
            "tokens/core.tokens.json": ##"{ "core": { "gray": { "0": { "$type": "color", "$value": "#000000" } }, "##
                + ##""$extensions": { "tokens-bruecke-meta": { "useDTCG": true, "variableCollections": ["core"] } } } }"##,
        ], ["tokens"], "TokensBrücke exports (DTCG token files)"),
        // SkyUX: a Tokens Studio project in `src/tokens`, below the one folder of token files; the
        // message named "DTCG token files" though generate reads it as an export.
        ("tokens-studio-deeper", [
            "src/tokens/$themes.json": ##"[ { "name": "Light", "selectedTokenSets": { "core": "enabled" } } ]"##,
            "src/tokens/$metadata.json": ##"{ "tokenSetOrder": ["core"] }"##,
            "src/tokens/core.json": ##"{ "color": { "bg": { "$value": "#ffffff", "$type": "color" } } }"##,
        ], ["src/tokens"], "a Tokens Studio export"),
        // Qlik's sprout: the export three folders down in a monorepo, beside other packages' JSON; read
        // as loose files, its theme groups collapsed into one mode.
        ("tokens-studio-in-monorepo", [
            "packages/design-tokens/tokens/$themes.json": ##"[ { "name": "Comfortable", "group": "density", "selectedTokenSets": { "core": "enabled" } }, "##
                + ##"{ "name": "Dense", "group": "density", "selectedTokenSets": { "core": "enabled", "dense": "enabled" } } ]"##,
            "packages/design-tokens/tokens/$metadata.json": ##"{ "tokenSetOrder": ["core", "dense"] }"##,
            "packages/design-tokens/tokens/core.json": ##"{ "space": { "m": { "value": "8", "type": "spacing" } } }"##,
            "packages/design-tokens/tokens/dense.json": ##"{ "space": { "m": { "value": "4", "type": "spacing" } } }"##,
            "packages/app/tokens.json": ##"{ "color": { "ink": { "$type": "color", "$value": "#101010" } } }"##,
            "node_modules/x/tokens/$themes.json": "[]",
        ], ["packages/design-tokens/tokens"], "a Tokens Studio export"),
        // Its build configuration beside the tokens is no token file (Hyphen, spor), nor is a CI
        // workflow (Astro's `transform-tokens.yaml`).
        ("style-dictionary", [
            "color.json": ##"{ "color": { "base": { "red": { "value": "#ff0000" } } } }"##,
            "size.json": ##"{ "size": { "font": { "small": { "value": "12px" } } } }"##,
            "config.json": ##"{ "source": ["*.json"], "platforms": { "ios": { "transformGroup": "ios-swift" } } }"##,
            "transform-tokens.yaml": "name: Transform Design Tokens\non:\n  workflow_dispatch:\njobs:\n  build:\n    runs-on: ubuntu-latest\n",
        ], ["color.json", "size.json"], "Style Dictionary token files"),
        // Spark NZ: the config builds `properties/**`; a brand variation beside it, built on its own
        // as a diff against the base, overrode the base's colors when read with it.
        ("style-dictionary-config-sources", [
            "config.json": ##"{ "source": ["properties/**/*.json"], "platforms": { "ios": { "transformGroup": "ios" } } }"##,
            "properties/color/base.json": ##"{ "color": { "base": { "primary": { "value": "#00897b" } } } }"##,
            "variations/brands/brand1/brand1.json": ##"{ "color": { "base": { "primary": { "value": "#fb3640" } } } }"##,
        ], ["properties"], "Style Dictionary token files named by config.json's 'source'"),
        // AtB: Figma's REST response in a folder of its own.
        ("figma-variables", [
            "figma/variables.json": ##"{ "meta": { "variableCollections": { "C:1": { "id": "C:1", "name": "Color", "defaultModeId": "1:0", "##
                + ##""modes": [ { "modeId": "1:0", "name": "Light" } ] } }, "variables": { "V:1": { "id": "V:1", "name": "ink", "##
                + ##""variableCollectionId": "C:1", "resolvedType": "COLOR", "valuesByMode": { "1:0": { "r": 0, "g": 0, "b": 0, "a": 1 } } } } } }"##,
        ], ["figma"], "Figma variables (REST API response)"),
        ("tokens-studio-single-file", [
            "tokens.json": ##"{ "global": { "color": { "accent": { "value": "#0055ff", "type": "color" } } }, "##
                + ##""$themes": [], "$metadata": { "tokenSetOrder": ["global"] } }"##,
        ], ["tokens.json"], "a Tokens Studio export (single file)"),
        // falcon-styles: the export beside plain copies of its sets, which generate would refuse with it.
        ("tokens-studio-single-file-beside-copies", [
            "tokens.json": ##"{ "light": { "bg": { "value": "#ffffff", "type": "color" } }, "dark": { "bg": { "value": "#000000", "type": "color" } }, "##
                + ##""$themes": [], "$metadata": { "tokenSetOrder": ["light", "dark"] } }"##,
            "tokens/light.json": ##"{ "bg": { "value": "#ffffff", "type": "color" } }"##,
            "tokens/dark.json": ##"{ "bg": { "value": "#000000", "type": "color" } }"##,
        ], ["tokens.json"], "a Tokens Studio export (single file), not the 2 token files beside it"),
        // dtcg-playground: a resolver document not named `*.resolver.json`, beside the files it names.
        ("resolver-plain-name", [
            "resolver.json": ##"{ "version": "2025.10", "sets": { "base": { "sources": [ { "$ref": "base.json" } ] } }, "##
                + ##""resolutionOrder": [ { "$ref": "#/sets/base" } ] }"##,
            "base.json": ##"{ "color": { "$type": "color", "ink": { "$value": "#101010" } } }"##,
        ], ["resolver.json"], "a DTCG resolver document, not the 1 token file beside it"),
        // seed-health: another tool's `$metadata` in a plain DTCG file is no Tokens Studio export.
        ("dtcg-with-metadata", [
            "tokens/variables.json": ##"{ "$metadata": { "source": "Figma Variables API" }, "opacity": { "40": { "$type": "number", "$value": 0.4 } } }"##,
            "tokens/styles.json": ##"{ "$metadata": { "source": "Figma Styles" }, "spacing": { "40": { "$type": "dimension", "$value": "40px" } } }"##,
        ], ["tokens"], "DTCG token files"),
        // Twilio Paste's layout: the entry imports the categories, which import their aliases; a theme
        // is a deeper entry of its own, left out.
        ("theo", [
            "tokens/tokens.yml": "imports:\n  - ./global/color.yml\n",
            "tokens/global/color.yml": "global: { type: color, category: background-color }\nimports: [../aliases/palette.yml]\n"
                + "props:\n  color-background: { value: \"{!blue}\" }\n",
            "tokens/aliases/palette.yml": "aliases:\n  blue: \"#0263e0\"\n  navy: \"#001489\"\n",
            "tokens/themes/dark/tokens.yml": "imports: [../../aliases/palette.yml]\nprops:\n  color-background: { value: \"{!navy}\", type: color }\n",
        ], ["tokens/tokens.yml"], "Theo files (1 deeper entry, a theme, left out: 'tokens/themes/dark/tokens.yml'; to generate one, "
            + "give it after 'tokens/tokens.yml' as the inputs, as in 'dsys generate tokens/tokens.yml tokens/themes/dark/tokens.yml')"),
    ]

    private func scratch(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("acme-app-\(UUID().uuidString.prefix(8))")
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test(arguments: 0..<projects.count)
    func initWritesAConfigThatValidatesAndGenerates(index: Int) throws {
        let project = Self.projects[index]
        let folder = try scratch(project.files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try DsysProcess.run(["init"], in: folder)
        #expect(result.status == 0, Comment(rawValue: result.standardError))
        #expect(result.standardOutput.contains("found \(project.finding)"))
        #expect(result.standardOutput.contains("Next: dsys generate"))
        let configText = try String(contentsOf: folder.appendingPathComponent("dsys.json"), encoding: .utf8)
        let schemaText = try String(contentsOf: folder.appendingPathComponent("dsys.schema.json"), encoding: .utf8)
        #expect(schemaText == ConfigSchema.json)
        #expect(try JSONSchemaCheck(schemaText: schemaText).violations(of: configText) == [])

        var diagnostics = Diagnostics()
        let config = try #require(ConfigFile.load(path: folder.appendingPathComponent("dsys.json").path, diagnostics: &diagnostics))
        #expect(diagnostics.sorted.isEmpty, "\(diagnostics.sorted)")
        #expect(config.inputs == project.inputs)
        #expect(config.generator.moduleName.hasPrefix("AcmeApp"))

        let generate = try DsysProcess.run(["generate"], in: folder)
        #expect(generate.status == 0, Comment(rawValue: generate.standardError))
        let package = folder.appendingPathComponent(try #require(config.output)).appendingPathComponent("Package.swift")
        #expect(FileManager.default.fileExists(atPath: package.path))
    }

    @Test func initNeverOverwritesAConfig() throws {
        let folder = try scratch(["dsys.json": "{}\n", "tokens/a.json": #"{ "a": { "$type": "number", "$value": 1 } }"#])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try DsysProcess.run(["init"], in: folder)
        #expect(result.status == 1)
        #expect(result.standardError.contains("dsys.json already exists"))
        #expect(try String(contentsOf: folder.appendingPathComponent("dsys.json"), encoding: .utf8) == "{}\n")
    }

    /// A folder of no token files, or of JSON files that hold no token dsys reads (enovaui's plain
    /// values, which `generate` refuses): no `dsys.json` that would send the user to `generate` and back.
    @Test(arguments: [["README.md": "# app\n"], ["tokens/primitive.json": ##"{ "primitive": { "color": { "black": "#000000" } } }"##]])
    func initWithoutTokensSaysWhatItLookedFor(files: [String: String]) throws {
        let folder = try scratch(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try DsysProcess.run(["init"], in: folder)
        #expect(result.status == 1)
        #expect(result.standardError.contains("found no design tokens here"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("dsys.json").path))
    }

    /// In an empty folder (a `.git` folder aside) `init` writes the starter tokens and a `dsys.json`
    /// that generate without a warning, with a dark value for the colors.
    @Test func initInAnEmptyFolderWritesStarterTokensThatGenerate() throws {
        let folder = try scratch([".git/HEAD": "ref: refs/heads/main\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try DsysProcess.run(["init"], in: folder)
        #expect(result.status == 0, Comment(rawValue: result.standardError))
        #expect(result.standardOutput.contains("wrote tokens.json"))
        #expect(try String(contentsOf: folder.appendingPathComponent("tokens.json"), encoding: .utf8) == StarterTokens.json)
        let configText = try String(contentsOf: folder.appendingPathComponent("dsys.json"), encoding: .utf8)
        #expect(try JSONSchemaCheck(schemaText: ConfigSchema.json).violations(of: configText) == [])
        #expect(configText.contains("\"inputs\": [\n    \"tokens.json\"\n  ]"))

        let generate = try DsysProcess.run(["generate", "--report", "account.json"], in: folder)
        #expect(generate.status == 0, Comment(rawValue: generate.standardError))
        #expect(generate.standardError.isEmpty, "the starter generates without a warning: \(generate.standardError)")
        let account = try String(contentsOf: folder.appendingPathComponent("account.json"), encoding: .utf8)
        #expect(account.contains("\"appearance\": \"dark\""), "the starter's colors have dark values")
        #expect(generate.standardOutput.contains("0 skipped"))
    }

    /// `init` proposes excluding primitive groups, a `"$comment"` saying why: one named like a
    /// primitive layer (`palette`) and one whose tokens other tokens only reference (`blue`); the
    /// semantic `color` group stays public, and the config generates without the primitives.
    @Test func initProposesExcludingPrimitiveGroups() throws {
        let folder = try scratch([
            "tokens/palette.json": ##"{ "palette": { "$type": "color", "gray": { "$value": "#111111" }, "white": { "$value": "#ffffff" } } }"##,
            "tokens/blue.json": ##"{ "blue": { "$type": "color", "500": { "$value": "#1d4ed8" }, "600": { "$value": "#1e40af" } } }"##,
            "tokens/color.json": ##"{ "color": { "$type": "color", "text": { "$value": "{palette.gray}" }, "accent": { "$value": "{blue.500}" }, "##
                + ##""accent-pressed": { "$value": "{blue.600}" }, "bg": { "$value": "#fafafa" } } }"##,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try DsysProcess.run(["init"], in: folder)
        #expect(result.status == 0, Comment(rawValue: result.standardError))
        let configText = try String(contentsOf: folder.appendingPathComponent("dsys.json"), encoding: .utf8)
        #expect(try JSONSchemaCheck(schemaText: ConfigSchema.json).violations(of: configText) == [])
        var diagnostics = Diagnostics()
        let config = try #require(ConfigFile.load(path: folder.appendingPathComponent("dsys.json").path, diagnostics: &diagnostics))
        #expect(config.generator.exclude.map(\.description).sorted() == ["blue.**", "palette.**"])
        #expect(configText.contains("\"$comment\": \"exclude keeps primitives out of the public API"))
        #expect(configText.contains("'palette' is named like a primitive layer"))
        #expect(configText.contains("every token of 'blue' (2) is only a source other tokens reference"))

        let generate = try DsysProcess.run(["generate", "--report", "account.json"], in: folder)
        #expect(generate.status == 0, Comment(rawValue: generate.standardError))
        #expect(generate.standardOutput.contains("8 tokens read, 4 emitted, 4 skipped (4 excluded)"), "\(generate.standardOutput)")
    }

    @Test func moduleNamesComeFromTheFolderName() {
        #expect(ProjectSetup.moduleName(forFolderNamed: "acme-app") == "AcmeAppDesignSystem")
        #expect(ProjectSetup.moduleName(forFolderNamed: "Kordant Design System") == "KordantDesignSystem")
        #expect(ProjectSetup.moduleName(forFolderNamed: "2024") == "DesignSystem")
    }
}
