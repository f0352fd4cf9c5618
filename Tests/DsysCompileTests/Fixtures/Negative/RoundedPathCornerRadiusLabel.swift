// expect-error: missing arguments for parameters 'cornerWidth', 'cornerHeight' in call
// Core Graphics' rounded path takes `cornerWidth:cornerHeight:transform:` (UIBezierPath's `cornerRadius:` is UIKit's).
import UIKit

func roundedPath(_ rect: CGRect) -> CGPath {
    CGPath(roundedRect: rect, cornerRadius: 8, transform: nil)
}
