// Interface stubs of SwiftUI's appearance modifiers on `View`. All are documented as
// `nonisolated func` in current SDKs. Sources (developer.apple.com/documentation/swiftui/view/...):
// font(_:) iOS 13.0+, fontWeight(_:) iOS 16.0+, foregroundStyle(_:) iOS 15.0+,
// foregroundColor(_:) iOS 13.0+ (deprecated only in iOS 27), tint(_:) Color? iOS 15.0+ and
// ShapeStyle iOS 16.0+, opacity(_:) iOS 13.0+, blur(radius:opaque:) iOS 13.0+, shadow(color:radius:x:y:) iOS 13.0+,
// background(_:alignment:) iOS 13.0+ (deprecated only in iOS 27),
// background(_:ignoresSafeAreaEdges:) iOS 15.0+, background(alignment:content:) iOS 15.0+,
// overlay(_:alignment:) iOS 13.0+, overlay(alignment:content:) iOS 15.0+,
// overlay(_:ignoresSafeAreaEdges:) iOS 15.0+, clipShape(_:style:) iOS 13.0+,
// cornerRadius(_:antialiased:) iOS 13.0+, contentShape(_:eoFill:) iOS 13.0+,
// scaleEffect(_:anchor:) iOS 13.0+, preferredColorScheme(_:) iOS 13.0+, disabled(_:) iOS 13.0+,
// navigationTitle(_:) iOS 14.0+.

extension View {
    /// Sets the default font for text in this view.
    nonisolated public func font(_ font: Font?) -> some View { self }

    /// Sets the font weight of the text in this view (iOS 16.0+).
    nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View { self }

    /// Sets a view's foreground elements to use a given style (iOS 15.0+).
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }

    /// Sets the color of the foreground elements displayed by this view.
    nonisolated public func foregroundColor(_ color: Color?) -> some View { self }

    /// Sets the tint color within this view (iOS 15.0+).
    nonisolated public func tint(_ tint: Color?) -> some View { self }

    /// Sets the tint within this view (iOS 16.0+).
    nonisolated public func tint<S: ShapeStyle>(_ tint: S?) -> some View { self }

    /// Sets the transparency of this view.
    nonisolated public func opacity(_ opacity: Double) -> some View { self }

    /// Applies a Gaussian blur to this view (swiftui/view/blur(radius:opaque:), iOS 13.0+).
    nonisolated public func blur(radius: CGFloat, opaque: Bool = false) -> some View { self }

    /// Adds a shadow to this view.
    nonisolated public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View { self }

    /// Layers the given view behind this view.
    ///
    /// Disfavored: for a value that is both a `View` and a `ShapeStyle` (such as `Color`),
    /// Xcode resolves `.background(color)` to the iOS 15 `ShapeStyle` overload without an
    /// ambiguity error, which requires this older overload to rank lower.
    @_disfavoredOverload
    nonisolated public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View { self }

    /// Sets the view's background to a style (iOS 15.0+).
    nonisolated public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { self }

    /// Layers the views that you specify behind this view (iOS 15.0+).
    nonisolated public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { self }

    /// Sets the view's background to a shape filled with a style (iOS 15.0+).
    nonisolated public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View { self }

    /// Layers a secondary view in front of this view.
    ///
    /// Disfavored for the same reason as `background(_:alignment:)`.
    @_disfavoredOverload
    nonisolated public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View { self }

    /// Layers the views that you specify in front of this view (iOS 15.0+).
    nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { self }

    /// Layers the specified style in front of this view (iOS 15.0+).
    nonisolated public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { self }

    /// Sets a clipping shape for this view.
    nonisolated public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { self }

    /// Clips this view to its bounding frame, with the specified corner radius.
    nonisolated public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { self }

    /// Defines the content shape for hit testing.
    nonisolated public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }

    /// Scales this view's rendered output by the given amount in both the horizontal and
    /// vertical directions, relative to an anchor point.
    nonisolated public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { self }

    /// Scales this view's rendered output by the given vertical and horizontal size amounts,
    /// relative to an anchor point.
    nonisolated public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View { self }

    /// Sets the preferred color scheme for this presentation.
    nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { self }

    /// Adds a condition that controls whether users can interact with this view.
    nonisolated public func disabled(_ disabled: Bool) -> some View { self }

    /// Configures the view's title for purposes of navigation (iOS 14.0+).
    nonisolated public func navigationTitle(_ title: Text) -> some View { self }

    /// Configures the view's title for purposes of navigation (iOS 14.0+).
    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { self }

    /// Configures the view's title for purposes of navigation (iOS 14.0+).
    @_disfavoredOverload
    nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { self }
}
