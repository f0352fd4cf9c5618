// Bundle+Module.swift
// Resolves `bundle: .module` when these files are compiled outside SwiftPM (an Xcode app
// target, or the dsys compile check). Under SwiftPM, the target's resources make SwiftPM
// synthesize `Bundle.module` itself, and this file compiles to nothing.

#if !SWIFT_PACKAGE
import Foundation

private final class BundleToken {}

extension Foundation.Bundle {
    /// The bundle that contains this module's resources (the asset catalog).
    static var module: Bundle { Bundle(for: BundleToken.self) }
}
#endif
