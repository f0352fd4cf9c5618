// expect-error: #Preview traits are not available
// The traits form of `#Preview` is iOS 17+ (the plain form is fine with an iOS 16 target).
import SwiftUI

#Preview(traits: .sizeThatFitsLayout) {
    Text("Compact")
}
