// expect-error: missing argument label 'radius:'
// `blur(radius:opaque:)` needs its label, as `shadow(radius:)` does.
import SwiftUI

struct BlurWithoutRadiusLabelView: View {
    var body: some View {
        Text("Hello").blur(4)
    }
}
