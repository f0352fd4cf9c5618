import Foundation

/// Where a linear gradient starts and ends in SwiftUI's unit square (x to the right, y down), as
/// Swift expressions for `LinearGradient(stops:startPoint:endPoint:)`.
///
/// A CSS angle points the gradient line (0 degrees up, 90 to the right) through the center; CSS
/// makes the line just long enough that the corners get the first and last colors, which in a
/// square is |sin| + |cos| of its side. So sides and corners map to SwiftUI's named points
/// (`to bottom` is `.top` → `.bottom`) and other angles are exact for square views. Without an
/// angle (DTCG gradients have none) the gradient runs from the top leading to the bottom trailing
/// corner.
package struct GradientEndpoints {
    package let startPoint: String
    package let endPoint: String

    package init(angle: Double?) {
        guard let angle else {
            startPoint = ".topLeading"
            endPoint = ".bottomTrailing"
            return
        }
        let radians = angle * Double.pi / 180
        let direction = (x: sin(radians), y: -cos(radians))
        let halfLength = (abs(direction.x) + abs(direction.y)) / 2
        startPoint = Self.expression(x: 0.5 - direction.x * halfLength, y: 0.5 - direction.y * halfLength)
        endPoint = Self.expression(x: 0.5 + direction.x * halfLength, y: 0.5 + direction.y * halfLength)
    }

    /// SwiftUI's names for the sides, corners and center of the unit square.
    private static let namedPoints: [String: String] = [
        "0 0": ".topLeading", "0.5 0": ".top", "1 0": ".topTrailing",
        "0 0.5": ".leading", "0.5 0.5": ".center", "1 0.5": ".trailing",
        "0 1": ".bottomLeading", "0.5 1": ".bottom", "1 1": ".bottomTrailing",
    ]

    /// The named point at (`x`, `y`) when there is one, else a `UnitPoint` literal (six decimals).
    private static func expression(x: Double, y: Double) -> String {
        let xText = coordinate(x)
        let yText = coordinate(y)
        return namedPoints["\(xText) \(yText)"] ?? "SwiftUI.UnitPoint(x: \(xText), y: \(yText))"
    }

    /// `value` rounded to six decimals, with a rounding error around zero written as `0`, not `-0`.
    private static func coordinate(_ value: Double) -> String {
        SwiftNumbers.literal((value * 1_000_000).rounded() / 1_000_000 + 0)
    }
}
