// Interface stubs of Core Animation (QuartzCore) and of Core Graphics' `CGColor`, limited to what
// the generated UIKit layer uses:
// - `CGColor` (developer.apple.com/documentation/coregraphics/cgcolor, iOS 2.0+). Declared here
//   because Linux has no Core Graphics; UIKit re-exports both modules, and generated code only
//   imports UIKit.
// - `CALayer` shadow and border properties (quartzcore/calayer/shadowcolor, shadowopacity,
//   shadowradius, shadowoffset, cornerradius, borderwidth, bordercolor; iOS 2.0+/3.2+).
// - `CAGradientLayer` (quartzcore/cagradientlayer: colors, locations, startPoint, endPoint;
//   iOS 3.0+).
// - `CAMediaTimingFunction(controlPoints:_:_:_:)` (quartzcore/camediatimingfunction/
//   init(controlpoints:_:_:_:), iOS 2.0+).
// None of these classes is declared `Sendable` (the stricter choice; the pages say nothing).
import Foundation

/// A set of components that define a color, with a color space specifying how to interpret them.
public final class CGColor {
    init() {}
}

/// An object that manages image-based content and allows you to perform animations on that content.
open class CALayer: NSObject {
    /// The color of the layer's shadow.
    open var shadowColor: CGColor?
    /// The opacity of the layer's shadow, from 0 to 1.
    open var shadowOpacity: Float = 0
    /// The blur radius (in points) used to render the layer's shadow.
    open var shadowRadius: CGFloat = 3
    /// The offset (in points) of the layer's shadow.
    open var shadowOffset: CGSize = CGSize(width: 0, height: -3)
    /// The radius to use when drawing rounded corners for the layer's background.
    open var cornerRadius: CGFloat = 0
    /// The width of the layer's border.
    open var borderWidth: CGFloat = 0
    /// The color of the layer's border.
    open var borderColor: CGColor?

    /// Appends the layer to the layer's list of sublayers (quartzcore/calayer/addsublayer(_:)).
    open func addSublayer(_ layer: CALayer) {}

    public override init() {
        super.init()
    }
}

/// A layer that draws a color gradient over its background color, filling the shape of the layer.
open class CAGradientLayer: CALayer {
    /// An array of `CGColor` objects defining the color of each gradient stop.
    open var colors: [Any]?
    /// An optional array of `NSNumber` objects defining the location of each gradient stop.
    open var locations: [NSNumber]?
    /// The start point of the gradient in the layer's unit coordinate space.
    open var startPoint = CGPoint(x: 0.5, y: 0)
    /// The end point of the gradient in the layer's unit coordinate space.
    open var endPoint = CGPoint(x: 0.5, y: 1)
}

/// A function that defines the pacing of an animation as a timing curve.
open class CAMediaTimingFunction: NSObject {
    /// Returns an initialized timing function modeled as a cubic Bézier curve using the specified
    /// control points.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        super.init()
    }
}
