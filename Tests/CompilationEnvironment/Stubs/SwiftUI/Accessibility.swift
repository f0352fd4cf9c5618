// Interface stubs of SwiftUI's accessibility modifiers. Sources (developer.apple.com/
// documentation/swiftui/...): accessibilitytraits (iOS 13.0+; `isToggle` iOS 17.0+),
// view/accessibilityaddtraits(_:), view/accessibilityremovetraits(_:),
// view/accessibilitylabel(_:), view/accessibilityhint(_:), view/accessibilityvalue(_:),
// view/accessibilityhidden(_:) (all iOS 14.0+, `nonisolated`; documented as returning
// `ModifiedContent<Self, AccessibilityAttachmentModifier>`).

/// A set of accessibility traits that describe how an element behaves.
public struct AccessibilityTraits: SetAlgebra, Sendable {
    private var bits: UInt64

    public init() { bits = 0 }
    private init(bits: UInt64) { self.bits = bits }

    public static let isButton = AccessibilityTraits(bits: 1 << 0)
    public static let isHeader = AccessibilityTraits(bits: 1 << 1)
    public static let isSelected = AccessibilityTraits(bits: 1 << 2)
    public static let isLink = AccessibilityTraits(bits: 1 << 3)
    public static let isSearchField = AccessibilityTraits(bits: 1 << 4)
    public static let isImage = AccessibilityTraits(bits: 1 << 5)
    public static let playsSound = AccessibilityTraits(bits: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(bits: 1 << 7)
    public static let isStaticText = AccessibilityTraits(bits: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(bits: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(bits: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(bits: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(bits: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(bits: 1 << 13)
    public static let isModal = AccessibilityTraits(bits: 1 << 14)
    /// The accessibility element is a toggle (iOS 17.0+).
    @available(*, deprecated, message: "iOS 17.0+: not available with an iOS 16 deployment target")
    public static let isToggle = AccessibilityTraits(bits: 1 << 15)

    public func contains(_ member: AccessibilityTraits) -> Bool { bits & member.bits == member.bits }
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits | other.bits) }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits & other.bits) }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits ^ other.bits) }
    @discardableResult
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        let inserted = !contains(newMember)
        bits |= newMember.bits
        return (inserted, newMember)
    }
    @discardableResult
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        let removed = contains(member) ? member : nil
        bits &= ~member.bits
        return removed
    }
    @discardableResult
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        let previous = contains(newMember) ? newMember : nil
        bits |= newMember.bits
        return previous
    }
    public mutating func formUnion(_ other: AccessibilityTraits) { bits |= other.bits }
    public mutating func formIntersection(_ other: AccessibilityTraits) { bits &= other.bits }
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { bits ^= other.bits }
}

extension View {
    /// Adds the given traits to the view (iOS 14.0+).
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }

    /// Removes the given traits from this view (iOS 14.0+).
    nonisolated public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }

    /// Adds a label to the view that describes its contents (iOS 14.0+).
    nonisolated public func accessibilityLabel(_ label: Text) -> some View { self }

    /// Adds a label to the view that describes its contents (iOS 14.0+).
    nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { self }

    /// Adds a label to the view that describes its contents (iOS 14.0+).
    @_disfavoredOverload
    nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { self }

    /// Communicates to the user what happens after performing the view's action (iOS 14.0+).
    nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { self }

    /// Communicates to the user what happens after performing the view's action (iOS 14.0+).
    @_disfavoredOverload
    nonisolated public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { self }

    /// Adds a textual description of the value that the view contains (iOS 14.0+).
    nonisolated public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { self }

    /// Adds a textual description of the value that the view contains (iOS 14.0+).
    @_disfavoredOverload
    nonisolated public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { self }

    /// Specifies whether to hide this view from system accessibility features (iOS 14.0+).
    nonisolated public func accessibilityHidden(_ hidden: Bool) -> some View { self }
}
