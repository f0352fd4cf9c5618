// Interface stubs of SwiftUI's property wrappers. Sources (developer.apple.com/documentation/
// swiftui/...): dynamicproperty (iOS 13.0+), state (iOS 13.0+), binding (iOS 13.0+;
// `init(get:set:)` takes `@escaping @isolated(any) @Sendable` closures; Sendable when `Value`
// is), scaledmetric (iOS 14.0+), focusstate (iOS 15.0+), environment (iOS 13.0+),
// environmentobject, stateobject (iOS 14.0+), observedobject (iOS 13.0+), appstorage (iOS 14.0+).

/// An interface for a stored variable that updates an external property of a view.
public protocol DynamicProperty {
    /// Updates the underlying value of the stored value.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// A property wrapper type that can read and write a value managed by SwiftUI.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    /// Creates a state property that stores an initial value.
    public init(wrappedValue value: Value) {}
    /// Creates a state property that stores an initial value.
    public init(initialValue value: Value) {}
    /// The underlying value referenced by the state variable.
    public var wrappedValue: Value {
        get { _stubImplementation() }
        nonmutating set {}
    }
    /// A binding to the state value.
    public var projectedValue: Binding<Value> { _stubImplementation() }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates a state property without an initial value.
    public init() {}
}

/// A property wrapper type that can read and write a value owned by a source of truth.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    /// Creates a binding with closures that read and write the binding value.
    @preconcurrency
    public init(get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void) {}

    /// Creates a binding from the value of another binding.
    public init(projectedValue: Binding<Value>) {}

    /// Creates a binding with an immutable value.
    public static func constant(_ value: Value) -> Binding<Value> { _stubImplementation() }

    /// The underlying value referenced by the binding variable.
    public var wrappedValue: Value {
        get { _stubImplementation() }
        nonmutating set {}
    }

    /// A projection of the binding value that returns a binding.
    public var projectedValue: Binding<Value> { self }

    /// Returns a binding to the resulting value of a given key path.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        _stubImplementation()
    }
}

extension Binding: DynamicProperty {}
extension Binding: Sendable where Value: Sendable {}

/// A dynamic property that scales a numeric value (iOS 14.0+).
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    private let baseValue: Value

    /// Creates the scaled metric with an unscaled value and a text style to scale relative to.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { baseValue = wrappedValue }
    /// Creates the scaled metric with an unscaled value using the default scaling.
    public init(wrappedValue: Value) { baseValue = wrappedValue }
    /// The value scaled based on the current environment.
    public var wrappedValue: Value { baseValue }
}

/// A property wrapper type that can read and write a value that SwiftUI updates as the
/// placement of focus within the scene changes (iOS 15.0+).
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    /// A property wrapper type that can read and write a value that indicates the current
    /// focus location.
    @propertyWrapper
    public struct Binding {
        private let storage: FocusState<Value>

        /// The underlying value referenced by the bound property.
        public var wrappedValue: Value {
            get { _stubImplementation() }
            nonmutating set {}
        }
        /// A projection of the binding value that returns a binding.
        public var projectedValue: FocusState<Value>.Binding { self }
    }

    /// The current state value, taking into account whatever bindings might be in effect due to
    /// the current location of focus.
    public var wrappedValue: Value {
        get { _stubImplementation() }
        nonmutating set {}
    }

    /// A projection of the focus state value that returns a binding.
    public var projectedValue: FocusState<Value>.Binding { _stubImplementation() }

    /// Creates a focus state that binds to a Boolean.
    public init() where Value == Bool {}

    /// Creates a focus state that binds to an optional type.
    public init<T: Hashable>() where Value == T? {}
}

/// A property wrapper that reads a value from a view's environment.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    /// Creates an environment property to read the specified key path.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    /// The current value of the environment property.
    public var wrappedValue: Value { _stubImplementation() }
}

/// A property wrapper type for an observable object that a parent or ancestor view supplies.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    /// A wrapper of the underlying environment object that can create bindings to its
    /// properties.
    @dynamicMemberLookup
    public struct Wrapper {
        /// Returns a binding to the resulting value of a given key path.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            _stubImplementation()
        }
    }

    /// Creates an environment object.
    public init() {}
    /// The underlying value referenced by the environment object.
    public var wrappedValue: ObjectType { _stubImplementation() }
    /// A projection of the environment object that creates bindings to its properties.
    public var projectedValue: EnvironmentObject<ObjectType>.Wrapper { _stubImplementation() }
}

/// A property wrapper type that subscribes to an observable object and invalidates a view
/// whenever the observable object changes.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// A wrapper of the underlying observable object that can create bindings to its
    /// properties.
    @dynamicMemberLookup
    public struct Wrapper {
        /// Returns a binding to the resulting value of a given key path.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            _stubImplementation()
        }
    }

    /// Creates an observed object with an initial wrapped value.
    public init(wrappedValue: ObjectType) {}
    /// Creates an observed object with an initial value.
    public init(initialValue: ObjectType) {}
    /// The underlying value that the observed object references.
    public var wrappedValue: ObjectType { _stubImplementation() }
    /// A projection of the observed object that creates bindings to its properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { _stubImplementation() }
}

/// A property wrapper type that instantiates an observable object (iOS 14.0+).
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Creates a new state object with an initial wrapped value.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {}
    /// The underlying value referenced by the state object.
    public var wrappedValue: ObjectType { _stubImplementation() }
    /// A projection of the state object that creates bindings to its properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { _stubImplementation() }
}

/// A property wrapper type that reflects a value from `UserDefaults` and invalidates a view on
/// a change in value in that user default (iOS 14.0+).
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    private let key: String

    /// The value of the user default.
    public var wrappedValue: Value {
        get { _stubImplementation() }
        nonmutating set {}
    }
    /// A binding to the user default value.
    public var projectedValue: Binding<Value> { _stubImplementation() }
}

extension AppStorage {
    /// Creates a property that can read and write to a boolean user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool { self.key = key }
    /// Creates a property that can read and write to an integer user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int { self.key = key }
    /// Creates a property that can read and write to a double user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double { self.key = key }
    /// Creates a property that can read and write to a string user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String { self.key = key }
    /// Creates a property that can read and write to a url user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL { self.key = key }
    /// Creates a property that can read and write to a user default as data.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data { self.key = key }
    /// Creates a property that can read and write to an integer user default, transforming that
    /// to `RawRepresentable` data type.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int { self.key = key }
    /// Creates a property that can read and write to a string user default, transforming that
    /// to `RawRepresentable` data type.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String { self.key = key }
}
