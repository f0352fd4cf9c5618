import Foundation

/// One diagnostic printed by `swiftc -diagnostic-style=llvm`.
struct CompilerDiagnostic: Sendable, Equatable, CustomStringConvertible {
    enum Severity: String, Sendable {
        case error, warning, note, remark
    }

    /// The file the diagnostic points into; `nil` for diagnostics without a location.
    let file: URL?
    let line: Int
    let column: Int
    let severity: Severity
    let message: String

    var description: String {
        let location = file.map { "\($0.path):\(line):\(column): " } ?? ""
        return "\(location)\(severity.rawValue): \(message)"
    }

    /// Extracts the diagnostics from compiler output, ignoring source excerpts and other lines.
    static func parse(_ output: String) -> [CompilerDiagnostic] {
        let located = /^(.+?):(\d+):(\d+): (error|warning|note|remark): (.*)$/
        let unlocated = /^(error|warning|note|remark): (.*)$/
        return output.split(separator: "\n", omittingEmptySubsequences: true).compactMap { line in
            if let match = line.wholeMatch(of: located),
               let lineNumber = Int(match.2), let column = Int(match.3),
               let severity = Severity(rawValue: String(match.4)) {
                return CompilerDiagnostic(
                    file: URL(fileURLWithPath: String(match.1)),
                    line: lineNumber,
                    column: column,
                    severity: severity,
                    message: String(match.5)
                )
            }
            if let match = line.wholeMatch(of: unlocated), let severity = Severity(rawValue: String(match.1)) {
                return CompilerDiagnostic(file: nil, line: 0, column: 0, severity: severity, message: String(match.2))
            }
            return nil
        }
    }

    /// The same diagnostic pointing into `file` instead.
    func relocated(to file: URL) -> CompilerDiagnostic {
        CompilerDiagnostic(file: file, line: line, column: column, severity: severity, message: message)
    }
}
