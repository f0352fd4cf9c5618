// expect-error: not concurrency-safe
// Mutable global state: Swift 6 language mode rejects a nonisolated `static var`.
import SwiftUI

enum SpacingScale {
    static var base: CGFloat = 4
}
