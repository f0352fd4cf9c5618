// Interface stubs of SwiftUI's environment. Sources (developer.apple.com/documentation/swiftui/
// ...): environmentvalues, environmentkey (`static var defaultValue: Self.Value { get }`),
// colorscheme, colorschemecontrast (iOS 13.0+), dynamictypesize (iOS 15.0+),
// environmentvalues/horizontalsizeclass and userinterfacesizeclass (iOS 13.0+),
// view/environment(_:_:) and view/environmentobject(_:) (iOS 13.0+, `nonisolated`).

/// A key for accessing values in the environment.
public protocol EnvironmentKey {
    /// The associated type representing the type of the environment key's value.
    associatedtype Value
    /// The default value for the environment key.
    static var defaultValue: Self.Value { get }
}

/// A collection of environment values propagated through a view hierarchy.
public struct EnvironmentValues: CustomStringConvertible {
    /// Creates an environment values instance.
    public init() {}

    /// Accesses the environment value associated with a custom key.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { K.defaultValue }
        set {}
    }

    public var description: String { "EnvironmentValues" }

    /// The color scheme of this environment.
    public var colorScheme: ColorScheme {
        get { .light }
        set {}
    }
    /// The contrast associated with the color scheme of this environment.
    public var colorSchemeContrast: ColorSchemeContrast { .standard }
    /// Whether the system preference for Reduce Motion is enabled.
    public var accessibilityReduceMotion: Bool { false }
    /// Whether the system preference for Reduce Transparency is enabled.
    public var accessibilityReduceTransparency: Bool { false }
    /// A Boolean value that indicates whether the view associated with this environment allows
    /// user interaction.
    public var isEnabled: Bool {
        get { true }
        set {}
    }
    /// The current Dynamic Type size (iOS 15.0+).
    public var dynamicTypeSize: DynamicTypeSize {
        get { .large }
        set {}
    }
    /// The horizontal size class of this environment (iOS 13.0+).
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { nil }
        set {}
    }
    /// The default font of this environment.
    public var font: Font? {
        get { nil }
        set {}
    }
}

/// The possible color schemes, corresponding to the light and dark appearances.
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    case light
    case dark
}

/// The contrast between the app's foreground and background colors.
public enum ColorSchemeContrast: CaseIterable, Hashable, Sendable {
    case standard
    case increased
}

/// A set of values that indicate the visual size available to the view (iOS 13.0+).
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact
    case regular
}

/// A Dynamic Type size, which specifies how large scalable content should be (iOS 15.0+).
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
}

extension View {
    /// Sets the environment value of the specified key path to the given value.
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { self }

    /// Supplies an observable object to a view's hierarchy.
    nonisolated public func environmentObject<T: ObservableObject>(_ object: T) -> some View { self }
}
