@testable import DsysCore
import Foundation

/// Writes the Swift file Xcode 15+ generates for a target's asset catalogs
/// (`GeneratedAssetSymbols.swift`, build setting "Generate Swift Asset Symbol Extensions", on in
/// new projects and inherited by Swift packages), so the compile check sees what Xcode compiles
/// beside the generated code: for every colorset a `ColorResource` static and members of the same
/// name on `SwiftUI.Color`, `ShapeStyle where Self == Color` and `UIKit.UIColor` (`AppKit.NSColor`
/// against the macOS stubs); for every imageset an `ImageResource` static and
/// members on `SwiftUI.Image` and `UIKit.UIImage` (the macOS stubs have no `NSImage`, so its members
/// are not simulated). App icon sets get no symbols. The symbol name
/// follows `XcodeAssetSymbols.symbol(forAssetNamed:kind:)`.
///
/// Xcode marks these declarations `@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)`;
/// here they are `@available(*, deprecated)` instead, the stubs' stand-in for iOS 17+, so they may
/// use the (deprecated) iOS 17 resource API while generated code that uses them fails. Bodies
/// name the resource type in full (Xcode writes `.init(.name)`): only the declarations matter here,
/// and the stubs' `Color(_: UIColor)` would make the short form ambiguous.
enum XcodeAssetSymbolsSimulation {
    /// Something in a catalog that the simulation does not model yet; failing loudly keeps the
    /// check honest until it does.
    struct Unsupported: Error, CustomStringConvertible {
        let description: String
    }

    /// The source of `GeneratedAssetSymbols.swift` for `catalogs` (`.xcassets` folders).
    static func source(for catalogs: [URL]) throws -> String {
        var colorNames: [String] = []
        var imageNames: [String] = []
        for catalog in catalogs {
            let names = try assetNames(in: catalog)
            colorNames += names.colors
            imageNames += names.images
        }
        let colors = colorNames.sorted().map { (asset: $0, symbol: XcodeAssetSymbols.symbol(forAssetNamed: $0, kind: .color)) }
        let images = imageNames.sorted().map { (asset: $0, symbol: XcodeAssetSymbols.symbol(forAssetNamed: $0, kind: .image)) }
        let deprecated = "@available(*, deprecated, message: \"stands in for @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)\")"
        var lines = [
            "import Foundation",
            "#if canImport(UIKit)", "import UIKit", "#endif",
            "#if canImport(AppKit)", "import AppKit", "#endif",
            "#if canImport(SwiftUI)", "import SwiftUI", "#endif",
            "#if canImport(DeveloperToolsSupport)", "import DeveloperToolsSupport", "#endif",
            "",
            "#if SWIFT_PACKAGE",
            "private let resourceBundle = Foundation.Bundle.module",
            "#else",
            "private class ResourceBundleClass {}",
            "private let resourceBundle = Foundation.Bundle(for: ResourceBundleClass.self)",
            "#endif",
            "",
            deprecated,
            "extension DeveloperToolsSupport.ColorResource {",
        ]
        lines += colors.map { "    static let \($0.symbol) = DeveloperToolsSupport.ColorResource(name: \"\($0.asset)\", bundle: resourceBundle)" }
        lines += ["}", "", deprecated, "extension DeveloperToolsSupport.ImageResource {"]
        lines += images.map { "    static let \($0.symbol) = DeveloperToolsSupport.ImageResource(name: \"\($0.asset)\", bundle: resourceBundle)" }
        lines += ["}", "", "#if canImport(UIKit)", deprecated, "extension UIKit.UIColor {"]
        lines += colors.map { "    static var \($0.symbol): UIKit.UIColor { .init(resource: DeveloperToolsSupport.ColorResource.\($0.symbol)) }" }
        lines += ["}", "", deprecated, "extension UIKit.UIImage {"]
        lines += images.map { "    static var \($0.symbol): UIKit.UIImage { .init(resource: DeveloperToolsSupport.ImageResource.\($0.symbol)) }" }
        lines += ["}", "#endif", "", "#if canImport(AppKit)", deprecated, "extension AppKit.NSColor {"]
        lines += colors.map { "    static var \($0.symbol): AppKit.NSColor { .init(resource: DeveloperToolsSupport.ColorResource.\($0.symbol)) }" }
        lines += ["}", "#endif", "", "#if canImport(SwiftUI)", deprecated, "extension SwiftUI.Color {"]
        lines += colors.map { "    static var \($0.symbol): SwiftUI.Color { .init(DeveloperToolsSupport.ColorResource.\($0.symbol)) }" }
        lines += ["}", "", deprecated, "extension SwiftUI.ShapeStyle where Self == SwiftUI.Color {"]
        lines += colors.map { "    static var \($0.symbol): SwiftUI.Color { .init(DeveloperToolsSupport.ColorResource.\($0.symbol)) }" }
        lines += ["}", "", deprecated, "extension SwiftUI.Image {"]
        lines += images.map { "    static var \($0.symbol): SwiftUI.Image { .init(DeveloperToolsSupport.ImageResource.\($0.symbol)) }" }
        lines += ["}", "#endif", ""]
        return lines.joined(separator: "\n")
    }

    /// The names of the colorsets and imagesets in `catalog`, at any depth. Folders that do not
    /// provide a namespace do not add to the name, as in Xcode.
    private static func assetNames(in catalog: URL) throws -> (colors: [String], images: [String]) {
        var names: (colors: [String], images: [String]) = ([], [])
        let entries = FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: nil)
        while let entry = entries?.nextObject() as? URL {
            switch entry.pathExtension {
            case "colorset":
                names.colors.append(entry.deletingPathExtension().lastPathComponent)
            case "imageset":
                names.images.append(entry.deletingPathExtension().lastPathComponent)
            case "appiconset":
                continue
            case "symbolset", "dataset":
                throw Unsupported(description: "\(entry.path): the asset-symbol simulation models colorsets and imagesets only; extend it")
            case "json" where entry.deletingLastPathComponent() != catalog:
                let contents = try String(contentsOf: entry, encoding: .utf8)
                if contents.contains("provides-namespace") {
                    throw Unsupported(description: "\(entry.path): namespaced folders are not simulated; extend it")
                }
            default:
                continue
            }
        }
        return names
    }
}
