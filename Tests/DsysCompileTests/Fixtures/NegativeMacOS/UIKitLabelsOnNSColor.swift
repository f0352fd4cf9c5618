// expect-error: missing argument for parameter 'bundle'
// Guarded AppKit code is really compiled against the macOS stubs: UIKit's initializer labels on
// `NSColor` fail (were `canImport(AppKit)` false, this file would compile and the control fail).
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

func accent() -> NSColor? {
    NSColor(named: "dsysAccent", in: .main, compatibleWith: nil)
}
#endif
