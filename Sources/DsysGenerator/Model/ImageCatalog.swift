import DsysSource
import DsysTokens

/// The images the generated package declares, named: catalog assets from the icons and images
/// folders, SF Symbol tokens, and the app icon.
///
/// Every image is a member of `SwiftUI.Image` (and `UIImage`): the member prefix and the words of
/// its path, `icon.checkmark` → `dsIconCheckmark` for both the file `icons/checkmark.svg` and a
/// symbol token at `icon.checkmark` (so the two clash, as they should). Imagesets are named
/// `dsys` + the same words (`dsysIconCheckmark`, see `XcodeAssetSymbols`), and the symbols Xcode
/// generates for them pass the collision gate against each other and the declared members.
public struct ImageCatalog: Sendable {
    /// A catalog asset with its Swift member and imageset name.
    public struct NamedAsset: Sendable {
        public var asset: ImageAsset
        public var member: SwiftIdentifier
        public var assetName: String
    }

    /// A token naming an SF Symbol (`"$extensions": {"dsys": {"symbol": "checkmark"}}`).
    public struct SymbolToken: Sendable {
        public var token: Token
        public var symbolName: String
        public var member: SwiftIdentifier
    }

    /// A token naming an asset file (`$extensions.dsys.asset`, Tokens Studio's `asset` type, Style
    /// Dictionary's asset category): a member of its own that returns the asset's member.
    public struct AssetToken: Sendable {
        public var token: Token
        public var member: SwiftIdentifier
        /// The member of the asset it names (`dsIconCheckmark`).
        public var assetMember: SwiftIdentifier
    }

    public var assets: [NamedAsset] = []
    public var symbols: [SymbolToken] = []
    public var assetTokens: [AssetToken] = []
    public var appIcon: AppIconAsset?

    public init() {}

    public var isEmpty: Bool { assets.isEmpty && symbols.isEmpty && assetTokens.isEmpty && appIcon == nil }

    /// Whether any `Image` member is declared.
    var hasMembers: Bool { !assets.isEmpty || !symbols.isEmpty || !assetTokens.isEmpty }

    /// The SF Symbol a token names, if it is a symbol token.
    static func symbolName(of token: Token) -> String? {
        token.dsys?.symbol
    }

    /// Names `inventory`'s assets and the symbol tokens among `tokens`; name clashes (Swift members
    /// and Xcode's asset symbols) are errors.
    init(_ inventory: AssetInventory, tokens: [Token], config: GeneratorConfig, diagnostics: inout Diagnostics) {
        let generator = SwiftNameGenerator(digitPrefix: config.digitPrefix)
        let prefix = inventory.memberPrefix
        assets = inventory.imageAssets.map { asset in
            NamedAsset(asset: asset, member: generator.memberName(asset.nameSegments, prefix: prefix),
                       assetName: XcodeAssetSymbols.assetName(base: generator.assetName(asset.nameSegments), kind: .image))
        }
        for index in tokens.indices {
            // Read in place until a token turns out to name an image: most name none, and a copy of
            // each would be a retain and release of each of its parts.
            let reference = AssetTokenReference(tokens[index], recognisesPlainPaths: inventory.isConfigured)
            guard reference != nil || Self.symbolName(of: tokens[index]) != nil else { continue }
            let token = tokens[index]
            if let reference {
                if let target = reference.asset(among: assets, baseFolder: inventory.baseFolder) {
                    assetTokens.append(AssetToken(token: token, member: generator.memberName(token.path.segments, prefix: prefix),
                                                  assetMember: target.member))
                } else {
                    reference.reportMissing(token, diagnostics: &diagnostics)
                }
                continue
            }
            guard let name = Self.symbolName(of: token) else { continue }
            guard Self.isPlausibleSymbolName(name) else {
                diagnostics.error("'\(name)' is not an SF Symbol name", at: token.location, token: token.path.description,
                                  hint: "write the name as the SF Symbols app shows it, such as \"checkmark.circle.fill\"")
                continue
            }
            symbols.append(SymbolToken(token: token, symbolName: name,
                                       member: generator.memberName(token.path.segments, prefix: prefix)))
        }
        appIcon = inventory.appIcon
        diagnostics.append(contentsOf: collisions())
    }

    /// SF Symbol names are lower-case ASCII words joined by dots (`square.and.arrow.up`).
    private static func isPlausibleSymbolName(_ name: String) -> Bool {
        !name.isEmpty && name.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { word in
            !word.isEmpty && word.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isLowercase || ("0"..."9").contains($0)) }
        }
    }

    private func collisions() -> Diagnostics {
        var diagnostics = Diagnostics()
        let claims: [NameCollisionDetector.Claim] = assets.map { ($0.member, $0.asset.location.file, $0.asset.location) }
            + symbols.map { ($0.member, $0.token.path.description, $0.token.location) }
            + assetTokens.map { ($0.member, $0.token.path.description, $0.token.location) }
        for var collision in NameCollisionDetector.collisions(in: claims) {
            collision.hint = "rename the file or the token (image members are the member prefix and the words of the "
                + "token path, or of 'icon'/'image' and the file name)"
            diagnostics.append(collision)
        }
        guard !diagnostics.hasErrors else { return diagnostics }
        let catalogAssets = assets.map {
            XcodeAssetSymbols.Asset(name: $0.assetName, source: .file($0.asset.location.file), location: $0.asset.location)
        }
        diagnostics.append(contentsOf: XcodeAssetSymbols.collisions(catalogAssets, kind: .image,
                                                                    declaredMembers: Set(claims.map(\.identifier.name))))
        return diagnostics
    }
}
