import Foundation

/// Runs another program and captures what it prints (git for `dsys diff --from`; dsys itself in
/// the tests).
public enum ExternalProgram {
    /// What a finished program returned.
    public struct Result: Sendable {
        public var status: Int32
        public var standardOutput: String
        public var standardError: String
    }

    /// A started program and the pipes it prints into.
    public typealias Running = (process: Process, output: Pipe, error: Pipe)

    /// Runs `program` with `arguments` in `folder` and waits for it; `environment` replaces the
    /// variables it names. Throws when the program cannot start.
    public static func run(_ program: URL, _ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws -> Result {
        finish(try start(program, arguments, in: folder, environment: environment))
    }

    /// Starts `program` without waiting; `finish` collects it.
    public static func start(_ program: URL, _ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws -> Running {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.currentDirectoryURL = folder
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        return (process, output, error)
    }

    /// Waits for a program `start` began and returns what it printed.
    public static func finish(_ running: Running) -> Result {
        let outputData = running.output.fileHandleForReading.readDataToEndOfFile()
        let errorData = running.error.fileHandleForReading.readDataToEndOfFile()
        running.process.waitUntilExit()
        return Result(status: running.process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
                      standardError: String(decoding: errorData, as: UTF8.self))
    }
}
