// expect-error: cannot convert value of type 'Int' to expected argument type 'UInt32'
// `CALayer.insertSublayer(_:at:)` takes a `UInt32` index: an `Int` variable needs converting.
import UIKit

@MainActor
func insertBehind(_ sublayer: CALayer, in layer: CALayer) {
    let index: Int = 0
    layer.insertSublayer(sublayer, at: index)
}
