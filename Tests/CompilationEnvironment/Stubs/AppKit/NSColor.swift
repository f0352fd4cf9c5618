// Interface stub of AppKit's `NSColor` (developer.apple.com/documentation/appkit/nscolor), limited
// to what the generated AppKit layer uses, each with the availability its page gives:
// - `init(srgbRed:green:blue:alpha:)` (appkit/nscolor/init(srgbred:green:blue:alpha:), macOS 10.7+;
//   components outside 0...1 are clamped);
// - `init(name:dynamicProvider:)` (appkit/nscolor/init(name:dynamicprovider:), macOS 10.15+);
// - `init?(named:bundle:)` (appkit/nscolor/init(named:bundle:), macOS 10.13+), `NSColor.Name`;
// - `cgColor` (appkit/nscolor/cgcolor, macOS 10.8+);
// - `init(resource:)` (macOS 14.0+, the counterpart of UIKit's; used by Xcode's generated asset
//   symbols only), declared deprecated as the stand-in for its availability above macOS 13.
//
// Deliberately stricter than the SDK where the documentation is silent, as the UIKit stub:
// - `NSColor` is not declared `Sendable` (so a `static let` of `NSColor` is rejected);
// - the dynamic provider is a `@Sendable` closure (the page shows none; code valid against the
//   stricter form is valid against both).
import DeveloperToolsSupport
// AppKit re-exports Foundation. Core Animation (`CALayer`, `CGColor`) is imported where used:
// the generated AppKit file imports QuartzCore itself.
@_exported import Foundation
import QuartzCore

/// An object that stores color data and sometimes opacity.
open class NSColor: NSObject {
    /// The type of a color's name in an asset catalog. Declared as `String`: generated code passes
    /// only string literals, which a bridged string type accepts too.
    public typealias Name = String

    init(stubComponents: Void) {
        super.init()
    }

    /// Creates a color object from the specified components in the sRGB colorspace.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(stubComponents: ())
    }

    /// Creates a dynamic catalog color with a provider that's used to resolve the exact color
    /// value, calculated on first use.
    public convenience init(name colorName: NSColor.Name?, dynamicProvider: @escaping @Sendable (NSAppearance) -> NSColor) {
        self.init(stubComponents: ())
    }

    /// Creates a color object from the provided name, which corresponds to a color in the default
    /// asset catalog of the specified bundle.
    public convenience init?(named name: NSColor.Name, bundle: Bundle?) {
        self.init(stubComponents: ())
    }

    /// Creates a color from a color resource (macOS 14.0+). Used by Xcode's generated asset symbols only.
    @available(*, deprecated, message: "macOS 14.0+: not available with a macOS 13 deployment target")
    public convenience init(resource: ColorResource) {
        self.init(stubComponents: ())
    }

    /// The Core Graphics color object corresponding to the color.
    open var cgColor: CGColor { fatalError("AppKit interface stub: type-check only, never executed") }
}
