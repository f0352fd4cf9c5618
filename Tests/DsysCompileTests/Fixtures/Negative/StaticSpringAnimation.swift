// expect-error: 'spring' is deprecated: iOS 17.0+
// The static `Animation.spring` property came with the iOS 17 SDK; iOS 16 code calls `.spring()`.
import SwiftUI

struct StaticSpringView: View {
    @State private var isOn = false

    var body: some View {
        Text("Spring").animation(.spring, value: isOn)
    }
}
