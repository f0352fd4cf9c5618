import Foundation
import DsysSource

/// One image of the generated catalog, read from the icons or images folder: every file of one
/// name (`checkmark.svg`, `checkmark.dark.svg`; `hero.png`, `hero@2x.png`, `hero.dark@3x.png`).
public struct ImageAsset: Sendable, Equatable {
    /// Icons render as templates (tinted with the foreground style); images keep their colours.
    public enum Role: String, Sendable, Equatable {
        case icon
        case image
    }

    public enum Format: String, Sendable, Equatable {
        case svg
        case pdf
        case png

        /// Vector formats keep their vector data in the catalog (`preserves-vector-representation`).
        var isVector: Bool { self != .png }
    }

    /// One file of the asset, copied byte for byte into the imageset.
    public struct Variant: Sendable, Equatable {
        public var fileName: String
        public var bytes: Data
        public var isDark: Bool
        /// 1, 2 or 3 for a PNG; nil for a vector file (single scale).
        public var scale: Int?
    }

    public var role: Role
    /// The file name without variant suffixes and extension (`checkmark`).
    public var name: String
    public var format: Format
    /// Light before dark, each by ascending scale.
    public var variants: [Variant]
    /// The first file of the asset, for diagnostics.
    public var location: SourceLocation

    /// The segments its Swift member and asset names come from (`icon`, `checkmark`).
    var nameSegments: [String] { [role.rawValue, name] }
}

/// The app icon: a 1024×1024 PNG with optional dark and tinted variants (Xcode 14+ single size;
/// the variants are read by Xcode 16+).
public struct AppIconAsset: Sendable, Equatable {
    public enum Appearance: String, Sendable, Equatable, CaseIterable {
        case any
        case dark
        case tinted
    }

    public struct Variant: Sendable, Equatable {
        public var appearance: Appearance
        public var fileName: String
        public var bytes: Data
    }

    /// `any` first, then dark, then tinted.
    public var variants: [Variant]
}
