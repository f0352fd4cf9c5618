/// `#if condition` … `#else` … `#endif`, for declarations or statements.
///
/// For example `#if canImport(UIKit) && !os(watchOS)`. The contents stay at the depth of the
/// `#if`, as Swift code is usually written.
package struct SwiftConditionalCompilation<Content: Sendable>: Sendable {
    /// The compilation condition (`canImport(UIKit)`, `os(iOS)`), fixed text chosen by the generator.
    var condition: String
    var then: [Content]
    package var otherwise: [Content] = []
}
