// expect-error: iOS 17.0+
// The iOS 17 two-parameter `onChange(of:initial:_:)` cannot be used with an iOS 16 target.
import SwiftUI

struct OnChangeInitialView: View {
    @State private var count = 0

    var body: some View {
        Text("\(count)")
            .onChange(of: count, initial: true) { oldValue, newValue in
                print(oldValue, newValue)
            }
    }
}
