// expect-error: 'nil' is not compatible with expected argument type 'CGAffineTransform'
// `CGMutablePath.addRect(_:transform:)` takes a transform value (default `.identity`), not a pointer.
import UIKit

func ring(_ rect: CGRect) -> CGMutablePath {
    let path = CGMutablePath()
    path.addRect(rect, transform: nil)
    return path
}
