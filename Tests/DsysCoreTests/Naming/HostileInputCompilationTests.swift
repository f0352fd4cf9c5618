import DsysCore
import Foundation
import Testing

/// Writes hostile input into a real Swift file as string and number literals, identifiers and doc
/// comments, compiles it with swiftc (Swift 6 mode, warnings as errors) and runs it: every value
/// must come back exactly, and nothing may break out of its literal or comment.
@Suite struct HostileInputCompilationTests {
    static let hostileStrings: [String] = [
        "\"", "\\", "\n", "\r\n", "*/", "/* open", "\\(x)", "\"#", "#\"", "\\#(boom)", "\"\"\"", "\0", "\u{7}",
        "\u{1B}[31m", "\u{7F}\u{85}", "\u{2028}", "\u{2029}", "😀", "👨‍👩‍👧", "🇺🇸", "❤️", "שלום עולם", "مرحبا",
        "\u{202E}evil\u{202C}", "\u{FEFF}", "\u{FFFE}", "\u{10FFFF}", "\u{301}lead", "café", "naïve-name", "日本語",
        "", "$$$", "2xl", "100", "default", "class", "self", "Self", "Type", "init", "Protocol", "Any", "Swift",
        "SwiftUI", "Foundation", "ALLCAPS", "HTTP_Proxy", "a.b/c d", "_", "__",
    ]

    static let numbers: [Double] = [
        0, -0.0, 16, -4, 0.1, 1.0 / 3, 1e-7, 1e15, 1e16, 123_456.789, 0x1p53, 0x1p53 + 2, .leastNonzeroMagnitude,
        -Double.leastNormalMagnitude / 2, .leastNormalMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
    ]

    /// Every newline kind followed by code that fails to compile if it ever leaves the comment.
    static let commentBreakout = ["\n", "\r", "\r\n", "\u{B}", "\u{C}", "\u{85}", "\u{2028}", "\u{2029}"]
        .map { "\($0)#error(\"escaped from a doc comment\") */" }
        .joined()

    @Test func hostileValuesCompileAndRoundTrip() throws {
        let generator = SwiftNameGenerator()
        var source = "import Foundation\n\nenum Strings {\n"
        var mainBody: [String] = []
        var expected: [String] = []

        for (index, text) in Self.hostileStrings.enumerated() {
            source += DocComment.render(text + Self.commentBreakout, indentation: "    ")
            source += "    static let s\(index): String = \(SwiftLiteral.string(text))\n"
            mainBody.append("print(scalars(Strings.s\(index)))")
            expected.append(text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))
        }
        source += "}\n\nenum Numbers {\n"
        for (index, number) in Self.numbers.enumerated() {
            let literal = try #require(SwiftLiteral.double(number))
            source += "    static let d\(index): Double = \(literal)\n"
            source += "    static let c\(index): CGFloat = \(literal)\n"
            mainBody.append("print(String(Numbers.d\(index).bitPattern, radix: 16), String(Double(Numbers.c\(index)).bitPattern, radix: 16))")
            let bits = String((number == 0 ? 0 : number).bitPattern, radix: 16)
            expected.append("\(bits) \(bits)")
        }
        source += "}\n\nenum Names {\n"
        for (index, text) in Self.hostileStrings.enumerated() {
            let type = generator.typeName([text]).rendered
            let member = generator.memberName([text]).rendered
            source += """
                    enum N\(index) {
                        enum \(type) {
                            static let \(member): Int = \(index)
                            static var viaModule: Int { Swift.max(\(member), 0) }
                        }
                        enum Functions { static func \(member)() -> Int { \(index) } }
                        enum CaseList: Int { case \(member) = \(index) }
                    }

                """
            let path = "Names.N\(index)"
            mainBody.append("print(\(path).\(type).\(member), \(path).\(type).viaModule, \(path).Functions.\(member)(), (.\(member) as \(path).CaseList).rawValue)")
            expected.append(Array(repeating: String(index), count: 4).joined(separator: " "))
        }
        source += "}\n\n@main struct Main {\n    static func main() {\n"
        source += mainBody.map { "        \($0)\n" }.joined()
        source += "    }\n\n    static func scalars(_ text: String) -> String {\n"
        source += "        text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: \" \")\n    }\n}\n"

        let output = try Self.compileAndRun(source)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.dropLast() == expected[...], "program printed:\n\(output)")
        #expect(lines.last == "")
    }

    // MARK: - Running swiftc

    private struct CommandFailed: Error, CustomStringConvertible {
        var description: String
    }

    /// Compiles `source` as a program (Swift 6, warnings as errors) and returns what it prints.
    static func compileAndRun(_ source: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("dsys-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Hostile.swift")
        let executable = directory.appendingPathComponent("hostile")
        try Data(source.utf8).write(to: file)
        _ = try run(swiftcURL(), [
            "-parse-as-library", "-swift-version", "6", "-warnings-as-errors", "-Onone",
            file.path, "-o", executable.path,
        ])
        return try run(executable, [])
    }

    /// `swiftc` from `PATH`, else the toolchain's usual place.
    private static func swiftcURL() -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let found = path.split(separator: ":")
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
        return found ?? URL(fileURLWithPath: "/opt/swift/usr/bin/swiftc")
    }

    /// Runs a program and returns what it wrote to standard output and error; throws with that
    /// text if it exits unsuccessfully.
    private static func run(_ executable: URL, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let output = String(decoding: data, as: UTF8.self)
        guard process.terminationStatus == 0 else {
            throw CommandFailed(description: "\(executable.lastPathComponent) failed:\n\(output)")
        }
        return output
    }
}
