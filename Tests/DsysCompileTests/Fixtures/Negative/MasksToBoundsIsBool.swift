// expect-error: integer literal value '1' cannot be used as a boolean
// `CALayer.masksToBounds` is a `Bool`; layer frames, bounds and names are typed too.
import UIKit

@MainActor
func clip(_ layer: CALayer) {
    layer.name = "clip"
    layer.frame = layer.bounds
    layer.masksToBounds = 1
}
