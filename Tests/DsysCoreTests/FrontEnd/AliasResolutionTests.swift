@testable import DsysCore
import Testing

@Suite struct AliasResolutionTests {
    /// A string that names a missing reference twice (gcds' margins, `{spacing.100.value}` twice)
    /// reports it once; each other missing reference in it is reported too.
    @Test func aMissingReferenceRepeatedInOneStringIsReportedOnce() throws {
        let run = try FrontEndRun(["t.json": """
        { "margin": { "value": "{space.100} {space.25} {space.100} {space.50}", "type": "spacing" },
          "space": { "25": { "value": "2px", "type": "spacing" } } }
        """], strict: false)
        #expect(run.warnings.map { $0.components(separatedBy: ": ").dropFirst().joined(separator: ": ") } == [
            "'margin' references 'space.100', which is not defined; it is skipped",
            "'margin' references 'space.50', which is not defined",
        ], "\(run.warnings)")
    }

    @Test func chainedAliasesResolveAndRememberTheirTarget() throws {
        let run = try FrontEndRun(["t.json": """
        { "color": { "$type": "color",
          "blue": { "$value": "#0000ff" },
          "brand": { "$value": "{color.blue}" },
          "action": { "$value": "{color.brand}" } } }
        """])
        #expect(run.errors.isEmpty)
        #expect(run.value("color.action") == .color(ColorValue(red: 0, green: 0, blue: 1)))
        #expect(run.token("color.action")?.aliasOf == TokenPath(dotted: "color.brand"))
    }

    @Test func missingAliasNamesBothTokensAndSuggestsTheNearestName() throws {
        let run = try FrontEndRun(["t.json": """
        {
          "color": {
            "$type": "color",
            "blue": { "$value": "#0000ff" },
            "brand": { "$value": "{color.blu}" }
          }
        }
        """])
        #expect(run.errors == ["t.json:5:26: 'color.brand' references 'color.blu', which is not defined (did you mean 'color.blue'?)"])
        #expect(run.diagnostics.errors.first?.hint == "define 'color.blu' or correct the reference")
    }

    /// The nearest name is never the referencing token itself (DUO's `textarea.border-radius` of
    /// `{textbox.border-radius}` was asked whether it meant itself).
    @Test func theSuggestionIsNeverTheReferencingToken() throws {
        let run = try FrontEndRun(["t.json": ##"{ "u": { "textarea": { "radius": { "$type": "dimension", "$value": "{u.textbox.radius}" } } } }"##])
        #expect(run.errors.count == 1 && !(run.errors.first ?? "").contains("did you mean"), "\(run.errors)")
    }

    /// friendliai's 117 references `{core.color.gray.000}` miss the plugin's wrapper of the tokens,
    /// `variables.core.color.gray.000`: the hint said no input defines a token under 'core'. The one
    /// token whose path ends with the reference is suggested; with two, none is.
    @Test func aMissingReferenceSuggestsTheOneTokenWhosePathEndsWithIt() throws {
        let run = try FrontEndRun(["t.json": """
        { "variables": { "core": { "gray": { "$type": "color", "000": { "$value": "#ffffff" } } },
                         "bg": { "$type": "color", "$value": "{core.gray.000}" } },
          "a": { "step": { "$type": "number", "$value": 1 } }, "b": { "step": { "$type": "number", "$value": 2 } },
          "offset": { "$type": "number", "$value": "{step}" } }
        """])
        #expect(run.errors == [
            "t.json:2:54: 'variables.bg' references 'core.gray.000', which is not defined (did you mean 'variables.core.gray.000'?)",
            "t.json:4:44: 'offset' references 'step', which is not defined",
        ])
        #expect(run.diagnostics.errors.first?.hint == "write the token's whole path, '{variables.core.gray.000}'")
    }

    /// A suggestion must be a near spelling segment by segment: `brand.primary.25` is close to
    /// `brand.primary.base` as a whole, but no misspelling of it.
    @Test func aWhollyDifferentSegmentIsNoSuggestion() throws {
        let run = try FrontEndRun(["t.json": """
        { "brand": { "primary": { "$type": "color", "25": { "$value": "#0000ff" }, "link": { "$value": "{brand.primary.base}" } } } }
        """])
        #expect(run.errors == ["t.json:1:96: 'brand.primary.link' references 'brand.primary.base', which is not defined"])
    }

    @Test func cycleIsReportedOnceWithTheWholeChain() throws {
        let run = try FrontEndRun(["t.json": """
        { "n": { "$type": "number",
          "a": { "$value": "{n.b}" },
          "b": { "$value": "{n.c}" },
          "c": { "$value": "{n.a}" },
          "d": { "$value": "{n.a}" } } }
        """])
        #expect(run.errors == ["t.json:2:20: alias cycle: n.a → n.b → n.c → n.a (the 3 tokens that reference it: 'n.b', 'n.c', 'n.d')"])
    }

    /// A cycle is a problem of its tokens alone: without `--strict` they (and the tokens that
    /// reference them) are skipped with one warning, and the rest of the set generates.
    @Test func aCycleSkipsItsTokensAndTheRestGenerates() throws {
        let run = try FrontEndRun(["t.json": """
        { "n": { "$type": "number", "ok": { "$value": 1 }, "a": { "$value": "{n.b}" }, "b": { "$value": "{n.a}" }, "c": { "$value": "{n.b}" } } }
        """], strict: false)
        #expect(run.errors.isEmpty)
        #expect(run.warnings == ["t.json:1:69: alias cycle: n.a → n.b → n.a; it is skipped, with the 2 tokens that reference it: 'n.b', 'n.c'"])
        #expect(run.tokens?.defaultTokens.tokens.map(\.path.description) == ["n.ok"])
        let reasons = (run.tokens?.skipped ?? []).map { "\($0.path): \($0.reason.rawValue)" }
        #expect(reasons == ["n.a: alias-cycle", "n.b: references-skipped-token", "n.c: references-skipped-token"])
    }

    @Test func selfReferenceIsACycle() throws {
        let run = try FrontEndRun(["t.json": #"{ "x": { "$type": "number", "$value": "{x}" } }"#])
        #expect(run.errors.count == 1)
        #expect(run.errors.first?.contains("alias cycle: x → x") == true)
    }

    @Test func referencesInsideCompositesAndMathResolve() throws {
        let run = try FrontEndRun(["t.json": """
        { "space": { "$type": "dimension", "base": { "$value": { "value": 8, "unit": "px" } },
                     "double": { "$value": "{space.base} * 2" } },
          "c": { "$type": "color", "ink": { "$value": "#102030" } },
          "border": { "$type": "border", "thin": { "$value": { "color": "{c.ink}", "width": "{space.base}", "style": "solid" } } } }
        """])
        #expect(run.errors.isEmpty)
        #expect(run.value("space.double") == .dimension(Dimension(points: 16, original: 16, unit: "px")))
        guard case .border(let border)? = run.value("border.thin") else {
            Issue.record("border.thin did not resolve")
            return
        }
        #expect(border.width.points == 8)
        #expect(border.color.hexString == "#102030")
    }

    /// Kong's semantic colors reference `color.alias.*`, a palette that another file (which its
    /// Style Dictionary config includes) defines: the hint names the absent group and that file.
    @Test func aReferenceIntoAGroupNoInputHoldsAsksForTheFileThatDefinesIt() throws {
        let run = try FrontEndRun(["t.json": """
        { "color": { "$type": "color",
          "blue": { "$value": "#0000ff" },
          "background": { "$value": "{color.alias.white}" },
          "blue-alias": { "$value": "{color.blue.dark}" } } }
        """])
        let hints = run.diagnostics.errors.map { $0.hint ?? "" }
        #expect(hints.contains("no input defines a token under 'color.alias': give the file that does as an input too (such as a "
                               + "palette a Style Dictionary config includes), or correct the reference"))
        // 'color.blue' is a token, so 'color.blue.dark' is a plain missing reference.
        #expect(hints.contains("define 'color.blue.dark' or correct the reference"))
    }

    @Test func jsonPointerReferencesResolveAndMissingPointersAreErrors() throws {
        let run = try FrontEndRun(["t.json": """
        { "c": { "$type": "color",
          "base": { "$value": { "colorSpace": "srgb", "components": [1, 0, 0] } },
          "copy": { "$value": { "$ref": "#/c/base/$value" } },
          "bad": { "$value": { "$ref": "#/c/nothing/$value" } } } }
        """])
        #expect(run.value("c.copy") == run.value("c.base"))
        #expect(run.errors == ["t.json:4:22: '$ref' \"#/c/nothing/$value\" in 'c.bad' points at 'c.nothing', which is not defined"])
    }

    /// Style Dictionary resolves a reference by its path into the file's objects, so `.value` (and,
    /// in its DTCG files, `.$value`, as REI Cedar writes them) after a token's path names the token.
    @Test func styleDictionaryValueSuffixReferencesResolve() throws {
        let run = try FrontEndRun(["t.json": """
        { "color": { "red": { "value": "#ff0000" }, "danger": { "value": "{color.red.value}" } } }
        """, "d.json": """
        { "space": { "$type": "dimension", "x": { "$value": "4px" }, "double": { "$value": "{space.x.$value} * 2" } } }
        """])
        #expect(run.errors.isEmpty)
        #expect(run.value("color.danger")?.type == .color)
        #expect(run.value("space.double") == .dimension(Dimension(points: 8, original: 8, unit: "px")))
    }

    /// Style Dictionary also reaches into a token whose value references a group: koobiq's
    /// `{light.contrast.palette.value.60}`, with `light.contrast.palette` = `{palette.grey}`, names
    /// `palette.grey.60` (1,767 tokens were skipped without it). The group-valued token itself is
    /// still skipped, and a member the group lacks is still missing.
    @Test func aReferenceIntoAGroupValuedTokenNamesTheGroupsMember() throws {
        let run = try FrontEndRun(["t.json": """
        { "palette": { "grey": { "50": { "value": "#808080" }, "60": { "value": "#666666" } } },
          "light": { "contrast": { "palette": { "value": "{palette.grey}" } } },
          "thumb": { "value": "{light.contrast.palette.value.60}" }, "track": { "value": "{light.contrast.palette.value.70}" } }
        """], strict: false)
        guard case .color(let thumb)? = run.value("thumb") else {
            Issue.record("thumb is not resolved: \(run.warnings)")
            return
        }
        #expect(thumb.hexString == "#666666")
        #expect(run.value("light.contrast.palette") == nil && run.value("track") == nil)
        #expect(run.warnings.contains { $0.contains("'track' references 'light.contrast.palette.value.70', which is not defined") }, "\(run.warnings)")
    }

    /// An alias to a token of another type is that token's problem: an error with `--strict`, else
    /// the token (and what references it) is skipped with a warning and the others generate.
    @Test func aliasToATokenOfAnotherTypeFailsThatTokenAlone() throws {
        let files = ["t.json": """
        { "c": { "$type": "color", "$value": "#ffffff" },
          "d": { "$type": "duration", "$value": "{c}" },
          "e": { "$type": "duration", "$value": "{d}" },
          "f": { "$type": "duration", "$value": "200ms" } }
        """]
        let strict = try FrontEndRun(files)
        #expect(strict.errors.contains { $0.contains("'d' is a duration token but references 'c', which is a color") })

        let run = try FrontEndRun(files, strict: false)
        #expect(run.errors.isEmpty)
        #expect(run.warnings.contains { $0.contains("'d' is a duration token but references 'c', which is a color; it is skipped") })
        #expect(run.value("d") == nil && run.value("e") == nil)
        #expect(run.value("f") != nil && run.value("c") != nil)
        let reasons = Dictionary(uniqueKeysWithValues: (run.tokens?.skipped ?? []).map { ($0.path.description, $0.reason) })
        #expect(reasons["d"] == .typeMismatch)
        #expect(reasons["e"] == .referencesSkippedToken)
    }

    @Test func aliasesWithoutTypeTakeTheTargetsType() throws {
        let run = try FrontEndRun(["t.json": """
        { "a": { "$type": "dimension", "$value": { "value": 2, "unit": "rem" } }, "b": { "$value": "{a}" } }
        """])
        #expect(run.errors.isEmpty)
        #expect(run.warnings.isEmpty)
        #expect(run.value("b") == .dimension(Dimension(points: 32, original: 2, unit: "rem")))
    }
}
