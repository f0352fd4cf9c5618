import DsysTokens

/// The Swift source of the token-only components. `⟪role⟫` placeholders are filled by
/// `ComponentRoles` with names of generated constants; `⟪prefix⟫` with the component prefix.
enum ComponentTemplates {
    static let button = """
    /// A button in the design system's style: three variants, three sizes, built only from tokens.
    public struct ⟪prefix⟫Button: View {
        /// The button's emphasis.
        public enum Variant: Sendable { case primary, secondary, destructive }
        /// The button's size.
        public enum Size: Sendable { case sm, md, lg }

        let title: String
        let variant: Variant
        let size: Size
        let action: @MainActor () -> Void

        /// A button titled `title` that runs `action` when tapped.
        public init(
            _ title: String,
            variant: Variant = .primary,
            size: Size = .md,
            action: @escaping @MainActor () -> Void
        ) {
            self.title = title
            self.variant = variant
            self.size = size
            self.action = action
        }

        public var body: some View {
            Button(action: action) {
                Text(title)
                    .font(labelFont)
                    .fontWeight(.medium)
                    .padding(.horizontal, horizontalPadding)
                    .padding(.vertical, verticalPadding)
            }
            .buttonStyle(.plain)
            .foregroundStyle(foregroundColor)
            .background(backgroundColor)
            .clipShape(RoundedRectangle(cornerRadius: cornerRadius))
        }

        private var foregroundColor: Color {
            switch variant {
            case .primary: return ⟪color.buttonPrimaryForeground⟫
            case .secondary: return ⟪color.buttonSecondaryForeground⟫
            case .destructive: return ⟪color.buttonDestructiveForeground⟫
            }
        }

        private var backgroundColor: Color {
            switch variant {
            case .primary: return ⟪color.buttonPrimaryBackground⟫
            case .secondary: return ⟪color.buttonSecondaryBackground⟫
            case .destructive: return ⟪color.buttonDestructiveBackground⟫
            }
        }

        private var labelFont: Font {
            switch size {
            case .sm: return ⟪font.bodySmall⟫
            case .md: return ⟪font.body⟫
            case .lg: return ⟪font.bodyLarge⟫
            }
        }

        private var horizontalPadding: CGFloat {
            switch size {
            case .sm: return ⟪spacing.sm⟫ + ⟪spacing.xs⟫
            case .md: return ⟪spacing.md⟫
            case .lg: return ⟪spacing.lg⟫
            }
        }

        private var verticalPadding: CGFloat {
            switch size {
            case .sm: return ⟪spacing.xs⟫ + ⟪spacing.xs⟫ / 2
            case .md: return ⟪spacing.sm⟫
            case .lg: return ⟪spacing.sm⟫ + ⟪spacing.xs⟫
            }
        }

        private var cornerRadius: CGFloat {
            switch size {
            case .sm: return ⟪radius.sm⟫
            case .md, .lg: return ⟪radius.md⟫
            }
        }
    }

    #Preview {
        VStack(spacing: ⟪spacing.md⟫) {
            HStack(spacing: ⟪spacing.sm⟫) {
                ⟪prefix⟫Button("Primary") {}
                ⟪prefix⟫Button("Secondary", variant: .secondary) {}
                ⟪prefix⟫Button("Danger", variant: .destructive) {}
            }
            HStack(spacing: ⟪spacing.sm⟫) {
                ⟪prefix⟫Button("Small", size: .sm) {}
                ⟪prefix⟫Button("Medium") {}
                ⟪prefix⟫Button("Large", size: .lg) {}
            }
        }
        .padding(⟪spacing.md⟫)
        .background(⟪color.surfaceDefault⟫)
    }
    """

