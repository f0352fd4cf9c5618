/// `.dsys-manifest`: the files dsys wrote into an output folder, one path a line.
///
/// The manifest lives in a folder users and other tools can edit, so it is data dsys checks, never
/// trusts: every entry must be a valid `OutputPath`; other lines are ignored with a warning and
/// never acted on.
struct OutputManifest {
    /// The valid entries.
    var paths: Set<OutputPath> = []
    /// One line per ignored entry, for the run's report.
    var warnings: [String] = []

    /// The manifest text of `paths`, sorted bytewise.
    static func text(of paths: [OutputPath]) -> [UInt8] {
        var text = "# Files written by dsys generate. dsys removes a listed file when it no longer generates it.\n"
        for path in paths.map(\.text).sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            text += path + "\n"
        }
        return Array(text.utf8)
    }

    /// Parses manifest bytes; `displayPath` names the file in warnings.
    init(bytes: [UInt8], displayPath: String) {
        var lineNumber = 0
        for line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            guard !line.isEmpty, line.first != UInt8(ascii: "#") else { continue }
            let text = String(decoding: line, as: UTF8.self)
            if String(validating: line, as: UTF8.self) != nil, let path = OutputPath(validating: text) {
                paths.insert(path)
            } else {
                let reason = OutputPath.problem(in: text) ?? "the line is not valid UTF-8"
                warnings.append("\(displayPath):\(lineNumber): ignoring the entry \(Self.quoted(line)): \(reason)")
            }
        }
    }

    init() {}

    /// The bytes of a line for a message: printable ASCII as is, everything else as `\u{…}`/`\x…`.
    private static func quoted(_ line: ArraySlice<UInt8>) -> String {
        var result = "'"
        for byte in line.prefix(200) {
            if (0x20..<0x7F).contains(byte), byte != UInt8(ascii: "\\") {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += "\\x" + (byte < 16 ? "0" : "") + String(byte, radix: 16)
            }
        }
        return result + (line.count > 200 ? "…'" : "'")
    }
}
