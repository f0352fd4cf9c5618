import DsysCore
import Foundation

/// Runs the built `dsys` executable, as a user would, and captures what it prints.
enum DsysProcess {
    typealias Result = ExternalProgram.Result

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
        try ExternalProgram.run(program, arguments, in: directory, environment: environment)
    }

    /// Starts `dsys` with `arguments` in `directory` without waiting; `finish` collects it.
    static func start(_ arguments: [String], in directory: URL, program: URL = executable) throws -> ExternalProgram.Running {
        try ExternalProgram.start(program, arguments, in: directory)
    }

    /// Waits for a process `start` began and returns what it printed.
    static func finish(_ process: Process, output: Pipe, error: Pipe) -> Result {
        ExternalProgram.finish((process, output, error))
    }
}
