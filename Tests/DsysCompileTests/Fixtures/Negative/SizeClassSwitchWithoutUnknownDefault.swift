// expect-error: switch covers known cases, but 'UserInterfaceSizeClass' may have additional unknown values
// UserInterfaceSizeClass is a SwiftUI enum built with library evolution: a switch needs `@unknown default`.
import SwiftUI

func columns(for sizeClass: UserInterfaceSizeClass) -> Int {
    switch sizeClass {
    case .compact: return 1
    case .regular: return 2
    }
}
