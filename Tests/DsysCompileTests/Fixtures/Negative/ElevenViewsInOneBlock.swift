// expect-error: iOS 17.0+: more than 10 views in one ViewBuilder block
// Before iOS 17, a ViewBuilder block combines at most 10 child views.
import SwiftUI

struct ElevenRows: View {
    var body: some View {
        VStack {
            Text("1"); Text("2"); Text("3"); Text("4"); Text("5"); Text("6")
            Text("7"); Text("8"); Text("9"); Text("10"); Text("11")
        }
    }
}
