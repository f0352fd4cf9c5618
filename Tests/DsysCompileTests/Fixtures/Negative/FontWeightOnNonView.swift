// expect-error: has no member 'fontWeight'
// `fontWeight(_:)` is a View/Text modifier, not a Font method (that is `weight(_:)`).
import SwiftUI

enum HeavyTypography {
    static let title: Font = Font.title.fontWeight(.heavy)
}
