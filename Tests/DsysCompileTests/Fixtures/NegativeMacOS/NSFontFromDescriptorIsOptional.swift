// expect-error: value of optional type 'NSFont?' must be unwrapped
// AppKit's init(descriptor:size:) is failable (appkit/nsfont/init(descriptor:size:)).
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

func italic(_ font: NSFont) -> NSFont {
    let made: NSFont = NSFont(descriptor: font.fontDescriptor.withSymbolicTraits(.italic), size: 12)
    return made
}
#endif
