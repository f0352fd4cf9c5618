extension NamedToken {
    /// The colorset of a color token: the name the translator gave it, else one made from its
    /// member name (see `XcodeAssetSymbols`). The SwiftUI constant and the asset catalog both use it.
    var colorSetName: String {
        assetName ?? XcodeAssetSymbols.assetName(base: member.name, kind: .color)
    }
}
