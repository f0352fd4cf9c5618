// The rest of the Taskweave document's API: the `DesignSystem` enum of its Implementation section,
// its animation presets and Reduce Motion snippet, and the documented components.
import SwiftUI

/// Every member of the Implementation section's `DesignSystem` enum.
struct ImplementationSectionTour: View {
    var body: some View {
        // A ViewBuilder block holds at most 10 views before iOS 17: one group per section.
        VStack(spacing: DesignSystem.Spacing.xxs) {
            Group {
                Text("Colors").foregroundColor(DesignSystem.Colors.success)
                Text("Colors").foregroundColor(DesignSystem.Colors.warning)
                Text("Colors").foregroundColor(DesignSystem.Colors.error)
                Text("Colors").foregroundColor(DesignSystem.Colors.textTertiary)
            }
            Group {
                Text("Large Title").font(DesignSystem.Typography.largeTitle)
                Text("Title 1").font(DesignSystem.Typography.title1)
                Text("Title 2").font(DesignSystem.Typography.title2)
                Text("Title 3").font(DesignSystem.Typography.title3)
                Text("Body").font(DesignSystem.Typography.body)
                Text("Callout").font(DesignSystem.Typography.callout)
                Text("Footnote").font(DesignSystem.Typography.footnote)
                Text("Caption 1").font(DesignSystem.Typography.caption1)
                Text("Caption 2").font(DesignSystem.Typography.caption2)
            }
        }
        .padding(.top, DesignSystem.Spacing.xs)
        .padding(.bottom, DesignSystem.Spacing.xl)
        .padding(.horizontal, DesignSystem.Spacing.xxl)
        .padding(.vertical, DesignSystem.Spacing.xxxl)
        .background(DesignSystem.Colors.backgroundPrimary)
        .cornerRadius(DesignSystem.CornerRadius.small)
        .clipShape(RoundedRectangle(cornerRadius: DesignSystem.CornerRadius.medium))
        .clipShape(RoundedRectangle(cornerRadius: DesignSystem.CornerRadius.round))
    }
}

/// The Motion & Animation section, with the named presets.
struct TaskRowAnimationExample: View {
    @Environment(\.accessibilityReduceMotion) var reduceMotion
    @State private var isToggled = false
    @State private var isPresented = false
    @State private var isCompleted = false
    @State private var animatedValue = 0.0

    var body: some View {
        VStack {
            Text("Toggle").animation(DesignSystem.Animation.fast, value: isToggled)
            Text("Sheet").animation(DesignSystem.Animation.normal, value: isPresented)
            Text("Onboarding").animation(DesignSystem.Animation.slow, value: isPresented)
            Text("Done").animation(DesignSystem.Animation.spring, value: isCompleted)
            Text("Reduce Motion").animation(reduceMotion ? .none : .spring(), value: animatedValue)
            Text("Respects Reduce Motion").motion(DesignSystem.Animation.spring, value: isCompleted)
        }
    }
}

/// The Components section: buttons, card, list row, checkbox, text field, floating action
/// button, and priority and category colors.
struct TaskListExample: View {
    @State private var isDone = false
    @State private var title = ""

    var body: some View {
        ZStack(alignment: .bottomTrailing) {
            VStack(spacing: DesignSystem.Spacing.md) {
                HStack {
                    Toggle("Review project", isOn: $isDone)
                        .toggleStyle(.taskCheckbox)
                    Spacer()
                    Circle()
                        .fill(DesignSystem.Colors.priorityUrgent)
                        .frame(width: 8, height: 8)
                }
                .listRowStyle()
                Text("Work")
                    .foregroundStyle(DesignSystem.Colors.categoryWork)
                    .padding(DesignSystem.Spacing.xs)
                    .background(DesignSystem.Colors.categoryWork.opacity(0.15))
                TextField("Add a task", text: $title)
                    .textFieldStyle(.filled)
                TextField("Title is required", text: $title)
                    .textFieldStyle(FilledTextFieldStyle(isError: true))
                Button("Save") {}
                    .buttonStyle(.primary)
                Button("Cancel") {}
                    .buttonStyle(.secondary)
                Button("Delete") {}
                    .buttonStyle(.destructive)
                Text("Card content")
                    .cardStyle()
            }
            Button {
                isDone = false
            } label: {
                Image.dsIconAdd
            }
            .buttonStyle(.floatingAction)
            .padding(DesignSystem.Spacing.xl)
        }
    }
}