    static let card = """
    /// An elevated surface that groups related content.
    public struct ⟪prefix⟫Card<Content: View>: View {
        let content: Content

        /// A card around `content`.
        public init(@ViewBuilder content: () -> Content) {
            self.content = content()
        }

        public var body: some View {
            content.modifier(⟪prefix⟫CardModifier())
        }
    }

    /// The card look as a modifier: padding, raised surface, rounded border and a small shadow.
    public struct ⟪prefix⟫CardModifier: ViewModifier {
        private let spacing = ⟪type.scaledSpacing⟫()

        /// The card look.
        public init() {}

        public func body(content: Content) -> some View {
            content
                .padding(spacing.md)
                .background(⟪color.surfaceRaised⟫)
                .clipShape(RoundedRectangle(cornerRadius: ⟪radius.lg⟫))
                .overlay(
                    RoundedRectangle(cornerRadius: ⟪radius.lg⟫)
                        .stroke(⟪color.borderDefault⟫, lineWidth: 1)
                )
                .⟪modifier.shadow⟫(.sm)
        }
    }

    public extension View {
        /// Gives any view the design system's card look.
        func cardStyle() -> some View {
            modifier(⟪prefix⟫CardModifier())
        }
    }

    #Preview {
        ⟪prefix⟫Card {
            VStack(alignment: .leading, spacing: ⟪spacing.sm⟫) {
                Text("Card title")
                    .font(⟪font.heading4⟫)
                    .foregroundStyle(⟪color.textPrimary⟫)
                Text("Supporting card content goes here.")
                    .font(⟪font.body⟫)
                    .foregroundStyle(⟪color.textMuted⟫)
            }
        }
        .padding(⟪spacing.md⟫)
        .background(⟪color.surfaceDefault⟫)
    }
    """

    static let input = """
    /// A text field with the design system's focus ring and error state.
    public struct ⟪prefix⟫Input: View {
        let placeholder: String
        @Binding var text: String
        var isError: Bool

        /// A field showing `placeholder` when `text` is empty; `isError` draws the error border.
        public init(_ placeholder: String, text: Binding<String>, isError: Bool = false) {
            self.placeholder = placeholder
            self._text = text
            self.isError = isError
        }

        public var body: some View {
            TextField(placeholder, text: $text)
                .textFieldStyle(⟪prefix⟫TextFieldStyle(isError: isError))
        }
    }

    /// The design system's text field look, with focus and error states.
    public struct ⟪prefix⟫TextFieldStyle: TextFieldStyle {
        let isError: Bool

        /// The style; `isError` draws the error border.
        public init(isError: Bool = false) {
            self.isError = isError
        }

        public func _body(configuration: TextField<Self._Label>) -> some View {
            ⟪prefix⟫FocusRingField(isError: isError) { configuration }
        }
    }

    /// Draws the field's border from its focus and error state.
    struct ⟪prefix⟫FocusRingField<Field: View>: View {
        let isError: Bool
        let field: Field
        @FocusState private var isFocused: Bool
        private let spacing = ⟪type.scaledSpacing⟫()

        init(isError: Bool, @ViewBuilder field: () -> Field) {
            self.isError = isError
            self.field = field()
        }

        var body: some View {
            field
                .focused($isFocused)
                .font(⟪font.body⟫)
                .foregroundStyle(⟪color.textPrimary⟫)
                .padding(.horizontal, spacing.md)
                .padding(.vertical, spacing.sm)
                .background(⟪color.surfaceInset⟫)
                .clipShape(RoundedRectangle(cornerRadius: ⟪radius.md⟫))
                .overlay(
                    RoundedRectangle(cornerRadius: ⟪radius.md⟫)
                        .stroke(borderColor, lineWidth: isFocused ? 2 : 1)
                )
        }

        private var borderColor: Color {
            if isError { return ⟪color.feedbackError⟫ }
            if isFocused { return ⟪color.borderFocus⟫ }
            return ⟪color.borderDefault⟫
        }
    }

    private struct ⟪prefix⟫InputPreview: View {
        @State private var text = ""
        @State private var errorText = "invalid@"

        var body: some View {
            VStack(spacing: ⟪spacing.md⟫) {
                ⟪prefix⟫Input("Email address", text: $text)
                ⟪prefix⟫Input("Invalid input", text: $errorText, isError: true)
            }
            .padding(⟪spacing.md⟫)
            .background(⟪color.surfaceDefault⟫)
        }
    }

    #Preview {
        ⟪prefix⟫InputPreview()
    }
    """

