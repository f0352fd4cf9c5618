// expect-error: incorrect argument label
// `shadow(color:radius:x:y:)` spelled with a British label.
import SwiftUI

struct WrongArgumentLabelView: View {
    var body: some View {
        Text("Hello").shadow(colour: .black, radius: 4)
    }
}
