// expect-error: cannot assign to property: 'lineHeight' is a get-only property
// UIFont's line height is measured, not set (uikit/uifont/lineheight: `var lineHeight: CGFloat { get }`).
import UIKit

func tighten(_ font: UIFont) {
    font.lineHeight = 20
}
