// expect-error: has no member 'heading'
// `Font.TextStyle` has no `.heading` case.
import SwiftUI

enum BrokenTypography {
    static func heading() -> Font {
        .custom("Inter", size: 12, relativeTo: .heading)
    }
}
