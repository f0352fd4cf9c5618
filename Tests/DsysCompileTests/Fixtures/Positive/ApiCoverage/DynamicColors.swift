// The UIKit dynamic-color path: adaptive colors without an asset catalog.
import SwiftUI
import UIKit

enum DynamicPalette {
    static let surface = Color(uiColor: UIColor { traits in
        switch (traits.userInterfaceStyle, traits.accessibilityContrast) {
        case (.dark, .high):
            return UIColor(white: 0, alpha: 1)
        case (.dark, _):
            return UIColor(red: 0.07, green: 0.09, blue: 0.15, alpha: 1)
        default:
            return UIColor(displayP3Red: 1, green: 1, blue: 1, alpha: 1)
        }
    })
}
