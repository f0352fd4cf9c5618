import DsysSource
import DsysTokens

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

    /// One asset the catalog will hold: its name and the token (or file) it comes from.
    package struct Asset: Sendable {
        /// What an asset comes from, kept as it is: a catalog holds an asset per color, and only
        /// the sources of clashing names are spelled out (``spelled``).
        package enum Source: Sendable {
            /// A color token, or a token holding an adaptive color (its dotted path).
            case token(TokenPath)
            /// An image file (its path as read).
            case file(String)

            /// The dotted token path, or the file path, as diagnostics name it.
            var spelled: String {
                switch self {
                case .token(let path): path.description
                case .file(let path): path
                }
            }
        }

        var name: String
        var source: Source
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
    /// symbol `dsysText`. A name too long for its catalog folder is shortened (`fitting`).
    public static func assetName(base: String, kind: Kind) -> String {
        fitting(unshortenedAssetName(base: base, kind: kind), kind: kind)
    }

    private static func unshortenedAssetName(base: String, kind: Kind) -> String {
        guard base.utf8.allSatisfy({ $0 < 0x80 }) else {
            let name = assetNamePrefix + (base.first.map { $0.uppercased() + base.dropFirst() } ?? "")
            return name.hasSuffix(kind.rawValue) ? name + "Asset" : name
        }
        // ASCII, as every base dsys passes: made byte by byte, without the strings of a character's
        // upper case and the rest (a package names an asset per color).
        var name = assetNamePrefix
        if let first = base.utf8.first {
            let upper = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first) ? first - 0x20 : first
            name.unicodeScalars.append(Unicode.Scalar(upper))
            name += Substring(base.utf8.dropFirst())
        }
        return name.utf8.reversed().starts(with: kind.rawValue.utf8.reversed()) ? name + "Asset" : name
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
    /// the same extended type (`declaredMembers`, for example the members of `extension Color`;
    /// those that are no ``isPossibleSymbol(_:)`` may be left out). Every asset name must be one
    /// ``assetName(base:kind:)`` made.
    ///
    /// A catalog holds an asset per color and few or none of them clash, so a symbol becomes a
    /// checked identifier, and its asset's source is spelled out, only when two assets share it.
    package static func collisions(_ assets: [Asset], kind: Kind, declaredMembers: Set<String>) -> Diagnostics {
        let sharesSymbol = NameCollisionDetector.isRepeated(assets.indices.lazy.map { symbol(forAssetNamed: assets[$0].name, kind: kind) })
        let claims: [NameCollisionDetector.Claim] = assets.indices.filter { sharesSymbol[$0] }.map { index in
            (SwiftIdentifier(checked: symbol(forAssetNamed: assets[index].name, kind: kind)), assets[index].source.spelled,
             assets[index].location)
        }
        var diagnostics = Diagnostics(NameCollisionDetector.collisions(in: claims, kind: "the Xcode-generated asset symbol"))
        diagnostics.append(contentsOf: declaredMemberClashes(assets, kind: kind, declaredMembers: declaredMembers))
        return diagnostics
    }

    /// The errors of `collisions(_:kind:declaredMembers:)` for symbols equal to a declared member
    /// only: the colors' names are already apart (`UniqueColorAssetNames`).
    package static func declaredMemberClashes(_ assets: [Asset], kind: Kind, declaredMembers: Set<String>) -> Diagnostics {
        var diagnostics = Diagnostics()
        guard !declaredMembers.isEmpty else { return diagnostics }
        for asset in assets {
            let symbol = symbol(forAssetNamed: asset.name, kind: kind)
            guard declaredMembers.contains(symbol) else { continue }
            diagnostics.error(
                "the asset '\(asset.name)' of '\(asset.source.spelled)' makes Xcode generate the symbol "
                    + "'\(symbol)', which dsys also declares",
                at: asset.location, token: asset.source.spelled,
                hint: "rename the token or give it a name override in the config"
            )
        }
        return diagnostics
    }

    /// Whether `member` could be the symbol of an asset name ``assetName(base:kind:)`` made: such
    /// a symbol starts with ``assetNamePrefix`` (it keeps the name's first word, and dropping
    /// `Color`/`Image` leaves that, since a name ending so gets `Asset` after it). A package
    /// declares a member per token and few or none start so: only those need be passed to
    /// ``collisions(_:kind:declaredMembers:)``.
    package static func isPossibleSymbol(_ member: String) -> Bool {
        member.utf8.starts(with: assetNamePrefix.utf8)
    }

    /// The most bytes of a file name on the file systems packages live on (APFS, ext4).
    static let maximumFileNameBytes = 255

    /// `name`, or, when its catalog folder (`<name>.colorset`, `<name>.imageset`) would be longer
    /// than a file name may be, its first characters and eight hex digits of a digest of the whole
    /// name: a token with a very long path still gets its asset (the write would otherwise fail), and
    /// two long names that begin alike stay apart. The Swift API names the asset by this name, so
    /// only the symbol Xcode derives from it is shorter.
    private static func fitting(_ name: String, kind: Kind) -> String {
        let room = maximumFileNameBytes - (kind == .color ? ".colorset" : ".imageset").utf8.count
        guard name.utf8.count > room else { return name }
        var hasher = ContentHasher()
        hasher.update(name.utf8)
        let digest = hasher.hexDigest().prefix(8)
        var kept = "", keptBytes = 0
        for scalar in name.unicodeScalars {
            let width = UTF8.width(scalar)
            guard keptBytes + width <= room - digest.utf8.count else { break }
            kept.unicodeScalars.append(scalar)
            keptBytes += width
        }
        return kept + digest
    }
}
