// expect-error: type 'DesignSystem.Colors' has no member 'acent'
// A misspelled token is a compile error. Type-checked with the generated module, and must fail with
// the message above.
import SwiftUI

struct MisspelledTokenExample: View {
    var body: some View {
        Text("Accent").foregroundColor(DesignSystem.Colors.acent)
    }
}
