@testable import DsysCore
import Testing

/// A Figma collections export (Bullhorn Novo's `*.figma-export.json`): a list of collections, each
/// holding its modes' token trees with Figma's types and the plugin's `$scopes`, `$collectionName`,
/// `$libraryName` and `$hiddenFromPublishing`. It was "a token file must hold a JSON object … but
/// this is an array", and stopped the run with the files beside it.
@Suite struct FigmaModeTreesTests {
    private static let core = ##"""
    [ { "core": { "modes": { "default": {
        "spacing": { "8": { "$scopes": ["GAP"], "$type": "float", "$value": 8 } },
        "weight": { "bold": { "$scopes": ["FONT_WEIGHT"], "$type": "float", "$value": 700 } },
        "fade": { "$scopes": ["OPACITY"], "$type": "float", "$value": 40 },
        "family": { "$scopes": ["FONT_FAMILY"], "$type": "string", "$value": "Inter" },
        "gray": { "0": { "$scopes": ["ALL_SCOPES"], "$type": "color", "$value": "#ffffff", "$hiddenFromPublishing": true },
                  "9": { "$type": "color", "$value": "#111111", "$hiddenFromPublishing": true } } } } } } ]
    """##

    private static let semantic = ##"""
    [ { "Tier 2  |  semantic": { "modes": {
        "Light": { "background": { "$type": "color", "$libraryName": "", "$collectionName": "core", "$value": "{gray.0}" } },
        "Dark": { "background": { "$type": "color", "$libraryName": "", "$collectionName": "core", "$value": "{gray.9}" } } } } } ]
    """##

    @Test func collectionsAreModeAxesAndFigmaTypesAreReadByScope() throws {
        let run = try FrontEndRun(["core.figma-export.json": Self.core, "semantic.figma-export.json": Self.semantic,
                                   "plain.tokens.json": ##"{ "radius": { "$type": "dimension", "sm": { "$value": "4px" } } }"##],
                                  strict: false)
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.warnings.isEmpty, "\(run.warnings)")
        let modes = try #require(run.tokens?.modes)
        #expect(modes.map(\.name) == ["Light", "Dark"])
        #expect(modes[1].contexts == [ContextChoice(modifier: "Tier 2  |  semantic", context: "Dark")])
        guard case .color(let light)? = run.token("background", mode: "Light")?.value,
              case .color(let dark)? = run.token("background", mode: "Dark")?.value else {
            Issue.record("no background color")
            return
        }
        #expect(light.hexString == "#ffffff" && dark.hexString == "#111111")
        #expect(run.value("spacing.8") == .dimension(Dimension(points: 8)))
        #expect(run.value("weight.bold") == .fontWeight(700))
        #expect(run.value("fade") == .number(0.4))
        #expect(run.token("family")?.type == .fontFamily)
        #expect(run.value("radius.sm") == .dimension(Dimension(points: 4)), "a plain token file joins every mode")
        // Hidden from publishing: read for the alias, not generated.
        let sourceOnly = Set((run.tokens?.skipped ?? []).filter { $0.reason == .sourceOnly }.map(\.path.description))
        #expect(sourceOnly == ["gray.0", "gray.9"])
    }

    /// `$collectionName` names the collection an alias points into: `white: {white}` in `Theme`
    /// pointing into `Primitives` is Primitives' `white`, not an alias cycle, so `bg` resolves.
    @Test func anAliasToTheSameNameInAnotherCollectionIsThatVariable() throws {
        let run = try FrontEndRun(["tokens.figma-export.json": ##"""
        [ { "Primitives": { "modes": { "Default": {
            "white": { "$type": "color", "$collectionName": "Primitives", "$value": "#ffffff" },
            "gray": { "900": { "$type": "color", "$collectionName": "Primitives", "$value": "#131313" } } } } } },
          { "Theme": { "modes": {
            "Light": { "white": { "$type": "color", "$libraryName": "", "$collectionName": "Primitives", "$value": "{white}" },
                       "bg": { "$type": "color", "$collectionName": "Theme", "$value": "{white}" } },
            "Dark": { "white": { "$type": "color", "$collectionName": "Primitives", "$value": "{gray.900}" },
                      "bg": { "$type": "color", "$collectionName": "Theme", "$value": "{white}" } } } } } ]
        """##], strict: false)
        #expect(run.warnings.isEmpty, "\(run.warnings)")
        #expect(run.notes == ["tokens.figma-export.json:5:108: 1 variable aliases the variable of the same name in another "
            + "collection, for example 'white' of 'Theme' in 'Primitives': dsys reads one token per name, so such a variable is the one it aliases"])
        guard case .color(let light)? = run.token("bg", mode: "Light")?.value,
              case .color(let dark)? = run.token("bg", mode: "Dark")?.value else {
            Issue.record("no bg color")
            return
        }
        #expect(light.hexString == "#ffffff" && dark.hexString == "#131313")
    }

    /// A problem of one variable is reported at its place in its mode's tree, by path.
    @Test func aVariablesProblemIsReportedWhereItIsWritten() throws {
        let run = try FrontEndRun(["core.figma-export.json": """
        [ { "core": { "modes": { "default": {
            "gray": { "$type": "color", "$value": "{nowhere}" } } } } } ]
        """], strict: false)
        #expect(run.warnings == ["core.figma-export.json:2:43: 'gray' references 'nowhere', which is not defined; it is skipped"])
    }
}
