/// One concept's declarations, ready to be placed in a source file of the generated module.
///
/// Emitters produce sections instead of files, so the file layout is configuration: sections
/// with the same path (the layout's choice for their kind, else their default) become one file,
/// in emission order, under one header and one set of imports.
struct SourceSection {
    /// What the declarations need imported; it decides the file's imports and platform guard.
    enum Framework: Int, Comparable {
        /// Plain Swift, no import (namespace enums).
        case none
        /// Foundation only; builds everywhere, Linux included (the value layer).
        case foundation
        /// SwiftUI; the file is wrapped in `#if canImport(SwiftUI)`.
        case swiftUI
        /// UIKit and Core Animation; the file is wrapped in `#if canImport(UIKit) && !os(watchOS)`
        /// (watchOS has UIKit's colors and fonts but no Core Animation layers).
        case uiKit
        /// AppKit and Core Animation; the file is wrapped in
        /// `#if canImport(AppKit) && !targetEnvironment(macCatalyst)` (Mac Catalyst apps use UIKit).
        case appKit

        static func < (lhs: Framework, rhs: Framework) -> Bool { lhs.rawValue < rhs.rawValue }

        /// How diagnostics name code of this kind.
        var displayName: String {
            switch self {
            case .none: return "plain Swift"
            case .foundation: return "Foundation-only"
            case .swiftUI: return "SwiftUI"
            case .uiKit: return "UIKit"
            case .appKit: return "AppKit"
            }
        }
    }

    /// The layout key, or nil for a section that always stays at its default path.
    var kind: SourceSectionKind?
    /// The path below `Sources/<Module>/` when the layout does not move the section.
    var defaultPath: String
    var framework: Framework
    /// Modules imported after SwiftUI, each inside its own `#if canImport` (`UIKit`).
    var optionalImports: [String] = []
    /// The declarations, lines joined by newlines, without trailing empty lines or a final newline,
    /// in pieces that follow each other (`SwiftWriter.lineParts()`): a few large strings rather than
    /// a string per line, so the sections of a large token set stay small.
    var textParts: [String]

    init(
        _ kind: SourceSectionKind?, defaultPath: String, framework: Framework, optionalImports: [String] = [],
        writer: SwiftWriter
    ) {
        self.init(kind, defaultPath: defaultPath, framework: framework, optionalImports: optionalImports, textParts: writer.lineParts())
    }

    /// A section of `declarations`, rendered by `SwiftRenderer`.
    init(
        _ kind: SourceSectionKind?, defaultPath: String, framework: Framework, optionalImports: [String] = [],
        declarations: [SwiftDeclaration]
    ) {
        var writer = SwiftWriter()
        SwiftRenderer.write(declarations, into: &writer)
        self.init(kind, defaultPath: defaultPath, framework: framework, optionalImports: optionalImports, writer: writer)
    }

    private init(_ kind: SourceSectionKind?, defaultPath: String, framework: Framework, optionalImports: [String], textParts: [String]) {
        self.kind = kind
        self.defaultPath = defaultPath
        self.framework = framework
        self.optionalImports = optionalImports
        self.textParts = textParts
    }
}
