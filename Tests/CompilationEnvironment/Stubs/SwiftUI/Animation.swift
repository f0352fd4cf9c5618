// Interface stubs of SwiftUI's `Animation` and `withAnimation`
// (developer.apple.com/documentation/swiftui/animation, iOS 13.0+).
// The `spring` and `interactiveSpring` static properties (swiftui/animation/spring,
// swiftui/animation/interactivespring) are shown as iOS 13.0+ with `@export(implementation)` only
// in the newest documentation; they came with the iOS 17 SDK, and Xcode 15 rejects them for an
// iOS 16 target. The stub takes the stricter form: deprecated (the iOS 17 stand-in). The
// functions `spring(response:dampingFraction:blendDuration:)` and
// `interactiveSpring(response:dampingFraction:blendDuration:)` (iOS 13.0+), also called as
// `.spring()`, are the iOS 16 spelling.

/// The way a view changes over time to create a smooth visual transition from one state to
/// another.
public struct Animation: Equatable, Sendable {
    private let name: String

    public static let `default` = Animation(name: "default")
    public static let linear = Animation(name: "linear")
    public static let easeIn = Animation(name: "easeIn")
    public static let easeOut = Animation(name: "easeOut")
    public static let easeInOut = Animation(name: "easeInOut")
    /// A persistent spring animation (iOS 17.0+ in the Xcode 15 SDK).
    @available(*, deprecated, message: "iOS 17.0+: not available with an iOS 16 deployment target; use .spring()")
    public static var spring: Animation { Animation(name: "spring") }
    /// A spring animation with a lower duration value, intended for interactive animations
    /// (iOS 17.0+ in the Xcode 15 SDK).
    @available(*, deprecated, message: "iOS 17.0+: not available with an iOS 16 deployment target; use .interactiveSpring()")
    public static var interactiveSpring: Animation { Animation(name: "interactiveSpring") }

    public static func linear(duration: TimeInterval) -> Animation { .linear }
    public static func easeIn(duration: TimeInterval) -> Animation { .easeIn }
    public static func easeOut(duration: TimeInterval) -> Animation { .easeOut }
    public static func easeInOut(duration: TimeInterval) -> Animation { .easeInOut }

    /// An animation created from a cubic Bézier timing curve.
    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: TimeInterval = 0.35) -> Animation {
        Animation(name: "timingCurve")
    }

    /// A persistent spring animation.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
        Animation(name: "spring")
    }

    /// A convenience for a spring animation with a lower response value.
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25) -> Animation {
        Animation(name: "interactiveSpring")
    }

    /// An interpolating spring animation that uses a damped spring model.
    public static func interpolatingSpring(mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0) -> Animation {
        Animation(name: "spring")
    }

    /// Delays the start of the animation by the specified number of seconds.
    public func delay(_ delay: TimeInterval) -> Animation { self }
    /// Changes the duration of an animation by adjusting its speed.
    public func speed(_ speed: Double) -> Animation { self }
    /// Repeats the animation for a specific number of times.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
    /// Repeats the animation for the lifespan of the view containing the animation.
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// Returns the result of recomputing the view's body with the provided animation.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}
