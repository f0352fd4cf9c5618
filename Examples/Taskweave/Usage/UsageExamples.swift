// The Taskweave design document's "Usage Examples", as written there, inside views. Type-checked
// in the same module as the generated code (see Examples/Taskweave/README.md).
import SwiftUI

/// "Button with design system".
struct AddTaskButtonExample: View {
    var body: some View {
        // Button with design system
        Button("Add Task") {
            // action
        }
        .font(DesignSystem.Typography.body.weight(.semibold))
        .foregroundColor(.white)
        .padding(.horizontal, DesignSystem.Spacing.lg)
        .padding(.vertical, DesignSystem.Spacing.md)
        .background(DesignSystem.Colors.accent)
        .cornerRadius(DesignSystem.CornerRadius.large)
    }
}

/// "Card with design system".
struct TaskCardExample: View {
    var body: some View {
        // Card with design system
        VStack(alignment: .leading, spacing: DesignSystem.Spacing.sm) {
            Text("Task Title")
                .font(DesignSystem.Typography.headline)
                .foregroundColor(DesignSystem.Colors.textPrimary)

            Text("Due tomorrow")
                .font(DesignSystem.Typography.subheadline)
                .foregroundColor(DesignSystem.Colors.textSecondary)
        }
        .padding(DesignSystem.Spacing.lg)
        .background(DesignSystem.Colors.backgroundSecondary)
        .cornerRadius(DesignSystem.CornerRadius.xlarge)
    }
}
