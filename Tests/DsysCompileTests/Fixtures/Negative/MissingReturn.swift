// expect-error: missing return in global function expected to return 'Color'
// Found only after type-checking (SIL diagnostics), as Xcode's build reports it.
import SwiftUI

func accent(_ isDark: Bool) -> Color {
    if isDark {
        return .black
    }
}
