import DsysSource

/// A generated test that a text color stays readable on a background color in every appearance
/// (`"contrastChecks"` in `dsys.json`): the WCAG 2 contrast ratio of the pair must reach `minimum`.
/// An `error` check fails the generated test and `dsys audit`; a `warning` check is only reported.
public struct ContrastCheck: Sendable, Hashable {
    /// What a pair below its minimum does.
    public enum Severity: String, Sendable, Hashable, CaseIterable {
        /// Fails the generated `testColorContrast` and `dsys audit` (exit status 1).
        case error
        /// Only reported, by `generate` and `dsys audit` (a claim to keep an eye on).
        case warning
    }

    /// WCAG's AA level for body text, the minimum when a check names none.
    public static let defaultMinimum = 4.5

    /// Token path of the foreground color, such as `color.text.primary`.
    public var foreground: String
    /// Token path of the background color, such as `color.surface.default`.
    public var background: String
    /// The lowest acceptable contrast ratio, from 1 to 21 (4.5 for text, 3 for large text and icons).
    public var minimum: Double
    /// Whether a pair below the minimum fails (`error`, the default) or is only reported.
    public var severity: Severity
    /// Where the check is written in `dsys.json`, for the errors about its paths.
    public var location: SourceLocation?

    public init(foreground: String, background: String, minimum: Double = ContrastCheck.defaultMinimum,
                severity: Severity = .error, location: SourceLocation? = nil) {
        self.foreground = foreground
        self.background = background
        self.minimum = minimum
        self.severity = severity
        self.location = location
    }
}
