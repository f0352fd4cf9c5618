// expect-error: type 'ColorToken.Primary' has no member 'p999'
// T023: a token that does not exist is a compile error, not a runtime surprise. Type-checked with
// the generated module, and must fail with the message above.
import SwiftUI

struct MisspelledTokenExample: View {
    var body: some View {
        ColorToken.Primary.p999
    }
}
