import Foundation

/// The `swiftc` driver of the toolchain running the tests, and a way to run it.
struct SwiftCompiler: Sendable {
    /// What one run of the compiler printed and how it exited.
    struct Output: Sendable {
        let exitStatus: Int32
        /// Standard output and standard error, interleaved.
        let text: String
    }

    /// The `swiftc` executable.
    let executable: URL

    /// Finds `swiftc` on `PATH`, which `swift test` inherits from the toolchain's environment.
    static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> SwiftCompiler {
        let searchPath = environment["PATH"] ?? ""
        let candidates = searchPath
            .split(separator: ":", omittingEmptySubsequences: true)
            .map { URL(fileURLWithPath: String($0), isDirectory: true).appending(path: "swiftc") }
        guard let executable = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw CompileCheckError.compilerNotFound(searchPath: searchPath)
        }
        return SwiftCompiler(executable: executable)
    }

    /// Runs the compiler to completion and captures everything it printed. The driver's own
    /// temporary files go to a folder removed afterwards (it leaves `TemporaryDirectory.*` folders
    /// in `TMPDIR` otherwise: thousands per test run).
    func run(_ arguments: [String]) throws -> Output {
        let scratch = FileManager.default.temporaryDirectory.appending(path: "dsys-swiftc-\(UUID().uuidString)", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": scratch.path]) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        // Drain the pipe before waiting, so a compiler printing more than the pipe buffer holds
        // cannot block.
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(exitStatus: process.terminationStatus, text: String(decoding: data, as: UTF8.self))
    }
}

/// Why the compile check could not run (as opposed to code failing to compile).
enum CompileCheckError: Error, CustomStringConvertible {
    case compilerNotFound(searchPath: String)
    case stubModuleFailed(module: String, output: String)

    var description: String {
        switch self {
        case .compilerNotFound(let searchPath):
            "no executable 'swiftc' on PATH (\(searchPath))"
        case .stubModuleFailed(let module, let output):
            "the \(module) stub module does not compile:\n\(output)"
        }
    }
}