    static let badge = """
    /// An inline status label for categories, tags and states.
    public struct ⟪prefix⟫Badge: View {
        /// The badge's meaning.
        public enum Variant: Sendable { case `default`, success, error, warning, info }

        let label: String
        let variant: Variant

        /// A badge reading `label`.
        public init(_ label: String, variant: Variant = .default) {
            self.label = label
            self.variant = variant
        }

        public var body: some View {
            Text(label)
                .font(⟪font.label⟫)
                .fontWeight(.medium)
                .foregroundStyle(foregroundColor)
                .padding(.horizontal, ⟪spacing.sm⟫ + ⟪spacing.xs⟫)
                .padding(.vertical, ⟪spacing.xs⟫ / 2)
                .background(backgroundColor)
                .clipShape(Capsule())
                .overlay(Capsule().stroke(borderColor, lineWidth: 1))
        }

        private var foregroundColor: Color {
            switch variant {
            case .default: return ⟪color.textMuted⟫
            case .success: return ⟪color.feedbackSuccess⟫
            case .error: return ⟪color.feedbackError⟫
            case .warning: return ⟪color.feedbackWarning⟫
            case .info: return ⟪color.feedbackInfo⟫
            }
        }

        private var backgroundColor: Color {
            switch variant {
            case .default: return ⟪color.surfaceInset⟫
            default: return foregroundColor.opacity(0.1)
            }
        }

        private var borderColor: Color {
            switch variant {
            case .default: return ⟪color.borderDefault⟫
            default: return foregroundColor.opacity(0.2)
            }
        }
    }

    #Preview {
        HStack(spacing: ⟪spacing.sm⟫) {
            ⟪prefix⟫Badge("Default")
            ⟪prefix⟫Badge("Success", variant: .success)
            ⟪prefix⟫Badge("Error", variant: .error)
            ⟪prefix⟫Badge("Warning", variant: .warning)
            ⟪prefix⟫Badge("Info", variant: .info)
        }
        .padding(⟪spacing.md⟫)
        .background(⟪color.surfaceDefault⟫)
    }
    """

    static let heading = """
    /// A heading at one level of the type hierarchy.
    public struct ⟪prefix⟫Heading: View {
        /// The heading level.
        public enum Level: Sendable { case h1, h2, h3, h4 }

        let text: String
        let level: Level

        /// A heading reading `text`.
        public init(_ text: String, level: Level = .h1) {
            self.text = text
            self.level = level
        }

        public var body: some View {
            Text(text)
                .font(headingFont)
                .foregroundStyle(⟪color.textPrimary⟫)
                .accessibilityAddTraits(.isHeader)
        }

        private var headingFont: Font {
            switch level {
            case .h1: return ⟪font.heading1⟫
            case .h2: return ⟪font.heading2⟫
            case .h3: return ⟪font.heading3⟫
            case .h4: return ⟪font.heading4⟫
            }
        }
    }

    #Preview {
        VStack(alignment: .leading, spacing: ⟪spacing.md⟫) {
            ⟪prefix⟫Heading("Heading 1")
            ⟪prefix⟫Heading("Heading 2", level: .h2)
            ⟪prefix⟫Heading("Heading 3", level: .h3)
            ⟪prefix⟫Heading("Heading 4", level: .h4)
        }
        .padding(⟪spacing.md⟫)
        .background(⟪color.surfaceDefault⟫)
    }
    """

