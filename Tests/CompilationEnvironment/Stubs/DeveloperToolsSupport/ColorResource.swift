// Interface stub of DeveloperToolsSupport's `ColorResource`
// (developer.apple.com/documentation/developertoolssupport/colorresource and
// .../colorresource/init(name:bundle:); iOS 17.0+, macOS 14.0+; conforms to Equatable, Hashable,
// Sendable).
//
// Only the Xcode asset-symbol simulation (`XcodeAssetSymbolsSimulation` in the compile tests)
// uses it: Xcode 15+ generates `ColorResource` statics for every colorset. Declared deprecated
// like every other iOS 17+ API here, so generated dsys code that reaches for it is rejected for
// the iOS 16 deployment target; the simulated file marks its own declarations deprecated, the
// stand-in for their `@available(iOS 17.0, *)`, and a deprecated context may use deprecated API.
import Foundation

/// A color resource.
@available(*, deprecated, message: "iOS 17.0+: not available with an iOS 16 deployment target")
public struct ColorResource: Equatable, Hashable, Sendable {
    private let name: String

    /// Creates a color from a resource with the specified name in the given bundle (iOS 17.0+).
    public init(name: String, bundle: Bundle) {
        self.name = name
    }
}
