// expect-error: no such module 'UIKit'
// The macOS stub SDK has AppKit and no UIKit: code that imports UIKit without a guard fails there.
import UIKit
