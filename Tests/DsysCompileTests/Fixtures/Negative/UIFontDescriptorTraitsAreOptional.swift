// expect-error: value of optional type 'UIFontDescriptor?' must be unwrapped
// UIKit's withSymbolicTraits(_:) returns an optional descriptor (uikit/uifontdescriptor/withsymbolictraits(_:)).
import UIKit

func italic(_ font: UIFont) -> UIFont {
    UIFont(descriptor: font.fontDescriptor.withSymbolicTraits(.traitItalic), size: 0)
}
