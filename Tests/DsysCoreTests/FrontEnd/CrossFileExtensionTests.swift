@testable import DsysCore
import Testing

/// `$extends` of a group another input defines (DTCG 2025.10 resolves it against all inputs
/// together, as Terrazzo does): the extending group inherits the target's tokens, its own override
/// them, and a target no input defines keeps the warning.
@Suite struct CrossFileExtensionTests {
    /// A primitives file, and a palette file whose `primary` extends a group of it and overrides `800`.
    private static let files: [String: String] = [
        "primitives.json": ##"{ "primitives": { "color": { "fuchsia": { "$type": "color", "##
            + ##""500": { "$value": { "colorSpace": "srgb", "components": [0.85, 0.27, 0.94] } }, "##
            + ##""800": { "$value": { "colorSpace": "srgb", "components": [0.53, 0.1, 0.56] } } } } } }"##,
        "palette.json": ##"{ "base": { "palette": { "primary": { "$extends": "{primitives.color.fuchsia}", "##
            + ##""800": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 1] } } } } }, "##
            + ##""semantic": { "action": { "$type": "color", "$value": "{base.palette.primary.500}" }, "##
            + ##""strong": { "$type": "color", "$value": "{base.palette.primary.800}" } } }"##,
    ]

    private static func components(_ value: TokenValue?) -> [Double]? {
        guard case .color(let color) = value else { return nil }
        return color.components.compactMap { $0 }
    }

    @Test func aGroupInheritsTheTokensOfAGroupOfAnotherFile() throws {
        let run = try FrontEndRun(Self.files)
        #expect(run.errors.isEmpty, Comment(rawValue: run.errors.joined(separator: "\n")))
        #expect(run.warnings.isEmpty, Comment(rawValue: run.warnings.joined(separator: "\n")))
        #expect(Self.components(run.value("base.palette.primary.500")) == [0.85, 0.27, 0.94])
        #expect(Self.components(run.value("semantic.action")) == [0.85, 0.27, 0.94])
        // The group's own token overrides the inherited one.
        #expect(Self.components(run.value("semantic.strong")) == [0, 0, 1])
    }

    @Test func aResolverDocumentsSetsExtendAcrossTheirSources() throws {
        var files = Self.files.mapKeys { "ds/" + $0 }
        files["ds/ds.resolver.json"] = ##"{ "version": "2025.10", "sets": { "base": { "sources": [{ "$ref": "primitives.json" }, "##
            + ##"{ "$ref": "palette.json" }] } }, "resolutionOrder": [{ "$ref": "#/sets/base" }] }"##
        let run = try FrontEndRun(files, inputs: ["ds"])
        #expect(run.errors.isEmpty, Comment(rawValue: run.errors.joined(separator: "\n")))
        #expect(Self.components(run.value("semantic.action")) == [0.85, 0.27, 0.94])
        #expect(Self.components(run.value("semantic.strong")) == [0, 0, 1])
    }

    @Test func aChainExtendsThroughAGroupThatExtendsAcrossFiles() throws {
        var files = Self.files
        files["accent.json"] = ##"{ "accent": { "$extends": "{base.palette.primary}" } }"##
        let run = try FrontEndRun(files)
        #expect(run.errors.isEmpty, Comment(rawValue: run.errors.joined(separator: "\n")))
        #expect(Self.components(run.value("accent.500")) == [0.85, 0.27, 0.94])
        #expect(Self.components(run.value("accent.800")) == [0, 0, 1])
    }

    @Test func aCycleAcrossFilesIsReportedOnce() throws {
        let run = try FrontEndRun([
            "a.json": ##"{ "a": { "$extends": "{b}", "x": { "$type": "number", "$value": 1 } } }"##,
            "b.json": ##"{ "b": { "$extends": "{a}", "y": { "$type": "number", "$value": 2 } } }"##,
        ])
        #expect(run.errors.count == 1, Comment(rawValue: run.errors.joined(separator: "\n")))
        #expect(run.errors.first?.contains("'$extends' cycle: ") == true)
    }

    @Test func aTargetNoInputDefinesIsWarnedAboutOnce() throws {
        let run = try FrontEndRun(["palette.json": Self.files["palette.json"]!], strict: false)
        let extending = run.warnings.filter { $0.contains("extends") }
        #expect(extending == ["palette.json:1:51: 'base.palette.primary' extends 'primitives.color.fuchsia', which no input "
                                + "defines as a group; it is read with its own tokens only"])
    }
}

private extension Dictionary where Key == String {
    func mapKeys(_ transform: (String) -> String) -> [String: Value] {
        Dictionary(uniqueKeysWithValues: map { (transform($0.key), $0.value) })
    }
}
