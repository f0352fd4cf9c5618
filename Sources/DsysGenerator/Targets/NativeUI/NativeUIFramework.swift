/// The native UI framework a platform layer is written for. `UIKitEmitter` writes the same
/// concepts for both from the value layer; this type holds what differs in the text.
///
/// For example `UIColor(red: r, green: g, blue: b, alpha: a)` under UIKit is
/// `NSColor(srgbRed: r, green: g, blue: b, alpha: a)` under AppKit.
enum NativeUIFramework: CaseIterable {
    /// iOS, iPadOS, tvOS, visionOS and Mac Catalyst: `UIColor`, `UIFont` scaled with `UIFontMetrics`.
    case uiKit
    /// macOS: `NSColor`, `NSFont` at the token's size (AppKit has no Dynamic Type).
    case appKit

    /// `UIKit` or `AppKit`.
    var name: String {
        switch self {
        case .uiKit: return "UIKit"
        case .appKit: return "AppKit"
        }
    }

    /// The type prefix: `UI`, `NS`.
    var typePrefix: String {
        switch self {
        case .uiKit: return "UI"
        case .appKit: return "NS"
        }
    }

    /// `UIColor`, `NSColor`.
    var colorType: String { typePrefix + "Color" }

    /// `UIFont`, `NSFont`.
    var fontType: String { typePrefix + "Font" }

    /// The value layer's members for this framework, names the generator chooses.
    private var valueMembers: (color: SwiftName, font: SwiftName, fontWeight: SwiftName) {
        switch self {
        case .uiKit: return ("uiColor", "uiFont", "uiFontWeight")
        case .appKit: return ("nsColor", "nsFont", "nsFontWeight")
        }
    }

    /// The value layer's member that converts a color: `uiColor`, `nsColor`.
    var colorMember: SwiftName { valueMembers.color }

    /// The value layer's member that builds a font: `uiFont`, `nsFont`.
    var fontMember: SwiftName { valueMembers.font }

    /// The value layer's member that picks the font weight: `uiFontWeight`, `nsFontWeight`.
    var fontWeightMember: SwiftName { valueMembers.fontWeight }

    /// `a` or `an`, before the color type in doc comments.
    var colorArticle: String { self == .appKit ? "an" : "a" }

    /// Whether y grows downward in a layer's coordinate space: in UIKit it does; AppKit's layers
    /// are unflipped by default (y grows upward), so a downward CSS offset is a negative y there.
    var layerYPointsDown: Bool { self == .uiKit }

    /// The imports and platform guard of the file.
    var sourceFramework: SourceSection.Framework {
        switch self {
        case .uiKit: return .uiKit
        case .appKit: return .appKit
        }
    }

    /// The file layout key (`"files"` in `dsys.json`).
    var sectionKind: SourceSectionKind {
        switch self {
        case .uiKit: return .uiKit
        case .appKit: return .appKit
        }
    }

    /// An sRGB color from four component expressions.
    func rgbColor(red: String, green: String, blue: String, alpha: String) -> String {
        switch self {
        case .uiKit: return "UIColor(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))"
        case .appKit: return "NSColor(srgbRed: \(red), green: \(green), blue: \(blue), alpha: \(alpha))"
        }
    }

    /// A color read from the module's asset catalog by name (nil when the catalog lacks it).
    func namedColor(_ assetName: String) -> String {
        switch self {
        case .uiKit: return "UIColor(named: \(SwiftLiteral.string(assetName)), in: .module, compatibleWith: nil)"
        case .appKit: return "NSColor(named: \(SwiftLiteral.string(assetName)), bundle: .module)"
        }
    }
}
