// expect-error: type 'Color' has no member 'brandPrimry'
// A misspelled token is a compile error. Type-checked with the generated module, and must fail with
// the message above.
import SwiftUI

struct MisspelledTokenExample: View {
    var body: some View {
        Text("Brand").foregroundColor(Color.brandPrimry)
    }
}
