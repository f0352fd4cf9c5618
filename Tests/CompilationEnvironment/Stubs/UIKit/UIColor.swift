// Interface stub of UIKit's `UIColor` (developer.apple.com/documentation/uikit/uicolor,
// iOS 2.0+), limited to the initializers the dynamic-color code path uses.
//
// Deliberately stricter than the SDK where the documentation is silent:
// - `UIColor` is not declared `Sendable` (so a `static let` of `UIColor` is rejected);
// - `init(dynamicProvider:)` takes a `@Sendable` closure (the documentation page shows no
//   `@Sendable`; code valid against the stricter form is valid against both).
import DeveloperToolsSupport
// UIKit re-exports Foundation and Core Animation (CALayer, and Core Graphics' CGColor with it).
@_exported import Foundation
@_exported import QuartzCore

/// An object that stores color data and sometimes opacity.
open class UIColor: NSObject {
    /// Creates a color object using the specified opacity and RGB component values
    /// (iOS 2.0+).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        super.init()
    }

    /// Creates a color object using the specified opacity and RGB component values in the
    /// Display P3 color space (iOS 10.0+).
    public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        super.init()
    }

    /// Creates a color object using the specified opacity and grayscale values (iOS 2.0+).
    public init(white: CGFloat, alpha: CGFloat) {
        super.init()
    }

    /// Creates a color object that uses the specified block to generate its color data
    /// dynamically (iOS 13.0+).
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        super.init()
    }

    /// Creates a color object using the information from the named asset in the bundle,
    /// compatible with the traits (uikit/uicolor/init(named:in:compatiblewith:), iOS 11.0+).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(white: 0, alpha: 0)
    }

    /// The Core Graphics color that corresponds to the color object (uikit/uicolor/cgcolor, iOS 2.0+).
    open var cgColor: CGColor { fatalError("UIKit interface stub: type-check only, never executed") }

    /// Creates a color from a color resource (iOS 17.0+; uikit/uicolor/init(resource:), the
    /// counterpart of uikit/uiimage/init(resource:)). Used by Xcode's generated asset symbols only.
    @available(*, deprecated, message: "iOS 17.0+: not available with an iOS 16 deployment target")
    public convenience init(resource: ColorResource) {
        self.init(white: 0, alpha: 0)
    }

    /// Returns the version of the current color that results from the specified traits
    /// (iOS 13.0+).
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }

    /// A color object with grayscale and alpha values that are both 0.0 (iOS 2.0+).
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
    /// A color object in the sRGB color space with a grayscale value of 0.0 (iOS 2.0+).
    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// A color object in the sRGB color space with a grayscale value of 1.0 (iOS 2.0+).
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// The color for the main background of your interface (iOS 13.0+).
    open class var systemBackground: UIColor { UIColor(white: 1, alpha: 1) }
    /// The color for text labels that contain primary content (iOS 13.0+).
    open class var label: UIColor { UIColor(white: 0, alpha: 1) }
}
