@testable import DsysCore
@testable import DsysGenerator
@testable import DsysOutput
@testable import DsysSource
@testable import DsysTokens
import Foundation
import Testing

/// The input formats behind one registry: each format claims its representative inputs (real sets
/// from the corpus, and the repository's examples and fixtures), equal claims and unclaimed inputs
/// are reported, and a format defined only in this file is read by the loader once it is listed.
@Suite struct InputFormatRegistryTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    /// The format name and claim strength the standard registry gives `path` (a file or folder).
    private func claim(_ path: String, diagnostics: inout Diagnostics) -> (String, ClaimStrength, String)? {
        let registry = InputFormatRegistry.standard
        let chosen: InputFormatRegistry.Candidate?
        if FolderListing.isDirectory(path) {
            chosen = registry.claim(folder: path, diagnostics: &diagnostics)
        } else {
            guard let file = SourceFileReader.read(fileAt: path, displayPath: path, diagnostics: &diagnostics) else {
                return nil
            }
            chosen = registry.claim(file: file, diagnostics: &diagnostics)
        }
        return chosen.map { ($0.format.name, $0.claim.strength, $0.claim.path) }
    }

    static let corpusInputs: [(input: String, format: String, strength: ClaimStrength)] = [
        ("tokens-studio-lion-example", "Tokens Studio export", .named),
        ("adobe-spectrum-tokens-studio/foundations", "Tokens Studio export", .named),
        ("dtcg-examples-figma-sds", "resolver document", .contains),
        ("dtcg-examples-figma-sds/figma-sds.resolver.json", "resolver document", .named),
        ("terrazzo-plugin-fixtures/plugin-css/test/fixtures/mulitiple-outputs/src/resolver.json", "resolver document", .structure),
        ("dtcg-examples-figma-sds/figma-sds/color.tokens.json", "token file", .fallback),
        ("style-dictionary-v3-examples/basic/tokens/color/base.json", "token file", .fallback),
        ("style-dictionary-v3-examples/advanced/yaml-tokens/tokens/color/core.yaml", "token file", .fallback),
        ("style-dictionary-v3-examples/advanced/transitive-transforms/tokens/hue.json5", "token file", .fallback),
        ("style-dictionary-v3-examples/basic", "token file", .fallback),
    ]

    @Test(.enabled(if: InputTestSupport.corpus != nil, "\(InputTestSupport.corpusMissing)"), arguments: corpusInputs)
    func claimsEachCorpusInputForItsFormat(_ input: String, format: String, strength: ClaimStrength) throws {
        var diagnostics = Diagnostics()
        let chosen = try #require(claim(InputTestSupport.corpusPath(input), diagnostics: &diagnostics))
        #expect(chosen.0 == format)
        #expect(chosen.1 == strength)
        #expect(diagnostics.all.isEmpty)
    }

    static let repositoryInputs: [(input: String, format: String, strength: ClaimStrength)] = [
        ("Examples/Starter/design-system.json", "design-system file", .structure),
        ("Tests/DsysReferenceTests/Fixtures/spectrum-native/tokens/palette.json", "Spectrum token file", .structure),
        ("Tests/DsysReferenceTests/Fixtures/all-types", "token file", .fallback),
        ("Tests/DsysReferenceTests/Fixtures/tokens-bruecke/tokens.json", "TokensBrücke export", .structure),
    ]

    @Test(arguments: repositoryInputs)
    func claimsEachRepositoryInputForItsFormat(_ input: String, format: String, strength: ClaimStrength) throws {
        var diagnostics = Diagnostics()
        let chosen = try #require(claim(Self.repository + "/" + input, diagnostics: &diagnostics))
        #expect(chosen.0 == format)
        #expect(chosen.1 == strength)
    }

    @Test func aTokensStudioSingleFileIsClaimedByItsMembers() throws {
        let folder = try TemporaryFolder(["export.json": #"{ "core": {}, "$metadata": { "tokenSetOrder": ["core"] } }"#])
        var diagnostics = Diagnostics()
        let chosen = try #require(claim(folder.file("export.json"), diagnostics: &diagnostics))
        #expect(chosen.0 == "Tokens Studio export")
        #expect(chosen.1 == .structure)
    }

    @Test func aTokensStudioExportInTheOnlyClaimedSubfolderIsChosen() throws {
        let folder = try TemporaryFolder([
            "tokens/$themes.json": "[]", "tokens/core.json": "{}", "docs/notes.json": "{}",
        ])
        var diagnostics = Diagnostics()
        let chosen = try #require(claim(folder.path, diagnostics: &diagnostics))
        #expect(chosen.0 == "Tokens Studio export")
        #expect(chosen.2 == folder.file("tokens"))
    }

    @Test func twoClaimedSubfoldersLeaveTheFolderToTheTokenFiles() throws {
        let folder = try TemporaryFolder(["a/$themes.json": "[]", "b/x.resolver.json": "{}"])
        var diagnostics = Diagnostics()
        let chosen = try #require(claim(folder.path, diagnostics: &diagnostics))
        #expect(chosen.0 == "token file")
        #expect(chosen.2 == folder.path)
    }

    @Test func aStrongerClaimWinsWithoutAWarning() throws {
        let folder = try TemporaryFolder([
            "ds.resolver.json": #"{ "$themes": [], "version": "2025.10", "resolutionOrder": [] }"#,
            "export/$themes.json": "[]", "export/ds.resolver.json": "{}",
        ])
        var diagnostics = Diagnostics()
        #expect(claim(folder.file("ds.resolver.json"), diagnostics: &diagnostics)?.0 == "resolver document")
        #expect(claim(folder.file("export"), diagnostics: &diagnostics)?.0 == "Tokens Studio export")
        #expect(diagnostics.all.isEmpty)
    }

    @Test func equalClaimsAreAnErrorNamingEachFormatAndItsMarks() throws {
        let folder = try TemporaryFolder([
            "both.json": #"{ "version": "2025.10", "resolutionOrder": [], "$themes": [] }"#,
        ])
        var diagnostics = Diagnostics()
        #expect(claim(folder.file("both.json"), diagnostics: &diagnostics) == nil)
        #expect(InputTestSupport.lines(diagnostics.all) == [
            "1:1: '\(folder.file("both.json"))' could be a resolver document or a Tokens Studio export; dsys cannot "
                + "tell which it is",
        ])
        #expect(diagnostics.all.first?.severity == .error)
        #expect(diagnostics.all.first?.hint == "remove what makes it look like the formats it is not: a resolver "
            + "document is recognised by a name ending in .resolver.json, or \"version\" and \"resolutionOrder\" members; "
            + "a Tokens Studio export is recognised by a folder with $themes.json or $metadata.json, or a file with "
            + "a \"$themes\" member or a \"$metadata\" with \"tokenSetOrder\"")
    }

    @Test func aFileShapedLikeBothFigmaExportsIsAnErrorNamingBoth() throws {
        let folder = try TemporaryFolder([
            "figma.json": #"{ "meta": { "variableCollections": {}, "variables": {} }, "$extensions": { "tokens-bruecke-meta": {} } }"#,
        ])
        var diagnostics = Diagnostics()
        #expect(claim(folder.file("figma.json"), diagnostics: &diagnostics) == nil)
        #expect(diagnostics.errors.map(\.message) == [
            "'\(folder.file("figma.json"))' could be a Figma variables file or a TokensBrücke export; dsys cannot tell which it is",
        ])
    }

    @Test func anInputNoFormatClaimsIsAnErrorNamingWhatWasTried() throws {
        let folder = try TemporaryFolder(["plain.json": ##"{ "c": { "$type": "color", "$value": "#000000" } }"##])
        let registry = InputFormatRegistry(formats: [ResolverDocumentFormat(), TokensStudioFormat()])
        for input in [folder.file("plain.json"), folder.path] {
            var diagnostics = Diagnostics()
            let plan = InputLoader.plan(inputs: [input], options: InputLoadOptions(), registry: registry, diagnostics: &diagnostics)
            #expect(plan == nil)
            let error = try #require(diagnostics.errors.first)
            #expect(diagnostics.all.count == 1)
            #expect(error.message == "dsys cannot tell which format '\(input)' is in; it looked for a DTCG resolver "
                + "document (a name ending in .resolver.json, or \"version\" and \"resolutionOrder\" members); a Tokens "
                + "Studio export (a folder with $themes.json or $metadata.json, or a file with a \"$themes\" member or "
                + "a \"$metadata\" with \"tokenSetOrder\")")
            #expect(error.hint == "pass a file or folder in one of these formats")
        }
    }

    @Test func aFormatDefinedInATestIsReadOnceListed() throws {
        let folder = try TemporaryFolder([
            "brand.json": ##"{ "palette": { "bg": { "light": "#ffffff", "dark": "#101010" } } }"##,
            "extra.json": ##"{ "c": { "$type": "color", "$value": "#000000" } }"##,
        ])
        let brand = try #require(readFile(folder.file("brand.json")))
        #expect(InputTestSupport.formatName(of: brand) == "token file")
        let registry = InputFormatRegistry(formats: InputFormatRegistry.standard.formats + [PaletteFormat()])
        var diagnostics = Diagnostics()
        let plan = try #require(InputLoader.plan(
            inputs: [folder.file("brand.json")], options: InputLoadOptions(), registry: registry, diagnostics: &diagnostics
        ))
        #expect(diagnostics.all.isEmpty)
        let resolved = ModeResolver().resolve(plan, diagnostics: &diagnostics)
        #expect(InputTestSupport.hex("bg", in: "light", of: resolved) == "#ffffff")
        #expect(InputTestSupport.hex("bg", in: "dark", of: resolved) == "#101010")

        var combined = Diagnostics()
        _ = InputLoader.plan(inputs: [folder.file("brand.json"), folder.file("extra.json")], options: InputLoadOptions(),
                             registry: registry, diagnostics: &combined)
        #expect(combined.errors.map(\.message) == [
            "a resolver document, Tokens Studio export, design-system file or palette file must be the only input, "
                + "but the inputs hold 2 token systems: '\(folder.file("brand.json"))', '\(folder.file("extra.json"))'",
        ])
    }

    @Test func sharedLayersJoinTheModesAFormatBringsAndOnlyOneFormatMayBringThem() throws {
        let folder = try TemporaryFolder([
            "brand.json": ##"{ "palette": { "bg": { "light": "#ffffff", "dark": "#101010" } } }"##,
            "extra.json": ##"{ "surface": { "$type": "color", "$value": "{bg}" } }"##,
            "spectrum.json": ##"{ "gray": { "$schema": "color.json", "value": "rgb(0, 0, 0)" } }"##,
        ])
        let registry = InputFormatRegistry(formats: InputFormatRegistry.standard.formats + [PaletteFormat(bringsOwnModes: true)])
        var diagnostics = Diagnostics()
        let plan = try #require(InputLoader.plan(
            inputs: [folder.file("brand.json"), folder.file("extra.json")], options: InputLoadOptions(), registry: registry,
            diagnostics: &diagnostics
        ))
        let resolved = ModeResolver().resolve(plan, diagnostics: &diagnostics)
        #expect(diagnostics.all.isEmpty)
        #expect(resolved.modes.map(\.name) == ["light", "dark"])
        #expect(InputTestSupport.hex("surface", in: "dark", of: resolved) == "#101010")
        #expect(plan.sourceFiles == [folder.file("brand.json"), folder.file("extra.json")])

        var twoFormatsWithModes = Diagnostics()
        _ = InputLoader.plan(inputs: [folder.file("brand.json"), folder.file("spectrum.json")], options: InputLoadOptions(),
                             registry: registry, diagnostics: &twoFormatsWithModes)
        // Named by their files: two files of one such format (WARP's two Figma REST responses) are no "2 formats".
        #expect(twoFormatsWithModes.errors.map(\.message) == [
            "the inputs hold 2 token systems that each bring modes of their own ('\(folder.file("spectrum.json"))', "
                + "'\(folder.file("brand.json"))'), which cannot be combined",
        ])
        #expect(twoFormatsWithModes.errors.first?.hint?.hasPrefix("pass one of them at a time, such as 'dsys generate ") == true)
    }

    private func readFile(_ path: String) -> SourceFile? {
        var diagnostics = Diagnostics()
        return SourceFileReader.read(fileAt: path, displayPath: path, diagnostics: &diagnostics)
    }
}

