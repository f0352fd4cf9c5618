@testable import DsysCore
import Testing

/// Kong types its font groups `"$type": "font"`, a name that says only what the tokens are about:
/// `font.size.10` (`10px`) and `font.weight.bold` (`700`) became `String` constants, with a hint to
/// write `string`, while the same values untyped were a length and a number. Each token of such a
/// group is read by its value.
struct FontDomainTypeTests {
    @Test func aFontGroupsTokensAreReadByTheirValues() throws {
        let run = try FrontEndRun(["tokens.json": """
        { "font": { "$type": "font",
            "size": { "10": { "$value": "10px" } },
            "weight": { "bold": { "$value": "700" } },
            "family": { "sans": { "$value": "Inter" } } } }
        """], strict: false)
        #expect(run.value("font.size.10") == .dimension(Dimension(points: 10)))
        // A path that names a font weight or family says what the value is (`FontPropertyName`).
        #expect(run.value("font.weight.bold") == .fontWeight(700))
        #expect(run.value("font.family.sans") == .fontFamily(["Inter"]))
        // One warning at the group's `$type` (the tokens that inherit it share it; printing collapses them).
        #expect(Set(run.diagnostics.warnings.map { "\($0.location?.line ?? 0): \($0.message)" }) == [
            "1: " +
                "'font' is not a DTCG type; each of its tokens is read by its value (a length, a number, a color or text; "
                + "a font weight or family where its path names one)",
        ])
    }
}
