// expect-error: cannot find 'UIColor' in scope
// UIKit names need `import UIKit`: the SwiftUI stub does not re-export UIKit.
import SwiftUI

enum DynamicColors {
    static func accent() -> Color {
        Color(uiColor: UIColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1))
    }
}
