// Interface stubs of SwiftUI's interaction, lifecycle and animation modifiers on `View`
// (all `nonisolated`). Sources (developer.apple.com/documentation/swiftui/view/...):
// onTapGesture(count:perform:) iOS 13.0+, onAppear(perform:) / onDisappear(perform:) iOS 13.0+,
// focused(_:) and focused(_:equals:) iOS 15.0+, onChange(of:perform:) iOS 14.0+ (deprecated in
// iOS 17.0, so no warning for an iOS 16 target), onChange(of:initial:_:) iOS 17.0+ (both forms),
// animation(_:value:) iOS 15.0+, animation(_:) deprecated in iOS 15.0.

extension View {
    /// Adds an action to perform when this view recognizes a tap gesture.
    nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }

    /// Adds an action to perform before this view appears.
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }

    /// Adds an action to perform after this view disappears.
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }

    /// Modifies this view by binding its focus state to the given Boolean state value
    /// (iOS 15.0+).
    nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }

    /// Modifies this view by binding its focus state to the given state value (iOS 15.0+).
    nonisolated public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View { self }

    /// Adds an action to perform when the given value changes (iOS 14.0+).
    nonisolated public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View { self }

    /// Adds a modifier for this view that fires an action when a specific value changes
    /// (iOS 17.0+).
    @available(*, deprecated, message: "iOS 17.0+: not available with an iOS 16 deployment target; use onChange(of:perform:)")
    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View { self }

    /// Adds a modifier for this view that fires an action when a specific value changes
    /// (iOS 17.0+).
    @available(*, deprecated, message: "iOS 17.0+: not available with an iOS 16 deployment target; use onChange(of:perform:)")
    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View { self }

    /// Applies the given animation to this view when the specified value changes (iOS 15.0+).
    nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }

    /// Applies the given animation to all animatable values within this view.
    @available(*, deprecated, message: "deprecated in iOS 15.0: Use withAnimation or animation(_:value:) instead.")
    nonisolated public func animation(_ animation: Animation?) -> some View { self }
}
