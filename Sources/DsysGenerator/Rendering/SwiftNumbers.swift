/// Number literals for generated code. Values reach the generator already checked finite.
package enum SwiftNumbers {
    /// A literal for `value`: integral values without a fraction (`16`), others shortest round-trip.
    static func literal(_ value: Double) -> String {
        SwiftLiteral.double(value) ?? "0"
    }

    /// `value` rounded to `places` decimals, for color components and other derived values that are
    /// not exact in binary (`0.231` rather than `0.23137254901960785`).
    package static func rounded(_ value: Double, places: Int = 4) -> String {
        literal(roundedValue(value, places: places))
    }

    /// The number `rounded(_:places:)` writes (its literal is the shortest that reads back as it).
    static func roundedValue(_ value: Double, places: Int) -> Double {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        return (value * scale).rounded() / scale
    }

    /// A fixed-decimals string such as `0.231` (asset catalog components), locale-free.
    static func fixed(_ value: Double, places: Int) -> String {
        var scale = 1
        for _ in 0..<places { scale *= 10 }
        let scaled = Int((min(max(value, -1e9), 1e9) * Double(scale)).rounded())
        let sign = scaled < 0 ? "-" : ""
        let magnitude = abs(scaled)
        let fraction = String(magnitude % scale)
        return sign + String(magnitude / scale) + "." + String(repeating: "0", count: places - fraction.count) + fraction
    }
}
