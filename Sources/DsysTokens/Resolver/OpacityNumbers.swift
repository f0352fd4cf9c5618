import DsysSource

/// The numbers of the opacity namespace, which SwiftUI's `.opacity(_:)` takes as a fraction from 0
/// to 1 (it clamps any other, so `.opacity(33)` draws fully opaque).
///
/// A number above 1 and at most 100 is a percentage and is divided by 100: Figma's layer panel
/// writes opacities so (its variables scoped `OPACITY`), and so do token sets that type them
/// `opacity` (Canonical's Vanilla, `opacity.disabled.default: 33`) or leave them untyped in Style
/// Dictionary files (`opacity.scrim: 40`). A percentage written as one (`"40%"`) is that fraction
/// already, as it is for every number. Whatever is still outside 0…1 is no opacity: the token is
/// skipped with a warning.
package struct OpacityNumbers: Sendable {
    /// The path prefixes of the opacity namespace besides the word rule (`dsys.json`'s `opacity.paths`).
    var prefixes: [TokenPath]

    init(prefixes: [String]) {
        self.prefixes = prefixes.map(TokenPath.init(dotted:))
    }

    /// How an opacity number is read.
    enum Reading: Equatable {
        /// A fraction from 0 to 1, as written.
        case fraction
        /// A percentage from above 1 to 100, read as this fraction.
        case percentage(Double)
        /// Neither: below 0, or above 100 (above 100% when written as a percentage).
        case outOfRange
    }

    /// Whether a segment of `path` says opacity, in any letter case: the path rule of the generator's
    /// opacity namespace (`opacity.disabled`, `button.opacityPressed`).
    package static func namesOpacity(_ path: TokenPath) -> Bool {
        path.segments.contains { $0.containsIgnoringASCIICase(opacityWord) }
    }

    private static let opacityWord: [UInt8] = Array("opacity".utf8)

    /// Whether a number token at `path` lands in the opacity namespace: its path says opacity, or
    /// it lies under one of `prefixes`.
    func contains(_ path: TokenPath) -> Bool {
        Self.namesOpacity(path) || prefixes.contains { prefix in
            path.segments.count > prefix.segments.count && path.segments.starts(with: prefix.segments)
        }
    }

    /// How `number`, an opacity's value, is read; `writtenAsPercentage` when its text had a `%`
    /// (then `number` is the fraction already).
    static func reading(_ number: Double, writtenAsPercentage: Bool) -> Reading {
        if (0...1).contains(number) { return .fraction }
        if !writtenAsPercentage, number > 1, number <= 100 { return .percentage(number / 100) }
        return .outOfRange
    }
}
