import DsysSource

/// How a mode axis that is no appearance follows a system environment value instead of its own
/// (`"axes": { "density": { "environment": "horizontalSizeClass", "contexts": { "compact":
/// "compact", "comfortable": "regular" } } }` in `dsys.json`).
public struct AxisMapping: Sendable, Hashable {
    /// The SwiftUI environment value the axis follows.
    public enum Source: String, Sendable, Hashable, CaseIterable {
        /// `horizontalSizeClass`: each context names `compact` or `regular`.
        case horizontalSizeClass
        /// `dynamicTypeSize`: each context names the smallest Dynamic Type size it applies from.
        case dynamicTypeSize
    }

    public var source: Source
    /// Context name → size class (`compact`, `regular`) or Dynamic Type size (`xSmall` … `accessibility5`).
    public var contexts: [String: String]
    /// Where the axis's entry is written in the config, for diagnostics found while translating.
    public var location: SourceLocation?

    public init(source: Source, contexts: [String: String], location: SourceLocation? = nil) {
        self.source = source
        self.contexts = contexts
        self.location = location
    }

    /// The values a context may name for `source`, in SwiftUI's order.
    public static func values(of source: Source) -> [String] {
        switch source {
        case .horizontalSizeClass: ["compact", "regular"]
        case .dynamicTypeSize:
            ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
             "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"]
        }
    }
}
