// Preview support. `#Preview` is a macro (developer.apple.com/documentation/swiftui/
// preview(_:body:), declared as `@freestanding(declaration) macro Preview(_ name: String? =
// nil, @ContentBuilder body: @escaping @MainActor () -> any View)`, Xcode 15+, usable with an
// iOS 16 target). A stub macro would need a swift-syntax plugin, so the compile check rewrites
// `#Preview` at the start of a line into `private let _dsysPreviewL<line> = _DsysPreviewMacro`,
// and `_DsysPreviewMacro`'s initializers carry the macro's real parameter types: the preview
// body is type-checked under the same rules (main-actor closure, view builder, `any View`).
// The traits forms (`Preview(_:traits:_:body:)`, iOS 17.0+) are rejected as deprecated.
// `PreviewProvider` (iOS 13.0+) is declared for generators that use the pre-macro form.

/// Stand-in for the `#Preview` macro, carrying its parameter types.
public struct _DsysPreviewMacro: Sendable {
    /// Mirrors `Preview(_:body:)`.
    public init(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) {}

    /// Mirrors `Preview(_:traits:_:body:)` (iOS 17.0+).
    @available(*, deprecated, message: "iOS 17.0+: #Preview traits are not available with an iOS 16 deployment target")
    public init(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>..., @ViewBuilder body: @escaping @MainActor () -> any View) {}
}

/// A base type that preview macros use to create previews (iOS 17.0+).
@available(*, deprecated, message: "iOS 17.0+: not available with an iOS 16 deployment target")
public struct Preview {
    /// Traits that apply to view previews.
    public enum ViewTraits {}
}

/// A type that customizes the appearance of a preview (iOS 17.0+).
@available(*, deprecated, message: "iOS 17.0+: not available with an iOS 16 deployment target")
public struct PreviewTrait<T>: Sendable {
    /// Previews the view at the size that fits its content.
    public static var sizeThatFitsLayout: PreviewTrait<Preview.ViewTraits> { PreviewTrait<Preview.ViewTraits>() }
    /// Previews the view in landscape orientation.
    public static var landscapeLeft: PreviewTrait<Preview.ViewTraits> { PreviewTrait<Preview.ViewTraits>() }
    /// Previews the view in portrait orientation.
    public static var portrait: PreviewTrait<Preview.ViewTraits> { PreviewTrait<Preview.ViewTraits>() }
    /// Previews the view at a fixed size.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<Preview.ViewTraits> { PreviewTrait<Preview.ViewTraits>() }
}

/// A type that produces view previews in Xcode.
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type to preview.
    associatedtype Previews: View
    /// A collection of views to preview.
    @ViewBuilder @MainActor @preconcurrency
    static var previews: Self.Previews { get }
}
