// expect-error: has no member 'evenodd'
// The fill rule is `CAShapeLayerFillRule.evenOdd`.
import UIKit

@MainActor
func useEvenOdd(_ shape: CAShapeLayer) {
    shape.fillRule = .evenodd
}
