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
