import DsysSource

/// Names asset-catalog entries so that the symbols Xcode generates for them never clash with the
/// Swift API dsys declares.
///
/// Since Xcode 15, the asset catalog compiler generates Swift symbols for every color and image
/// in a catalog (`GeneratedAssetSymbols.swift`): a static on `ColorResource`/`ImageResource` and
/// an extension member on `SwiftUI.Color`, `ShapeStyle where Self == Color`, `UIColor` and
/// `NSColor` (likewise `Image`, `UIImage`, `NSImage`). New projects turn the build setting
/// "Generate Swift Asset Symbol Extensions" on, and Swift packages follow the app project. The
/// symbol is the asset name in lower camel case with a trailing `Color` (or `Image`) dropped, so
/// a colorset named `dsActionPrimary` beside a declared `Color.dsActionPrimary` is an
/// "invalid redeclaration" in Xcode.
///
/// dsys therefore names every colorset `dsys` + the color's name (`dsysDsActionPrimary`): the
/// generated symbol starts with `dsys`, which no generated member does unless a token is named
/// so, and that case is reported by ``collisions(_:kind:declaredMembers:)``. The rules come from
/// the Xcode 15 release notes (asset symbol generation, `ColorResource`/`ImageResource` and the
/// framework extensions) and from Apple's pages for `DeveloperToolsSupport.ColorResource`
/// (iOS 17.0+); the Xcode 16 per-catalog "Asset Symbols" opt-out has no documented
/// `Contents.json` key, so dsys does not write one and relies on names that cannot clash.
public enum XcodeAssetSymbols {
    /// The word every asset name dsys writes starts with.
    public static let assetNamePrefix = "dsys"

    /// One asset the catalog will hold: its name and the token it comes from.
    package struct Asset: Sendable {
        var name: String
        var tokenPath: String
        var location: SourceLocation
    }

    /// What kind of asset a name belongs to: Xcode drops the kind's word from the end of a symbol.
    public enum Kind: String, Sendable {
        case color = "Color"
        case image = "Image"
    }

    /// The asset name for a color or image whose ASCII base name is `base` (`dsActionPrimary`
    /// gives `dsysDsActionPrimary`). A name that would end with the kind's word gets `Asset` after
    /// it, since Xcode drops that word: `textColor` and `text` would otherwise both become the
    /// symbol `dsysText`.
    public static func assetName(base: String, kind: Kind) -> String {
        let name = assetNamePrefix + (base.first.map { $0.uppercased() + base.dropFirst() } ?? "")
        return name.hasSuffix(kind.rawValue) ? name + "Asset" : name
    }

    /// The symbol Xcode generates for the asset `name`: its words (split at anything that is not an
    /// ASCII letter or digit) joined in lower camel case, the first letter lower-cased, a trailing
    /// `Color`/`Image` dropped when something remains, and `_` before a leading digit
    /// (`some_blue` → `someBlue`, `AccentColor` → `accent`). Made scalar by scalar: the names dsys
    /// writes are ASCII, and a package has one per color.
    public static func symbol(forAssetNamed name: String, kind: Kind) -> String {
        var text = isOneLowerCamelWord(name) ? name : lowerCamelWords(of: name)
        if text.utf8.count > kind.rawValue.utf8.count, text.hasSuffix(kind.rawValue) {
            text.removeLast(kind.rawValue.count)
        }
        if let first = text.utf8.first, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) { text = "_" + text }
        return text
    }

    /// Whether `name` is ASCII letters and digits not starting with a capital (every flat color's
    /// asset name), which the words of `symbol(forAssetNamed:kind:)` leave as it is, so it is not
    /// built again scalar by scalar.
    private static func isOneLowerCamelWord(_ name: String) -> Bool {
        guard let first = name.utf8.first, !(UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first) else { return false }
        return name.utf8.allSatisfy(SwiftNameGenerator.isASCIILetterOrDigit)
    }

    /// The ASCII words of `name` (split at anything that is not an ASCII letter or digit) joined in
    /// lower camel case, the first letter lower-cased.
    private static func lowerCamelWords(of name: String) -> String {
        var symbol = String.UnicodeScalarView()
        var startsWord = true
        for scalar in name.unicodeScalars {
            guard SwiftNameGenerator.isASCIILetterOrDigit(scalar) else {
                startsWord = true
                continue
            }
            if startsWord {
                symbol.append(symbol.isEmpty ? asciiCase(scalar, lower: true) : asciiCase(scalar, lower: false))
                startsWord = false
            } else {
                symbol.append(scalar)
            }
        }
        return String(symbol)
    }

    /// The ASCII letter or digit `scalar` in lower or upper case.
    private static func asciiCase(_ scalar: Unicode.Scalar, lower: Bool) -> Unicode.Scalar {
        switch scalar.value {
        case 0x41...0x5A where lower: Unicode.Scalar(UInt8(scalar.value + 0x20))
        case 0x61...0x7A where !lower: Unicode.Scalar(UInt8(scalar.value - 0x20))
        default: scalar
        }
    }

    /// Errors for assets whose Xcode symbols would clash: two assets with the same symbol (Xcode
    /// generates only one of them), and an asset whose symbol equals a member dsys declares in
    /// the same extended type (`declaredMembers`, for example the members of `extension Color`).
    /// Every asset name must be one ``assetName(base:)`` made.
    package static func collisions(_ assets: [Asset], kind: Kind, declaredMembers: Set<String>) -> Diagnostics {
        var diagnostics = Diagnostics()
        let claims = assets.map { asset in
            (identifier: SwiftIdentifier(checked: symbol(forAssetNamed: asset.name, kind: kind)),
             sourcePath: asset.tokenPath, location: asset.location)
        }
        for collision in NameCollisionDetector.collisions(in: claims, kind: "the Xcode-generated asset symbol") {
            diagnostics.append(collision)
        }
        for (asset, claim) in zip(assets, claims) where declaredMembers.contains(claim.identifier.name) {
            diagnostics.error(
                "the asset '\(asset.name)' of '\(asset.tokenPath)' makes Xcode generate the symbol "
                    + "'\(claim.identifier.name)', which dsys also declares",
                at: asset.location, token: asset.tokenPath,
                hint: "rename the token or give it a name override in the config"
            )
        }
        return diagnostics
    }

    /// The most bytes of a file name on the file systems packages live on (APFS, ext4).
    static let maximumFileNameBytes = 255

    /// Errors for assets whose catalog folder (`<name>.colorset`, `<name>.imageset`) would have a
    /// name longer than a file system allows, at the token (or file) the name comes from: the write
    /// would otherwise fail later with no position, after `validate` said nothing.
    static func overlongNames(_ assets: [Asset], kind: Kind) -> Diagnostics {
        var diagnostics = Diagnostics()
        let folderExtension = kind == .color ? ".colorset" : ".imageset"
        for asset in assets where asset.name.utf8.count + folderExtension.utf8.count > maximumFileNameBytes {
            diagnostics.error(
                "the asset name of '\(asset.tokenPath)' is \(asset.name.utf8.count) bytes long; with '\(folderExtension)' it is "
                    + "more than the \(maximumFileNameBytes) bytes a file name may hold",
                at: asset.location, token: asset.tokenPath,
                hint: "shorten the name (at most \(maximumFileNameBytes - folderExtension.utf8.count - assetNamePrefix.utf8.count) "
                    + "letters and digits), or give it a name override in the config"
            )
        }
        return diagnostics
    }
}
