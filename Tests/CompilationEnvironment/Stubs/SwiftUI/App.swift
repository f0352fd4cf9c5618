// Interface stubs of SwiftUI's app structure. Sources (developer.apple.com/documentation/
// swiftui/...): app (iOS 14.0+, `@MainActor @preconcurrency protocol App`, `main()` is
// `@MainActor @preconcurrency static func`), scene (iOS 14.0+), scenebuilder, windowgroup
// (iOS 14.0+).

/// A type that represents the structure and behavior of an app.
@MainActor @preconcurrency
public protocol App {
    /// The type of scene representing the content of the app.
    associatedtype Body: Scene
    /// The content and behavior of the app.
    @SceneBuilder @MainActor @preconcurrency
    var body: Self.Body { get }
    /// Creates an instance of the app using the body that you define for its content.
    @MainActor @preconcurrency
    init()
}

extension App {
    /// Initializes and runs the app.
    @MainActor @preconcurrency
    public static func main() {}
}

/// A part of an app's user interface with a life cycle managed by the system.
@MainActor @preconcurrency
public protocol Scene {
    /// The type of scene that represents the body of this scene.
    associatedtype Body: Scene
    /// The content and behavior of the scene.
    @SceneBuilder @MainActor @preconcurrency
    var body: Self.Body { get }
}

extension Never: Scene {}

/// A result builder for composing a collection of scenes into a single composite scene.
@resultBuilder
public struct SceneBuilder {
    /// Passes a single scene written as a child scene through unmodified.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

/// A scene that presents a group of identically structured windows.
nonisolated public struct WindowGroup<Content: View>: Scene {
    public typealias Body = Never
    /// Creates a window group.
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { _stubNever() }
}
