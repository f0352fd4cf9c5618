/// An ordered collection of diagnostics gathered by one run.
///
/// Stages append to it and keep going, so a run reports every problem at once; the pipeline checks
/// `hasErrors` at each stage boundary and stops there.
public struct Diagnostics: Sendable, Hashable {
    public private(set) var all: [Diagnostic] = []

    public init(_ diagnostics: [Diagnostic] = []) {
        all = diagnostics
    }

    public mutating func append(_ diagnostic: Diagnostic) {
        all.append(diagnostic)
    }

    public mutating func append(contentsOf other: Diagnostics) {
        all.append(contentsOf: other.all)
    }

    public mutating func error(
        _ message: String, at location: SourceLocation? = nil, token: String? = nil, hint: String? = nil
    ) {
        append(.error(message, at: location, token: token, hint: hint))
    }

    public mutating func warning(
        _ message: String, at location: SourceLocation? = nil, token: String? = nil, hint: String? = nil
    ) {
        append(.warning(message, at: location, token: token, hint: hint))
    }

    public var hasErrors: Bool { all.contains { $0.severity == .error } }
    public var errors: [Diagnostic] { all.filter { $0.severity == .error } }
    public var warnings: [Diagnostic] { all.filter { $0.severity == .warning } }

    /// Sorted, de-duplicated diagnostics, ready to print.
    public var sorted: [Diagnostic] {
        var seen = Set<Diagnostic>()
        return all.sorted().filter { seen.insert($0).inserted }
    }
}
