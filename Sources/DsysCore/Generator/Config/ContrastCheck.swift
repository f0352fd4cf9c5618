/// A generated test that a text color stays readable on a background color in every appearance
/// (`"contrastChecks"` in `dsys.json`): the WCAG 2 contrast ratio of the pair must reach `minimum`.
public struct ContrastCheck: Sendable, Hashable {
    /// WCAG's AA level for body text, the minimum when a check names none.
    public static let defaultMinimum = 4.5

    /// Token path of the foreground color, such as `color.text.primary`.
    public var foreground: String
    /// Token path of the background color, such as `color.surface.default`.
    public var background: String
    /// The lowest acceptable contrast ratio, from 1 to 21 (4.5 for text, 3 for large text and icons).
    public var minimum: Double
    /// Where the check is written in `dsys.json`, for the errors about its paths.
    public var location: SourceLocation?

    public init(foreground: String, background: String, minimum: Double = ContrastCheck.defaultMinimum,
                location: SourceLocation? = nil) {
        self.foreground = foreground
        self.background = background
        self.minimum = minimum
        self.location = location
    }
}