/// A format that exists only in this test, to show that a new format is one type:
/// `{ "palette": { "bg": { "light": "#ffffff", "dark": "#101010" } } }` gives a color token per
/// entry and a mode per appearance: a token system of its own, or (`bringsOwnModes`) modes that
/// the run's other token files join.
private struct PaletteFormat: InputFormat {
    let name = "palette file"
    let title = "test palette file"
    let recognisedBy = "a \"palette\" object"
    var bringsOwnModes = false
    var standsAlone: Bool { !bringsOwnModes }
    var loadsFilesTogether: Bool { bringsOwnModes }
    static let modes = ["light", "dark"]

    func claim(file: SourceFile) -> ClaimStrength? {
        file.root["palette"]?.members != nil ? .structure : nil
    }

    func load(files: [SourceFile], options: InputLoadOptions, diagnostics: inout Diagnostics) -> [InputContribution] {
        var contributions: [InputContribution] = []
        for file in files {
            var modes: [ResolutionPlan.PlannedMode] = []
            for mode in Self.modes {
                let tokens = (file.root["palette"]?.members ?? []).compactMap { entry in
                    entry.value[mode]?.string.map { #""\#(entry.key)": { "$type": "color", "$value": "\#($0)" }"# }
                }
                let text = "{ " + tokens.joined(separator: ", ") + " }"
                guard let tree = InputTestSupport.sourceFile(text, path: file.path, diagnostics: &diagnostics) else { continue }
                let layer = TokenLayer(name: file.path, tokens: TokenTreeParser.parse(tree, diagnostics: &diagnostics))
                modes.append(.init(name: mode, contexts: [ContextChoice(modifier: "mode", context: mode)], layers: [layer]))
            }
            let plan = ResolutionPlan(modes: modes, sourceFiles: [file.path])
            contributions.append(bringsOwnModes ? .ownModes(plan) : .tokenSystem(plan))
        }
        return contributions
    }
}
