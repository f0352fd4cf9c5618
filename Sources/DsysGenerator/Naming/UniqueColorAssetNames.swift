import DsysSource
import DsysTokens

/// Gives each color asset a name no other asset of the catalog shares up to letter case (macOS's
/// file system holds `dsysSpacePurple1.colorset` and `dsysSpacepurple1.colorset` as one folder) or
/// in the symbol Xcode generates from it (`dsysA` and `dsys_a` are both `dsysA`). The first token
/// keeps its name; a later one gets `Alt` (then `Alt2`, …) after its base, with a warning at its
/// position, so two names that clash never stop the whole catalog.
struct UniqueColorAssetNames {
    /// The token each name, lower-cased, belongs to.
    private var ownerOfName: [String: TokenPath] = [:]
    /// The token each Xcode symbol belongs to.
    private var ownerOfSymbol: [String: TokenPath] = [:]
    /// A warning for every token whose asset got another name.
    private(set) var diagnostics = Diagnostics()

    /// The asset name for the color of `path` whose base name is `base` (see
    /// `XcodeAssetSymbols.assetName(base:kind:)`), claimed for it.
    mutating func claim(base: String, for path: TokenPath, at location: SourceLocation) -> String {
        let name = XcodeAssetSymbols.assetName(base: base, kind: .color)
        guard let taken = owner(of: name) else {
            record(name, for: path)
            return name
        }
        var number = 1
        var renamed: String
        repeat {
            renamed = XcodeAssetSymbols.assetName(base: base + (number == 1 ? "Alt" : "Alt\(number)"), kind: .color)
            number += 1
        } while owner(of: renamed) != nil
        record(renamed, for: path)
        let clash = taken.sameSymbol
            ? "would make Xcode generate the asset symbol '\(XcodeAssetSymbols.symbol(forAssetNamed: name, kind: .color))', as "
                + "the colorset of '\(taken.path)' does"
            : "would differ from the colorset of '\(taken.path)' only in letter case, which macOS's file system does not tell apart"
        diagnostics.warning(
            "the colorset of '\(path)' is named '\(renamed)': '\(name)' \(clash)",
            at: location, token: path.description,
            hint: "rename one of the two tokens, or give one its own name in \"nameOverrides\" in dsys.json"
        )
        return renamed
    }

    /// The token that already has `name` up to letter case, or its Xcode symbol, if any.
    private func owner(of name: String) -> (path: TokenPath, sameSymbol: Bool)? {
        if let path = ownerOfName[name.lowercased()] { return (path, false) }
        return ownerOfSymbol[XcodeAssetSymbols.symbol(forAssetNamed: name, kind: .color)].map { ($0, true) }
    }

    private mutating func record(_ name: String, for path: TokenPath) {
        ownerOfName[name.lowercased()] = path
        ownerOfSymbol[XcodeAssetSymbols.symbol(forAssetNamed: name, kind: .color)] = path
    }
}
