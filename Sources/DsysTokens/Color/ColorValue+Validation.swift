/// Checks of a color object against the DTCG 2025.10 color module.
extension ColorValue {
    /// What is wrong with a color object: a message in dsys's diagnostic style (lower case, no
    /// closing period) and, where a likely mistake explains it, what to do.
    public struct ValidationProblem: Sendable, Equatable {
        public var message: String
        public var hint: String?
    }

    /// The spaces whose components are red, green and blue fractions from 0 to 1.
    private static let rgbSpaces: Set<Space> = [.srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020]

    /// Nil when the color is valid; otherwise the first problem found: a wrong number of
    /// components, a non-finite or out-of-range component (where the module defines a range), or
    /// an alpha outside 0...1. A fourth component (the alpha written among the components) and RGB
    /// components above 1 (0–255 channels) come with a hint.
    ///
    /// `none` is accepted for every component. XYZ components are only required to be
    /// non-negative: the module's nominal 0–1 range would reject D65 white (Z ≈ 1.089).
    /// The `hex` fallback is not checked: it is never used, and real files write `#fff` there.
    public var validationProblem: ValidationProblem? {
        let ranges = ColorComponentRange.ranges(for: space)
        guard components.count == ranges.count else {
            let names = ranges.map(\.name).joined(separator: ", ")
            return ValidationProblem(
                message: "color space '\(space.rawValue)' takes \(ranges.count) components (\(names)), but \(components.count) were given",
                hint: components.count == ranges.count + 1 ? "move the fourth value to 'alpha'" : "give one number per component, in that order"
            )
        }
        for (component, range) in zip(components, ranges) {
            guard let value = component else { continue }
            guard value.isFinite else {
                return ValidationProblem(message: "the \(range.name) component of a '\(space.rawValue)' color is not a finite number")
            }
            guard range.contains(value) else {
                let isByteChannel = Self.rgbSpaces.contains(space) && value > 1 && value <= 255
                return ValidationProblem(
                    message: "the \(range.name) component of a '\(space.rawValue)' color must be \(range.summary), "
                        + "but is \(ColorComponentRange.messageText(value))",
                    hint: isByteChannel ? "components are 0–1: divide 0–255 values by 255" : nil
                )
            }
        }
        guard alpha.isFinite, (0...1).contains(alpha) else {
            return ValidationProblem(
                message: "'alpha' must be a number from 0 to 1, but is \(ColorComponentRange.messageText(alpha))",
                hint: alpha > 1 && alpha <= 100 ? "give the alpha as a fraction: 0.5 for 50%" : nil
            )
        }
        return nil
    }
}
