// expect-error: value of optional type '[CALayer]?' must be unwrapped
// `CALayer.sublayers` is nil until a sublayer is added.
import UIKit

@MainActor
func removeNamedSublayers(of layer: CALayer) {
    layer.sublayers.filter { $0.name == "ring" }.forEach { $0.removeFromSuperlayer() }
}
