// Interface stubs of Combine's `ObservableObject` and `ObservableObjectPublisher`
// (developer.apple.com/documentation/combine/observableobject, iOS 13.0+).

/// A type of object with a publisher that emits before the object has changed.
public protocol ObservableObject: AnyObject {
    /// The type of publisher that emits before the object has changed.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
        where Self.ObjectWillChangePublisher.Failure == Never

    /// A publisher that emits before the object has changed.
    var objectWillChange: Self.ObjectWillChangePublisher { get }
}

extension ObservableObject where Self.ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A publisher that emits before the object has changed.
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// A publisher that publishes changes from observable objects.
final public class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never

    /// Creates an observable object publisher instance.
    public init() {}

    /// Sends the changed value to the downstream subscriber.
    final public func send() {}
}
