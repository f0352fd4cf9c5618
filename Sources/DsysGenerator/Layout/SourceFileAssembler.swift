import DsysOutput
import DsysSource

/// Turns sections into files: resolves each section's path through the file layout, groups the
/// sections that share a path (in emission order) and writes one header, one set of imports and,
/// for SwiftUI code, one `#if canImport(SwiftUI)` guard per file.
struct SourceFileAssembler {
    let context: EmitContext

    /// The files for `sections`; a file that would mix SwiftUI code with Foundation-only code
    /// (which must build on Linux) is an error, as is a layout path that is not a relative `.swift` path.
    /// Consumes `sections` and releases each file's sections once its text is built, so the lines
    /// of all sections and the texts of all files are never held at once.
    func files(_ sections: consuming [SourceSection], diagnostics: inout Diagnostics) -> [GeneratedFile] {
        var order: [String] = []
        var byPath: [String: [SourceSection]] = [:]
        for section in sections {
            let path = section.kind.flatMap { context.config.files[$0] } ?? section.defaultPath
            if byPath[path] == nil { order.append(path) }
            byPath[path, default: []].append(section)
        }
        return order.compactMap { path in
            let group = byPath.removeValue(forKey: path) ?? []
            let frameworks = Set(group.map(\.framework)).subtracting([.none])
            if frameworks.count > 1 {
                let kinds = group.compactMap { $0.kind?.configName }.map { "'\($0)'" }.joined(separator: ", ")
                let names = frameworks.sorted().map(\.displayName).joined(separator: " and ")
                diagnostics.error(
                    "the file layout puts \(names) code (\(kinds)) into '\(path)'",
                    hint: "give the value layer, the theme preference and the hex parser files of their own: they must build "
                        + "without SwiftUI; and the UIKit and AppKit layers files of their own: each must build without the other"
                )
                return nil
            }
            return GeneratedFile(path: context.sourcePath(path), textParts: textParts(path, group))
        }
    }

    /// The file's text: its header and imports, then the sections' texts as pieces of their own.
    private func textParts(_ path: String, _ group: [SourceSection]) -> [String] {
        let fileName = String(path.split(separator: "/").last ?? Substring(path))
        var writer = SwiftWriter()
        for line in context.header(fileName, inputs: SourceSectionInputs.inputs(of: group, in: context.system)) { writer.line(line) }
        writer.line("// swiftlint:disable all")
        writer.line()
        let framework = group.map(\.framework).max() ?? .none
        switch framework {
        case .none: break
        case .foundation:
            writer.line("import Foundation")
            writer.line()
        case .uiKit:
            writer.line("#if canImport(UIKit) && !os(watchOS)")
            writer.line("import UIKit")
            writer.line()
        case .appKit:
            writer.line("#if canImport(AppKit) && !targetEnvironment(macCatalyst)")
            writer.line("import AppKit")
            writer.line("import QuartzCore")
            writer.line()
        case .swiftUI:
            writer.line("#if canImport(SwiftUI)")
            writer.line("import SwiftUI")
            var imported: [String] = []
            for module in group.flatMap(\.optionalImports) where !imported.contains(module) {
                imported.append(module)
                writer.line("#if canImport(\(module))")
                writer.line("import \(module)")
                writer.line("#endif")
            }
            writer.line()
        }
        for (index, section) in group.enumerated() {
            if index > 0 { writer.line() }
            writer.embed(section.textParts)
        }
        if framework >= .swiftUI {
            writer.line()
            writer.line("#endif")
        }
        return writer.textParts()
    }
}
