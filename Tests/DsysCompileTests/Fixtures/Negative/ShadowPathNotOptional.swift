// expect-error: value of optional type 'CGPath?' must be unwrapped
// `CALayer.shadowPath` is optional (nil draws the shadow from the layer's alpha).
import UIKit

@MainActor
func shadowPathOf(_ layer: CALayer) -> CGPath {
    layer.shadowPath
}
