/// Turns `#Preview` macro uses into declarations the stub SwiftUI module can type-check.
///
/// A real stub macro would need a swift-syntax compiler plugin (minutes of build time). Instead,
/// a `#Preview` that starts a line becomes `private let _dsysPreviewL<line> = _DsysPreviewMacro`,
/// whose initializers carry the macro's parameter types, so `#Preview("Name") { body }` is
/// checked as a call with the same closure type (main actor, view builder, `any View`).
/// Only the start of the line changes: line numbers in diagnostics stay the same.
enum PreviewMacroRewriter {
    /// The macro as written in source.
    static let macro = "#Preview"
    /// The stub type declared in `Stubs/SwiftUI/Preview.swift`.
    static let standInType = "_DsysPreviewMacro"

    /// Whether `source` may contain a preview to rewrite.
    static func needsRewrite(_ source: String) -> Bool {
        source.contains(macro)
    }

    /// `source` with every line-leading `#Preview` replaced by a stand-in declaration.
    static func rewrite(_ source: String) -> String {
        source
            .split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated()
            .map { index, line in rewriteLine(line, lineNumber: index + 1) }
            .joined(separator: "\n")
    }

    private static func rewriteLine(_ line: Substring, lineNumber: Int) -> String {
        let indentation = line.prefix(while: { $0 == " " || $0 == "\t" })
        let code = line.dropFirst(indentation.count)
        guard code.hasPrefix(macro) else { return String(line) }
        let rest = code.dropFirst(macro.count)
        if let next = rest.first, next.isLetter || next.isNumber || next == "_" {
            return String(line)
        }
        return "\(indentation)private let _dsysPreviewL\(lineNumber) = \(standInType)\(rest)"
    }
}
