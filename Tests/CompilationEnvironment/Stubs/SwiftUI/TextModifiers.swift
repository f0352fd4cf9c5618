// Interface stubs of SwiftUI's text-layout modifiers on `View` (all `nonisolated`).
// Sources (developer.apple.com/documentation/swiftui/view/...): lineSpacing(_:) iOS 13.0+,
// tracking(_:) and kerning(_:) iOS 16.0+ (the `Text` versions are iOS 13.0+),
// multilineTextAlignment(_:) iOS 13.0+, textCase(_:) iOS 14.0+, lineLimit(_:) iOS 13.0+ (range and `reservesSpace`
// forms iOS 16.0+).

extension View {
    /// Sets the amount of space between lines of text in this view.
    nonisolated public func lineSpacing(_ lineSpacing: CGFloat) -> some View { self }

    /// Sets the tracking for the text in this view (iOS 16.0+).
    nonisolated public func tracking(_ tracking: CGFloat) -> some View { self }

    /// Sets the spacing, or kerning, between characters for the text in this view (iOS 16.0+).
    nonisolated public func kerning(_ kerning: CGFloat) -> some View { self }

    /// Sets the alignment of a text view that contains multiple lines of text.
    nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { self }

    /// Sets the maximum number of lines that text can occupy in this view.
    nonisolated public func lineLimit(_ number: Int?) -> some View { self }

    /// Sets to a closed range the number of lines that text can occupy in this view
    /// (iOS 16.0+).
    nonisolated public func lineLimit(_ limit: ClosedRange<Int>) -> some View { self }

    /// Sets a limit for the number of lines text can occupy in this view (iOS 16.0+).
    nonisolated public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View { self }

    /// Sets a transform for the case of the text contained in this view when displayed
    /// (developer.apple.com/documentation/swiftui/view/textcase(_:), iOS 14.0+).
    nonisolated public func textCase(_ textCase: Text.Case?) -> some View { self }
}
