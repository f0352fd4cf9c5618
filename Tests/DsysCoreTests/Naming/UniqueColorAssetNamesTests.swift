@testable import DsysGenerator
@testable import DsysSource
@testable import DsysTokens
import Testing

/// Two colors whose colorsets would be one folder on macOS, or one Xcode symbol, both get an
/// asset (aot's `spacePurple` and `spacepurple` stopped the whole catalog).
struct UniqueColorAssetNamesTests {
    private let location = SourceLocation(file: "t.json", line: 4, column: 38)

    @Test func aNameTakenUpToLetterCaseGetsAltWithAWarningAtTheLaterToken() {
        var names = UniqueColorAssetNames()
        let first = names.claim(base: "spacePurple1", for: TokenPath(dotted: "colors.spacePurple.1"), at: location)
        let alt = names.claim(base: "spacePurple1Alt", for: TokenPath(dotted: "colors.spacePurple1Alt"), at: location)
        let clashing = names.claim(base: "spacepurple1", for: TokenPath(dotted: "colors.spacepurple.1"), at: location)
        #expect([first, alt, clashing] == ["dsysSpacePurple1", "dsysSpacePurple1Alt", "dsysSpacepurple1Alt2"])
        #expect(names.diagnostics.warnings.map(\.message) == [
            "the colorset of 'colors.spacepurple.1' is named 'dsysSpacepurple1Alt2': 'dsysSpacepurple1' would differ from the "
                + "colorset of 'colors.spacePurple.1' only in letter case, which macOS's file system does not tell apart",
        ])
        #expect(names.diagnostics.warnings.first?.location == location)
    }

    @Test func aSharedXcodeSymbolGetsAltToo() {
        var names = UniqueColorAssetNames()
        let plain = names.claim(base: "a", for: TokenPath(dotted: "color.a"), at: location)
        let underscored = names.claim(base: "a_", for: TokenPath(dotted: "color.a_"), at: location)
        #expect(plain == "dsysA" && underscored == "dsysA_Alt")
        #expect(XcodeAssetSymbols.symbol(forAssetNamed: underscored, kind: .color) != XcodeAssetSymbols.symbol(forAssetNamed: plain, kind: .color))
        #expect(names.diagnostics.warnings.map(\.message) == [
            "the colorset of 'color.a_' is named 'dsysA_Alt': 'dsysA_' would make Xcode generate the asset symbol 'dsysA', "
                + "as the colorset of 'color.a' does",
        ])
    }

    @Test func distinctNamesAreKeptWithoutAWord() {
        var names = UniqueColorAssetNames()
        #expect(names.claim(base: "red", for: TokenPath(dotted: "color.red"), at: location) == "dsysRed")
        #expect(names.claim(base: "redder", for: TokenPath(dotted: "color.redder"), at: location) == "dsysRedder")
        #expect(names.diagnostics.all.isEmpty)
    }

    /// Through the translator: both colors are in the catalog, and the catalog's folders differ in more than case.
    @Test func theTranslatorNamesEveryColorsAssetApart() {
        let tokens = ["colors.spacePurple.1", "colors.spacepurple.1"].enumerated().map { line, path in
            Token(path: TokenPath(dotted: path), value: .color(ColorValue(red: 0, green: 0, blue: Double(line))),
                  location: SourceLocation(file: "t.json", line: line + 2, column: 5), pointer: "/" + path.replacingOccurrences(of: ".", with: "/"))
        }
        let (description, diagnostics) = GeneratorTestHarness.translate([Mode(name: "light", contexts: [], tokens: TokenSet(tokens))])
        let assetNames = description.tokens(.color).compactMap(\.assetName)
        #expect(assetNames.count == 2 && Set(assetNames.map { $0.lowercased() }).count == 2, "\(assetNames)")
        #expect(diagnostics.warnings.contains { $0.location?.line == 3 && $0.message.hasPrefix("the colorset of 'colors.spacepurple.1'") },
                "\(diagnostics.sorted)")
    }
}
