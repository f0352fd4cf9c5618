// Interface stub of DeveloperToolsSupport's `ImageResource`
// (developer.apple.com/documentation/developertoolssupport/imageresource and
// .../imageresource/init(name:bundle:); iOS 17.0+, macOS 14.0+; conforms to Equatable, Hashable,
// Sendable).
//
// Only the Xcode asset-symbol simulation uses it: Xcode 15+ generates `ImageResource` statics for
// every imageset. Deprecated like `ColorResource`, the stand-in for iOS 17.0+.
import Foundation

/// An image resource.
@available(*, deprecated, message: "iOS 17.0+: not available with an iOS 16 deployment target")
public struct ImageResource: Equatable, Hashable, Sendable {
    private let name: String

    /// Creates an image from a resource with the specified name in the given bundle (iOS 17.0+).
    public init(name: String, bundle: Bundle) {
        self.name = name
    }
}
