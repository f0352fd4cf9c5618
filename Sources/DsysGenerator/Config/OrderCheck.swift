import DsysSource

/// A generated test that a scale's values grow or shrink strictly in the order given
/// (`"orderChecks"` in `dsys.json`): spacing that increases, type sizes that decrease.
public struct OrderCheck: Sendable, Hashable {
    public enum Order: String, Sendable, Hashable, CaseIterable { case ascending, descending }

    /// The test's name: `shadowElevation` → `testShadowElevationIsAscending()`.
    public var name: String
    /// Token paths, or group paths standing for all their tokens in input order.
    public var paths: [String]
    public var order: Order
    /// Where the check is written in `dsys.json`, for the errors about its paths.
    public var location: SourceLocation?

    public init(name: String, paths: [String], order: Order, location: SourceLocation? = nil) {
        self.name = name
        self.paths = paths
        self.order = order
        self.location = location
    }
}
