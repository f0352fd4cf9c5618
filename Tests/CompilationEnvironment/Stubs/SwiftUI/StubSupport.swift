// Support shared by every SwiftUI stub file.
//
// Files that only `import SwiftUI` use Foundation (CGFloat, Bundle, Date, ...) and Combine's
// `ObservableObject` / `@Published`, so the stub re-exports Foundation and the Combine stub (which
// declares nothing else: `AnyCancellable`, `sink` and the rest stay unknown). UIKit is NOT
// re-exported: whether the iOS SDK's SwiftUI re-exports it is not documented, so the stub picks
// the stricter behaviour and UIKit names need `import UIKit` (valid on Xcode either way, and
// required anyway behind `#if canImport(UIKit)` for a package that also builds for macOS).
// The stub Observation module is re-exported so that `@Observable` reached through
// `import SwiftUI` fails with the same iOS 17 message as through `import Observation`.
// DeveloperToolsSupport is re-exported as by the SDK's SwiftUI (its `Preview` macro and the
// `ColorResource` of generated asset symbols are used with only `import SwiftUI`).
@_exported import Combine
@_exported import DeveloperToolsSupport
@_exported import Foundation
@_exported import Observation

/// Body of every stub member that has to produce a value. The stubs are only compiled with
/// `-emit-module` and type-checked against; they are never linked or executed.
func _stubImplementation<T>() -> T {
    _stubNever()
}

/// Body of the `body: Never` of primitive views. Non-generic, because view-builder bodies
/// type-check each statement on its own and could not infer a generic result.
func _stubNever() -> Never {
    fatalError("SwiftUI interface stub: type-check only, never executed")
}
