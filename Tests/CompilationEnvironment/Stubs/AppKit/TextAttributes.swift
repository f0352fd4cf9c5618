// Interface stubs of the text attributes AppKit adds to Foundation: `NSParagraphStyle` and
// `NSMutableParagraphStyle` (developer.apple.com/documentation/appkit/nsparagraphstyle,
// appkit/nsmutableparagraphstyle; `lineSpacing`; macOS 10.0+) and the `NSAttributedString.Key`
// constants `font`, `foregroundColor`, `kern`, `paragraphStyle` (foundation/nsattributedstring/key/font
// and siblings, macOS 10.0+). `NSAttributedString.Key` itself is Foundation's.
import Foundation

/// The paragraph or ruler attributes for an attributed string.
open class NSParagraphStyle: NSObject {
    /// The distance in points between the bottom of one line fragment and the top of the next.
    open var lineSpacing: CGFloat { 0 }
}

/// An object for changing the values of the subattributes in a paragraph style attribute.
open class NSMutableParagraphStyle: NSParagraphStyle {
    private var storedLineSpacing: CGFloat = 0

    /// The distance in points between the bottom of one line fragment and the top of the next.
    open override var lineSpacing: CGFloat {
        get { storedLineSpacing }
        set { storedLineSpacing = newValue }
    }
}

extension NSAttributedString.Key {
    /// The font of the text (an `NSFont`).
    public static let font = NSAttributedString.Key("NSFont")
    /// The color of the text (an `NSColor`).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The number of points by which to adjust kern-pair characters (an `NSNumber`).
    public static let kern = NSAttributedString.Key("NSKern")
    /// The paragraph style of the text (an `NSParagraphStyle`).
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}
