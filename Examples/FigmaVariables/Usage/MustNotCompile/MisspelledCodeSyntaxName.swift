// expect-error: type 'Color' has no member 'brandActon'
// The Dev Mode name is the API: a misspelling of it is a compile error. Type-checked with the
// generated module, and must fail with the message above.
import SwiftUI

struct MisspelledCodeSyntaxName: View {
    var body: some View {
        Text("Continue").foregroundStyle(Color.brandActon)
    }
}
