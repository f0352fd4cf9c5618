@testable import DsysCore
@testable import DsysGenerator
@testable import DsysOutput
@testable import DsysSource
@testable import DsysTokens
import Testing

/// The asset names dsys writes, and the symbols Xcode 15+ generates from asset names.
@Suite struct XcodeAssetSymbolsTests {
    /// Cases from Xcode's documented behaviour: lower camel case, a trailing `Color`/`Image`
    /// dropped (the template's `AccentColor` becomes `accent`), separators removed.
    @Test func symbolsFollowXcodesNamingRule() {
        #expect(XcodeAssetSymbols.symbol(forAssetNamed: "AccentColor", kind: .color) == "accent")
        #expect(XcodeAssetSymbols.symbol(forAssetNamed: "some_blue", kind: .color) == "someBlue")
        #expect(XcodeAssetSymbols.symbol(forAssetNamed: "someBlueColor", kind: .color) == "someBlue")
        #expect(XcodeAssetSymbols.symbol(forAssetNamed: "brand blue-500", kind: .color) == "brandBlue500")
        #expect(XcodeAssetSymbols.symbol(forAssetNamed: "giftImage", kind: .image) == "gift")
        #expect(XcodeAssetSymbols.symbol(forAssetNamed: "giftImage", kind: .color) == "giftImage")
        #expect(XcodeAssetSymbols.symbol(forAssetNamed: "Color", kind: .color) == "color")
        #expect(XcodeAssetSymbols.symbol(forAssetNamed: "2xl", kind: .color) == "_2xl")
    }

    @Test func assetNamesStartWithDsysAndNeverEndWithTheKindsWord() {
        #expect(XcodeAssetSymbols.assetName(base: "dsActionPrimary", kind: .color) == "dsysDsActionPrimary")
        #expect(XcodeAssetSymbols.assetName(base: "100", kind: .color) == "dsys100")
        #expect(XcodeAssetSymbols.assetName(base: "dsTextColor", kind: .color) == "dsysDsTextColorAsset")
        #expect(XcodeAssetSymbols.assetName(base: "giftImage", kind: .image) == "dsysGiftImageAsset")
        #expect(XcodeAssetSymbols.assetName(base: "", kind: .color) == "dsys")
        #expect(XcodeAssetSymbols.assetName(base: "éclairColor", kind: .color) == "dsysÉclairColorAsset")
        let text = XcodeAssetSymbols.assetName(base: "dsText", kind: .color)
        let textColor = XcodeAssetSymbols.assetName(base: "dsTextColor", kind: .color)
        #expect(XcodeAssetSymbols.symbol(forAssetNamed: text, kind: .color)
            != XcodeAssetSymbols.symbol(forAssetNamed: textColor, kind: .color))
    }

    /// The collision check compares asset symbols only with declared members that start with
    /// `dsys`: every symbol of an asset name dsys makes does, whatever the base name.
    @Test func everyAssetSymbolIsAPossibleSymbol() {
        let bases = ["dsActionPrimary", "", "100", "color", "Color", "textColor", "image", "xImage", "a", "dsysDs", "dsys"]
        for kind in [XcodeAssetSymbols.Kind.color, .image] {
            for base in bases {
                let symbol = XcodeAssetSymbols.symbol(forAssetNamed: XcodeAssetSymbols.assetName(base: base, kind: kind), kind: kind)
                #expect(XcodeAssetSymbols.isPossibleSymbol(symbol), "\(base) → \(symbol)")
            }
        }
        #expect(!XcodeAssetSymbols.isPossibleSymbol("dsActionPrimary"))
        #expect(!XcodeAssetSymbols.isPossibleSymbol("dsy"))
    }

    @Test func symbolClashesAreErrorsAtEveryToken() {
        let location = SourceLocation(file: "t.json", line: 3, column: 5)
        let assets = [
            XcodeAssetSymbols.Asset(name: "dsysA", source: .token(TokenPath(dotted: "color.a")), location: location),
            XcodeAssetSymbols.Asset(name: "dsys_a", source: .token(TokenPath(dotted: "color.a_")), location: location),
            XcodeAssetSymbols.Asset(name: "dsysB", source: .token(TokenPath(dotted: "color.b")), location: location),
        ]
        let diagnostics = XcodeAssetSymbols.collisions(assets, kind: .color, declaredMembers: ["dsysB"])
        #expect(diagnostics.errors.map(\.message) == [
            "'color.a' and 'color.a_' both become the Xcode-generated asset symbol 'dsysA'",
            "'color.a' and 'color.a_' both become the Xcode-generated asset symbol 'dsysA'",
            "the asset 'dsysB' of 'color.b' makes Xcode generate the symbol 'dsysB', which dsys also declares",
        ])
        #expect(diagnostics.errors.allSatisfy { $0.location == location })
    }
}
