// expect-error: is not concurrency-safe
// UIKit's fonts are not Sendable: a stored static font is rejected in Swift 6 (use a computed property).
import UIKit

enum Fonts {
    static let title: UIFont = .systemFont(ofSize: 28, weight: .bold)
}
