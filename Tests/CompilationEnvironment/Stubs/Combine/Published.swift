// Interface stub of Combine's `@Published` (developer.apple.com/documentation/combine/published,
// iOS 13.0+). Like the real wrapper, `wrappedValue` is unavailable and storage goes through the
// `_enclosingInstance` subscript, so `@Published` on a struct property is rejected as on Xcode.

/// A type that publishes a property marked with an attribute.
@propertyWrapper
public struct Published<Value> {
    private var storage: Value

    /// Creates the published instance with an initial wrapped value.
    public init(wrappedValue: Value) {
        storage = wrappedValue
    }

    /// Creates the published instance with an initial value.
    public init(initialValue: Value) {
        storage = initialValue
    }

    /// A publisher for properties marked with the `@Published` attribute.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
    }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { storage }
        set { storage = newValue }
    }

    /// The property for which this instance exposes a publisher.
    public var projectedValue: Published<Value>.Publisher {
        mutating get { Publisher() }
        set {}
    }

    /// Storage access used by the compiler for properties of classes.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].storage }
        set { object[keyPath: storageKeyPath].storage = newValue }
    }
}
