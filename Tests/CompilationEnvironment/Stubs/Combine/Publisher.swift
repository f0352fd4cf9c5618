// Interface stub of Combine's `Publisher` (developer.apple.com/documentation/combine/publisher,
// iOS 13.0+). Only the associated types the SwiftUI stubs need are declared: the stubs are
// type-checked against, never linked or run.

/// Declares that a type can transmit a sequence of values over time.
public protocol Publisher<Output, Failure> {
    /// The kind of values published by this publisher.
    associatedtype Output
    /// The kind of errors this publisher might publish.
    associatedtype Failure: Error
}
