@testable import DsysCore
import Testing

/// Colors written as lists of 0–255 channels and an optional 0–1 alpha (Meetup's Swarm) are colors
/// in a color token or under the `color` category, noted once; other number lists stay text, and
/// the warning says what is generated.
@Suite struct ByteChannelListTests {
    private static func hex(_ run: FrontEndRun, _ path: String) -> String? {
        guard case .color(let color) = run.value(path) else { return nil }
        return color.hexString
    }

    @Test func channelListsInTheColorCategoryOrTypedColorAreColors() throws {
        let run = try FrontEndRun(["color.json": """
        { "color": { "base": {
            "white": { "value": [255, 255, 255, 1] },
            "coolGrayLightTransp": { "value": [41, 77, 107, 0.12] },
            "black": { "value": [0, 0, 0] } } },
          "brand": { "red": { "value": [215, 38, 76], "type": "color" } } }
        """], strict: false)
        #expect(run.errors.isEmpty)
        #expect(run.warnings.isEmpty)
        #expect(Self.hex(run, "color.base.white") == "#ffffff")
        #expect(Self.hex(run, "color.base.coolGrayLightTransp") == "#294d6b1f")
        #expect(Self.hex(run, "color.base.black") == "#000000")
        #expect(Self.hex(run, "brand.red") == "#d7264c")
        let notes = run.diagnostics.all.filter { $0.severity == .note }
        #expect(notes.map(\.message) == [
            "4 colors are lists of numbers, read as red, green and blue from 0 to 255 and an alpha from 0 to 1: "
                + "'color.base.white' is #ffffff",
        ])
    }

    /// `[1, 1, 1]` may be white in 0–1 channels, and an alpha above 1 is no alpha: neither is read.
    @Test func ambiguousListsAreNoColors() throws {
        let run = try FrontEndRun(["color.json": """
        { "color": { "unit": { "value": [1, 1, 1] }, "bytes": { "value": [255, 255, 255, 255] },
                     "typed": { "value": [0.5, 0.5, 0.5], "type": "color" } } }
        """], strict: false)
        #expect(run.value("color.unit") == .string("1 1 1"))
        #expect(run.value("color.bytes") == .string("255 255 255 255"))
        #expect(run.value("color.typed") == nil)
        #expect(run.warnings.contains { $0.contains("'color.typed': a color must be a color object or a color string, but it is an array") })
    }

    /// The warning for a list of numbers kept as text says it is a String constant, which is what is generated.
    @Test func aListKeptAsTextSaysItIsAStringConstant() throws {
        let run = try FrontEndRun(["tokens.json": #"{ "space": { "inset": { "value": [7, 15, 7, 15] } } }"#], strict: false)
        #expect(run.value("space.inset") == .string("7 15 7 15"))
        #expect(run.warnings == [
            "tokens.json:1:34: 'space.inset' has no type, and its list of numbers fits no token type; it is kept as text, "
                + "a String constant of the numbers separated by spaces",
        ])
    }
}
