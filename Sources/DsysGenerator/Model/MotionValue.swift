import DsysTokens

/// A motion token reduced to duration, delay (seconds) and a timing curve, or a spring.
struct MotionValue {
    var duration: Double
    var delay: Double
    var curve: [Double]
    /// Set for a spring (`"$extensions": {"dsys": {"spring": {"dampingFraction": 0.6}}}`): the
    /// animation is `.spring(response: duration, dampingFraction:)` instead of a timing curve.
    var dampingFraction: Double?

    /// The standard ease-in-out curve used when a token gives only a duration (`assumedPart(of:)`).
    static let easeInOut: [Double] = [0.42, 0, 0.58, 1]

    init(_ value: TokenValue) {
        switch value {
        case .duration(let duration):
            self.init(duration: duration.seconds, delay: 0, curve: Self.easeInOut)
        case .cubicBezier(let curve):
            self.init(duration: 0.25, delay: 0, curve: [curve.x1, curve.y1, curve.x2, curve.y2])
        case .transition(let transition):
            let curve = transition.timingFunction
            self.init(duration: transition.duration.seconds, delay: transition.delay.seconds,
                      curve: [curve.x1, curve.y1, curve.x2, curve.y2])
        default:
            self.init(duration: 0.25, delay: 0, curve: Self.easeInOut)
        }
    }

    /// What the animation of `value` takes that the token does not give, for its documentation: a
    /// duration's curve, a curve's duration; nil when the token gives both.
    static func assumedPart(of value: TokenValue) -> String? {
        switch value {
        case .duration: "The token gives no curve: it animates with ease-in-out, cubic-bezier(0.42, 0, 0.58, 1)."
        case .cubicBezier: "The token gives no duration: it animates for 0.25 s."
        default: nil
        }
    }

    /// The token's value, as a spring when its `dsys.spring` extension gives a usable damping fraction.
    init(_ token: Token) {
        self.init(token.value)
        dampingFraction = Self.springDamping(of: token)
    }

    /// The damping fraction of the token's `dsys.spring` extension: a number above 0, or nil.
    static func springDamping(of token: Token) -> Double? {
        guard let value = token.dsys?.springDampingFraction,
              value.isFinite, value > 0 else { return nil }
        return value
    }

    /// Whether the token asks for a spring, usable or not (to report a bad damping fraction).
    static func requestsSpring(_ token: Token) -> Bool {
        token.dsys?.requestsSpring == true
    }

    private init(duration: Double, delay: Double, curve: [Double]) {
        self.duration = duration
        self.delay = delay
        self.curve = curve
    }
}
