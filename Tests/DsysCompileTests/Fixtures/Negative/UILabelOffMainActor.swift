// expect-error: main actor-isolated
// UIKit views are main-actor classes: code off the main actor cannot configure them.
import UIKit

func style(_ label: UILabel) {
    label.textColor = .black
}
