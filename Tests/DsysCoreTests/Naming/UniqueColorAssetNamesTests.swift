@testable import DsysGenerator
@testable import DsysSource
@testable import DsysTokens
import Testing

/// Two colors whose colorsets would be one folder on macOS, or one Xcode symbol, both get an
/// asset (aot's `spacePurple` and `spacepurple` stopped the whole catalog).
struct UniqueColorAssetNamesTests {
    private let location = SourceLocation(file: "t.json", line: 4, column: 38)

    /// The assets of `bases` (token path `color.<base>`) after disambiguation, and its diagnostics.
    private func names(_ bases: [String]) -> (names: [String], renamed: [Int], diagnostics: Diagnostics) {
        var assets = bases.map {
            XcodeAssetSymbols.Asset(name: XcodeAssetSymbols.assetName(base: $0, kind: .color), source: .token(TokenPath(["color", $0])),
                                    location: location)
        }
        var diagnostics = Diagnostics()
        let renamed = UniqueColorAssetNames.disambiguate(&assets, base: { bases[$0] }, diagnostics: &diagnostics)
        return (assets.map(\.name), renamed, diagnostics)
    }

    @Test func aNameTakenUpToLetterCaseGetsAltWithAWarningAtTheLaterToken() {
        let result = names(["spacePurple1", "spacePurple1Alt", "spacepurple1", "red"])
        #expect(result.names == ["dsysSpacePurple1", "dsysSpacePurple1Alt", "dsysSpacepurple1Alt2", "dsysRed"])
        #expect(result.renamed == [2])
        #expect(result.diagnostics.warnings.map(\.message) == [
            "the colorset of 'color.spacepurple1' is named 'dsysSpacepurple1Alt2': 'dsysSpacepurple1' would differ from the "
                + "colorset of 'color.spacePurple1' only in letter case, which macOS's file system does not tell apart",
        ])
        #expect(result.diagnostics.warnings.first?.location == location)
    }

    /// A later token whose own name is the `Alt` name keeps it; the clashing one takes the next.
    @Test func anAltNameALaterTokenHasIsNotTaken() {
        let result = names(["spacePurple1", "spacepurple1", "spacePurple1Alt"])
        #expect(result.names == ["dsysSpacePurple1", "dsysSpacepurple1Alt2", "dsysSpacePurple1Alt"])
    }

    @Test func aSharedXcodeSymbolGetsAltToo() {
        let result = names(["a", "a_"])
        #expect(result.names == ["dsysA", "dsysA_Alt"])
        #expect(XcodeAssetSymbols.symbol(forAssetNamed: result.names[1], kind: .color)
            != XcodeAssetSymbols.symbol(forAssetNamed: result.names[0], kind: .color))
        #expect(result.diagnostics.warnings.map(\.message) == [
            "the colorset of 'color.a_' is named 'dsysA_Alt': 'dsysA_' would make Xcode generate the asset symbol 'dsysA', "
                + "as the colorset of 'color.a' does",
        ])
    }

    /// Many names alike (every letter case of one word, as a hostile file could write) all end apart.
    @Test func manyNamesAlikeAllEndApart() {
        let word = Array("spacepu")
        let bases = (0..<(1 << word.count)).map { mask in
            String(word.enumerated().map { index, letter in mask & (1 << index) != 0 ? Character(letter.uppercased()) : letter })
        }
        let result = names(bases)
        #expect(Set(result.names.map { $0.lowercased() }).count == bases.count)
        #expect(result.renamed.count == bases.count - 1 && result.diagnostics.warnings.count == bases.count - 1)
    }

    @Test func distinctNamesAreKeptWithoutAWord() {
        let result = names(["red", "redder", "Reddest"])
        #expect(result.names == ["dsysRed", "dsysRedder", "dsysReddest"] && result.renamed.isEmpty)
        #expect(result.diagnostics.all.isEmpty)
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
