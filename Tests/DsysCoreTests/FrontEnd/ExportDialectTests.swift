@testable import DsysCore
import Testing

/// Issue 26 item 6: dialects of real exports read as their DTCG equivalents.
struct ExportDialectTests {
    @Test func figmaDesignTokensPluginShadowsAndGradients() throws {
        let run = try FrontEndRun(["t.json": """
        {
          "effect": {
            "drop": { "type": "custom-shadow", "value": { "shadowType": "dropShadow", "radius": 8, "color": "#00000026",
                      "offsetX": 0, "offsetY": 4, "spread": 0 } },
            "inner": { "type": "custom-shadow", "value": { "shadowType": "innerShadow", "radius": 2, "color": "#000000",
                       "offsetX": 0, "offsetY": 1, "spread": 0 } }
          },
          "fill": { "type": "custom-gradient", "value": { "gradientType": "linear", "rotation": 90,
                    "stops": [ { "position": 0, "color": "#ff0000" }, { "position": 1, "color": "#0000ff" } ] } }
        }
        """])
        #expect(run.errors.isEmpty, "\(run.errors)")
        guard case .shadow(let drop) = try #require(run.value("effect.drop")),
              case .shadow(let inner) = try #require(run.value("effect.inner")),
              case .gradient(let fill) = try #require(run.value("fill"))
        else {
            Issue.record("wrong types")
            return
        }
        #expect(drop.map(\.blur.points) == [8] && drop.map(\.inset) == [false])
        #expect(inner.map(\.blur.points) == [2] && inner.map(\.inset) == [true])
        #expect(fill.stops.map(\.position) == [0, 1])
    }

    @Test func styleDictionaryAliasOfObjectsAreAliases() throws {
        let run = try FrontEndRun(["t.json": """
        { "global": { "blue": { "value": "#0000ff" } }, "brand": { "value": { "aliasOf": "global.blue" } } }
        """])
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.token("brand")?.aliasOf == TokenPath(dotted: "global.blue"))
        #expect(run.value("brand") == run.value("global.blue"))
    }

    @Test func tokensStudioBezierObjectsAreTimingCurves() throws {
        let run = try FrontEndRun(["t.json": """
        { "ease": { "value": { "x1": "0.4", "y1": "0", "x2": "0.2", "y2": "1" }, "type": "other" },
          "out": { "value": { "x1": 0, "y1": 0, "x2": 0.58, "y2": 1 }, "type": "cubicBezier" } }
        """])
        #expect(run.errors.isEmpty && run.warnings.isEmpty, "\(run.errors) \(run.warnings)")
        #expect(run.value("ease") == .cubicBezier(CubicBezier(x1: 0.4, y1: 0, x2: 0.2, y2: 1)))
        #expect(run.value("out") == .cubicBezier(CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)))
    }
}
