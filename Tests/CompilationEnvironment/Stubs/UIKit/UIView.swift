// Interface stubs of the UIKit views a screen uses with the generated UIKit layer:
// `UIView` (developer.apple.com/documentation/uikit/uiview, iOS 2.0+: `init(frame:)`, `layer`,
// `backgroundColor`, `addSubview(_:)`) and `UILabel` (uikit/uilabel, iOS 2.0+: `font`,
// `textColor`, `text`, `attributedText`, `adjustsFontForContentSizeCategory` iOS 10.0+).
// Both are main-actor classes, as in the SDK (`@MainActor class UIView`); the stub drops the
// `UIResponder` superclass, which the generated code never names.
import Foundation

/// An object that manages the content for a rectangular area on the screen.
@MainActor @preconcurrency
open class UIView: NSObject {
    /// The view's Core Animation layer used for rendering.
    public let layer = CALayer()
    /// The view's background color.
    open var backgroundColor: UIColor?

    /// Initializes and returns a newly allocated view object with the specified frame rectangle.
    public init(frame: CGRect) {
        super.init()
    }

    /// Adds a view to the end of the receiver's list of subviews.
    open func addSubview(_ view: UIView) {}
}

/// A view that displays one or more lines of informational text.
@MainActor @preconcurrency
open class UILabel: UIView {
    /// The font of the text.
    open var font: UIFont!
    /// The color of the text.
    open var textColor: UIColor!
    /// The text that the label displays.
    open var text: String?
    /// The styled text that the label displays.
    open var attributedText: NSAttributedString?
    /// Whether the label updates its font when the device's content size category changes.
    open var adjustsFontForContentSizeCategory = false
}
