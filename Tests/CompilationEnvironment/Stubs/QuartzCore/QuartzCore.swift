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
// - For `applyShadow(_:)`'s spread and inner shadows: `CALayer.shadowPath` (quartzcore/calayer/
//   shadowpath, iOS 2.0+), `name`, `frame`, `bounds`, `masksToBounds`, `sublayers`,
//   `insertSublayer(_:at:)`, `removeFromSuperlayer()` (quartzcore/calayer/name, frame, bounds,
//   maskstobounds, sublayers, insertsublayer(_:at:), removefromsuperlayer(); iOS 2.0+); `CAShapeLayer` `path`, `fillColor`, `fillRule` and
//   `CAShapeLayerFillRule.evenOdd` (quartzcore/cashapelayer, cashapelayer/path, fillcolor,
//   fillrule, cashapelayerfillrule/evenodd; iOS 3.0+).
// - Core Graphics paths, declared here like `CGColor`: `CGPath(roundedRect:cornerWidth:
//   cornerHeight:transform:)` (coregraphics/cgpath/init(roundedrect:cornerwidth:cornerheight:
//   transform:), iOS 7.0+), `CGMutablePath()`, `addRect(_:transform:)`, `addPath(_:transform:)`
//   (coregraphics/cgmutablepath, addrect(_:transform:), addpath(_:transform:); iOS 7.0+) and
//   `CGAffineTransform.identity` (coregraphics/cgaffinetransform/identity), the transforms' default.
// None of these classes is declared `Sendable` (the stricter choice; the pages say nothing).
import Foundation

/// A set of components that define a color, with a color space specifying how to interpret them.
public final class CGColor {
    init() {}
}

/// An affine transformation matrix for use in drawing 2D graphics (only `identity`, the path
/// methods' default).
public struct CGAffineTransform: Sendable {
    /// The identity transform.
    public static let identity = CGAffineTransform()
    init() {}
}

/// An immutable graphics path: a mathematical description of shapes or lines to be drawn in a
/// graphics context.
public class CGPath {
    init() {}

    /// Create an immutable path of a rounded rectangle.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        self.init()
    }
}

/// A mutable graphics path.
public final class CGMutablePath: CGPath {
    public override init() {}

    /// Adds a rectangular subpath to the path.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {}

    /// Appends another path object to the path.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {}
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
    /// The shape of the layer's shadow.
    open var shadowPath: CGPath?
    /// The name of the receiver.
    open var name: String?
    /// The layer's frame rectangle.
    open var frame: CGRect = .zero
    /// The layer's bounds rectangle.
    open var bounds: CGRect = .zero
    /// A Boolean indicating whether sublayers are clipped to the layer's bounds.
    open var masksToBounds = false
    /// An array containing the layer's sublayers.
    open var sublayers: [CALayer]?
    /// The radius to use when drawing rounded corners for the layer's background.
    open var cornerRadius: CGFloat = 0
    /// The width of the layer's border.
    open var borderWidth: CGFloat = 0
    /// The color of the layer's border.
    open var borderColor: CGColor?

    /// Appends the layer to the layer's list of sublayers (quartzcore/calayer/addsublayer(_:)).
    open func addSublayer(_ layer: CALayer) {}

    /// Inserts the specified layer into the receiver's list of sublayers at the specified index
    /// (quartzcore/calayer/insertsublayer(_:at:), iOS 2.0+).
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {}

    /// Detaches the layer from its parent layer.
    open func removeFromSuperlayer() {}

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

/// A layer that draws a cubic Bezier spline in its coordinate space.
open class CAShapeLayer: CALayer {
    /// The path defining the shape to be rendered.
    open var path: CGPath?
    /// The color used to fill the shape's path.
    open var fillColor: CGColor?
    /// The fill rule used when filling the shape's path.
    open var fillRule: CAShapeLayerFillRule = .nonZero
}

/// The fill rules of a shape layer.
public struct CAShapeLayerFillRule: Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Specifies the even-odd winding rule.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "evenOdd")
    /// Specifies the non-zero winding rule.
    public static let nonZero = CAShapeLayerFillRule(rawValue: "nonZero")
}

/// A function that defines the pacing of an animation as a timing curve.
open class CAMediaTimingFunction: NSObject {
    /// Returns an initialized timing function modeled as a cubic Bézier curve using the specified
    /// control points.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        super.init()
    }
}
