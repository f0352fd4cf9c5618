// expect-error: value of optional type 'CGFloat?' must be unwrapped to a value of type 'CGFloat'
// A token only the comfortable density defines is an optional: using it as a plain length is a
// compile error. Type-checked with the generated module, and must fail with the message above.
import SwiftUI

struct TouchTargetIsOptional: View {
    private var tokens = DSAdaptiveTokens()

    private var side: CGFloat { tokens.sizeTouchTarget }

    var body: some View {
        Text("Tap").padding(side)
    }
}
