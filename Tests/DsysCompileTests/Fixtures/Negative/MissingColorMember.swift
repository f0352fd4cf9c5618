// expect-error: has no member 'dsMissing'
// A token reference the generated Color extension does not declare.
import SwiftUI

struct MissingColorMemberView: View {
    var body: some View {
        Text("Hello").foregroundStyle(Color.dsMissing)
    }
}
