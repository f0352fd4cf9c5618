// expect-error: cannot assign to property: 'descender' is a get-only property
// AppKit's font metrics are measured, not set (appkit/nsfont/descender: `var descender: CGFloat { get }`).
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

func deepen(_ font: NSFont) {
    font.descender = -4
}
#endif
