import Foundation

/// Runs the built `dsys` executable, as a user would, and captures what it prints.
enum DsysProcess {
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// The `dsys` binary SwiftPM built next to the test bundle.
    static var executable: URL {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("dsys")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return ReferenceCase.repositoryRoot.appendingPathComponent(".build/debug/dsys")
    }

    /// Runs `program` (by default `dsys`) with `arguments` in `directory` and waits for it;
    /// `environment` replaces the variables it names.
    static func run(_ arguments: [String], in directory: URL, program: URL = executable,
                    environment: [String: String] = [:]) throws -> Result {
        let (process, output, error) = try start(arguments, in: directory, program: program, environment: environment)
        return finish(process, output: output, error: error)
    }

    /// Starts `dsys` with `arguments` in `directory` without waiting; `finish` collects it.
    static func start(_ arguments: [String], in directory: URL, program: URL = executable,
                      environment: [String: String] = [:]) throws -> (Process, output: Pipe, error: Pipe) {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        return (process, output, error)
    }

    /// Waits for a process `start` began and returns what it printed.
    static func finish(_ process: Process, output: Pipe, error: Pipe) -> Result {
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
                      standardError: String(decoding: errorData, as: UTF8.self))
    }
}
