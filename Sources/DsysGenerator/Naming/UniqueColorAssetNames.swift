import DsysSource
import DsysTokens

/// Gives each color asset a name no other asset of the catalog shares up to letter case (macOS's
/// file system holds `dsysSpacePurple1.colorset` and `dsysSpacepurple1.colorset` as one folder) or
/// in the symbol Xcode generates from it (`dsysA` and `dsys_a` are both `dsysA`). The first token
/// keeps its name; a later one gets `Alt` (then `Alt2`, …) after its base, with a warning at its
/// position, so two names that clash never stop the whole catalog.
enum UniqueColorAssetNames {
    /// Renames the assets whose names an earlier asset of `assets` has up to letter case or Xcode
    /// symbol, and returns their indices; `base(index)` is the base name asset `index`'s name was
    /// made from (`XcodeAssetSymbols.assetName(base:kind:)`). A catalog names a color per token and
    /// few or none clash, so one hash per name finds whether any does before anything is kept.
    static func disambiguate(
        _ assets: inout [XcodeAssetSymbols.Asset], base: (Int) -> String, diagnostics: inout Diagnostics
    ) -> [Int] {
        let mayClash = NameCollisionDetector.isRepeated(assets.lazy.map { foldedSymbol($0.name) })
        guard mayClash.contains(true) else { return [] }
        var ownerOfName: [String: String] = [:], ownerOfSymbol: [String: String] = [:]
        func owner(of name: String) -> (source: String, sameSymbol: Bool)? {
            if let source = ownerOfName[name.lowercased()] { return (source, false) }
            return ownerOfSymbol[XcodeAssetSymbols.symbol(forAssetNamed: name, kind: .color)].map { ($0, true) }
        }
        func record(_ name: String, for source: String) {
            ownerOfName[name.lowercased()] = source
            ownerOfSymbol[XcodeAssetSymbols.symbol(forAssetNamed: name, kind: .color)] = source
        }
        // Every name's folded symbol, the new ones added, and the next `Alt` number of each clashing
        // name: a set of many names alike (hostile case variants) is renamed in one pass.
        var takenSymbols = Set(assets.lazy.map { foldedSymbol($0.name) })
        var nextNumber: [CaseFoldedText: Int] = [:]
        var renamed: [Int] = []
        for index in assets.indices {
            let name = assets[index].name, source = assets[index].source.spelled
            guard mayClash[index], let taken = owner(of: name) else {
                if mayClash[index] { record(name, for: source) }
                continue
            }
            let clashing = foldedSymbol(name)
            var number = nextNumber[clashing] ?? 1
            var newName: String
            repeat {
                newName = XcodeAssetSymbols.assetName(base: base(index) + (number == 1 ? "Alt" : "Alt\(number)"), kind: .color)
                number += 1
            } while !takenSymbols.insert(foldedSymbol(newName)).inserted
            nextNumber[clashing] = number
            record(newName, for: source)
            assets[index].name = newName
            renamed.append(index)
            let clash = taken.sameSymbol
                ? "would make Xcode generate the asset symbol '\(XcodeAssetSymbols.symbol(forAssetNamed: name, kind: .color))', "
                    + "as the colorset of '\(taken.source)' does"
                : "would differ from the colorset of '\(taken.source)' only in letter case, which macOS's file system does not tell apart"
            diagnostics.warning(
                "the colorset of '\(source)' is named '\(newName)': '\(name)' \(clash)",
                at: assets[index].location, token: source,
                hint: "rename one of the two tokens, or give one its own name in \"nameOverrides\" in dsys.json"
            )
        }
        return renamed
    }

    /// The Xcode symbol of asset `name`, letter case aside: names equal up to case have symbols
    /// equal up to case, and so do names with one symbol.
    private static func foldedSymbol(_ name: String) -> CaseFoldedText {
        CaseFoldedText(XcodeAssetSymbols.symbol(forAssetNamed: name, kind: .color))
    }

}

/// Text compared and hashed with ASCII letters in either case alike, without a lower-cased copy.
private struct CaseFoldedText: Hashable {
    let text: String

    init(_ text: String) {
        self.text = text
    }

    private static func folded(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
    }

    static func == (lhs: CaseFoldedText, rhs: CaseFoldedText) -> Bool {
        lhs.text.utf8.count == rhs.text.utf8.count && zip(lhs.text.utf8, rhs.text.utf8).allSatisfy { folded($0) == folded($1) }
    }

    func hash(into hasher: inout Hasher) {
        for byte in text.utf8 { hasher.combine(Self.folded(byte)) }
    }
}
