// expect-error: cannot assign value of type 'UIColor' to type 'CGColor'
// `CAShapeLayer.fillColor` is a `CGColor`: a UIKit color needs `.cgColor`.
import UIKit

@MainActor
func fill(_ shape: CAShapeLayer) {
    shape.fillColor = UIColor.black
}
