/// Checks of a color object against the DTCG 2025.10 color module.
extension ColorValue {
    /// Nil when the color is valid; otherwise one sentence naming the first problem found:
    /// a wrong number of components, a non-finite or out-of-range component (where the
    /// module defines a range), or an alpha outside 0...1.
    ///
    /// `none` is accepted for every component. XYZ components are only required to be
    /// non-negative: the module's nominal 0–1 range would reject D65 white (Z ≈ 1.089).
    /// The `hex` fallback is not checked: it is never used, and real files write `#fff` there.
    public var validationProblem: String? {
        let ranges = ColorComponentRange.ranges(for: space)
        guard components.count == ranges.count else {
            let names = ranges.map(\.name).joined(separator: ", ")
            return "Color space '\(space.rawValue)' takes \(ranges.count) components (\(names)), but \(components.count) were given."
        }
        for (component, range) in zip(components, ranges) {
            guard let value = component else { continue }
            guard value.isFinite else {
                return "The \(range.name) component of a '\(space.rawValue)' color is not a finite number."
            }
            guard range.contains(value) else {
                return "The \(range.name) component of a '\(space.rawValue)' color must be \(range.summary), but is \(ColorComponentRange.messageText(value))."
            }
        }
        guard alpha.isFinite, (0...1).contains(alpha) else {
            return "Alpha must be a number from 0 to 1, but is \(ColorComponentRange.messageText(alpha))."
        }
        return nil
    }
}
