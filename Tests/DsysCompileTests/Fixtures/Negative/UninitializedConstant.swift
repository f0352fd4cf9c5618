// expect-error: constant 'padding' used before being initialized
// Definite initialization is checked on SIL, after type-checking.
import SwiftUI

func inset() -> CGFloat {
    let padding: CGFloat
    return padding * 2
}