    static let text = """
    /// Body text in the type scale and the semantic text colors.
    public struct ⟪prefix⟫Text: View {
        /// The text's emphasis.
        public enum Variant: Sendable { case primary, secondary, muted }
        /// The text's size.
        public enum Size: Sendable { case sm, base, lg }

        let content: String
        let variant: Variant
        let size: Size

        /// Text reading `content`.
        public init(_ content: String, variant: Variant = .primary, size: Size = .base) {
            self.content = content
            self.variant = variant
            self.size = size
        }

        public var body: some View {
            Text(content)
                .font(textFont)
                .foregroundStyle(foregroundColor)
        }

        private var textFont: Font {
            switch size {
            case .sm: return ⟪font.bodySmall⟫
            case .base: return ⟪font.body⟫
            case .lg: return ⟪font.bodyLarge⟫
            }
        }

        private var foregroundColor: Color {
            switch variant {
            case .primary: return ⟪color.textPrimary⟫
            case .secondary: return ⟪color.textSecondary⟫
            case .muted: return ⟪color.textMuted⟫
            }
        }
    }

    #Preview {
        VStack(alignment: .leading, spacing: ⟪spacing.sm⟫) {
            ⟪prefix⟫Text("Primary text at base size")
            ⟪prefix⟫Text("Secondary text at base size", variant: .secondary)
            ⟪prefix⟫Text("Muted caption text", variant: .muted, size: .sm)
            ⟪prefix⟫Text("Large body text", size: .lg)
        }
        .padding(⟪spacing.md⟫)
        .background(⟪color.surfaceDefault⟫)
    }
    """

    static let buttonStyles = """
    /// `Button` styles in the design system's look, for use with SwiftUI's own `Button`:
    /// `.buttonStyle(.⟪lowerPrefix⟫Primary)`. Pressed buttons dim.
    public struct ⟪prefix⟫PrimaryButtonStyle: ButtonStyle {
        /// The style.
        public init() {}

        public func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .font(⟪font.body⟫)
                .foregroundStyle(⟪color.buttonPrimaryForeground⟫)
                .padding(.horizontal, ⟪spacing.md⟫)
                .padding(.vertical, ⟪spacing.sm⟫)
                .background(⟪color.buttonPrimaryBackground⟫)
                .clipShape(RoundedRectangle(cornerRadius: ⟪radius.md⟫))
                .opacity(configuration.isPressed ? 0.8 : 1)
        }
    }

    /// The secondary button look.
    public struct ⟪prefix⟫SecondaryButtonStyle: ButtonStyle {
        /// The style.
        public init() {}

        public func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .font(⟪font.body⟫)
                .foregroundStyle(⟪color.buttonSecondaryForeground⟫)
                .padding(.horizontal, ⟪spacing.md⟫)
                .padding(.vertical, ⟪spacing.sm⟫)
                .background(⟪color.buttonSecondaryBackground⟫)
                .clipShape(RoundedRectangle(cornerRadius: ⟪radius.md⟫))
                .overlay(
                    RoundedRectangle(cornerRadius: ⟪radius.md⟫)
                        .stroke(⟪color.borderDefault⟫, lineWidth: 1)
                )
                .opacity(configuration.isPressed ? 0.8 : 1)
        }
    }

    public extension ButtonStyle where Self == ⟪prefix⟫PrimaryButtonStyle {
        /// The primary design-system button style.
        static var ⟪lowerPrefix⟫Primary: ⟪prefix⟫PrimaryButtonStyle { ⟪prefix⟫PrimaryButtonStyle() }
    }

    public extension ButtonStyle where Self == ⟪prefix⟫SecondaryButtonStyle {
        /// The secondary design-system button style.
        static var ⟪lowerPrefix⟫Secondary: ⟪prefix⟫SecondaryButtonStyle { ⟪prefix⟫SecondaryButtonStyle() }
    }

    #Preview {
        VStack(spacing: ⟪spacing.md⟫) {
            Button("Primary") {}
                .buttonStyle(.⟪lowerPrefix⟫Primary)
            Button("Secondary") {}
                .buttonStyle(.⟪lowerPrefix⟫Secondary)
        }
        .padding(⟪spacing.md⟫)
        .background(⟪color.surfaceDefault⟫)
    }
    """
}
