// Interface stubs of SwiftUI's layout modifiers on `View` (all `nonisolated`, iOS 13.0+):
// developer.apple.com/documentation/swiftui/view/padding(_:_:), .../padding(_:) (EdgeInsets and
// CGFloat), .../frame(width:height:alignment:),
// .../frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:),
// .../offset(x:y:).

extension View {
    /// Adds an equal padding amount to specific edges of this view.
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { self }

    /// Adds different padding amounts to each edge of this view.
    nonisolated public func padding(_ insets: EdgeInsets) -> some View { self }

    /// Adds a specific padding amount to each edge of this view.
    nonisolated public func padding(_ length: CGFloat) -> some View { self }

    /// Positions this view within an invisible frame with the specified size.
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { self }

    /// Positions this view within an invisible frame having the specified size constraints.
    nonisolated public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View { self }

    /// Offset this view by the specified horizontal and vertical distances.
    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
}
