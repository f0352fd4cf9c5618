// App entry point and navigation, as Kordant-style usage files write them.
import SwiftUI

@main
struct CoverageApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                ScrollView {
                    StatefulForm()
                    VisualGallery()
                    StyledControls()
                }
                .navigationTitle("Coverage")
            }
        }
    }
}

struct LegacyPreviews: PreviewProvider {
    static var previews: some View {
        StyledControls()
    }
}

#Preview("Gallery") {
    VisualGallery()
        .preferredColorScheme(.dark)
}

/// Value-based navigation with a path the view controls (iOS 16).
struct RoutedList: View {
    @State private var path: [String] = []

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                NavigationLink(value: "detail") { Text("Detail") }
                Button("Jump") { path = ["detail"] }
            }
            .navigationDestination(for: String.self) { value in
                Text(value)
            }
        }
    }
}
