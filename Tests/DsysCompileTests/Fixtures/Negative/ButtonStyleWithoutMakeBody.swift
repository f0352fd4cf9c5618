// expect-error: does not conform to protocol 'ButtonStyle'
// A button style that forgets its only requirement.
import SwiftUI

struct IncompleteButtonStyle: ButtonStyle {
    let cornerRadius: CGFloat
}
