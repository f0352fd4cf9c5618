// A custom toggle style written the way it compiles on Xcode.
import SwiftUI

struct ChecklistToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack {
                Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
                configuration.label
            }
        }
        .buttonStyle(.plain)
    }
}

extension ToggleStyle where Self == ChecklistToggleStyle {
    static var checklist: ChecklistToggleStyle { ChecklistToggleStyle() }
}

struct StyledToggles: View {
    @State private var isDone = false

    var body: some View {
        VStack {
            Toggle("Done", isOn: $isDone)
                .toggleStyle(.checklist)
            Toggle(isOn: $isDone) {
                Text("Done")
            }
            .toggleStyle(ChecklistToggleStyle())
        }
    }
}
