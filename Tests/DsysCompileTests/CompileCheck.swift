import Foundation

/// Type-checks Swift sources against the stub SDK the way Xcode would compile them for an
/// iOS 16 target: Swift 6 language mode, warnings as errors, `DEBUG` defined, never linked.
struct CompileCheck: Sendable {
    /// Compilation settings that differ between kinds of checked code.
    struct Options: Sendable {
        /// Emulate a SwiftPM target: define `SWIFT_PACKAGE`.
        var isSwiftPackageTarget = false
        /// Emulate a SwiftPM target with resources: add the `Bundle.module` accessor SwiftPM
        /// synthesizes for such targets.
        var hasResources = false
        /// The target's asset catalogs: Xcode 15+ compiles the symbols it generates for them
        /// with the target (see `XcodeAssetSymbolsSimulation`).
        var assetCatalogs: [URL] = []
        /// Further directories holding `.swiftmodule`s the sources import.
        var moduleSearchPaths: [URL] = []

        /// A SwiftPM library target, with or without resources.
        static func swiftPackageTarget(hasResources: Bool, moduleSearchPaths: [URL] = []) -> Options {
            Options(isSwiftPackageTarget: true, hasResources: hasResources, moduleSearchPaths: moduleSearchPaths)
        }

        /// The SwiftPM library target `module`, as Xcode builds it.
        static func swiftPackageTarget(_ module: GeneratedModule, moduleSearchPaths: [URL]) -> Options {
            Options(isSwiftPackageTarget: true, hasResources: module.hasResources,
                    assetCatalogs: module.assetCatalogs, moduleSearchPaths: moduleSearchPaths)
        }
    }

    let environment: CompilationEnvironment

    /// The most one expression or function body of generated code may take to type-check (generous,
    /// so a loaded 2-core CI machine does not fail; typical generated bodies take well under 10 ms).
    static let typeCheckBudgetMilliseconds = 300

    /// The check every test shares, over the process-wide stub modules of `platform`.
    static func shared(_ platform: CompilationEnvironment.Platform = .iOS) throws -> CompileCheck {
        CompileCheck(environment: try CompilationEnvironment.shared(platform))
    }

    /// Checks `files` as one module named `moduleName` through SIL generation and the mandatory
    /// SIL passes (`-emit-sil`), which report what type-checking alone does not: a missing
    /// `return`, a constant used before it is initialized, unreachable code. Diagnostics point
    /// into the given files, even where a file had to be rewritten (see `PreviewMacroRewriter`).
    func typecheck(files: [URL], moduleName: String, options: Options = Options()) throws -> CompileResult {
        // `-wmo` runs one frontend over all files, so every file's errors are reported (the
        // batch-mode driver stops after the first failing batch).
        try compile(["-emit-sil", "-wmo", "-o", "/dev/null"], files: files, moduleName: moduleName, options: options)
    }

    /// Compiles `files` into `directory/<moduleName>.swiftmodule`, so another module can import
    /// it. Like `typecheck`, this type-checks everything and fails on the same diagnostics.
    func emitModule(files: [URL], moduleName: String, into directory: URL, options: Options = Options()) throws -> CompileResult {
        let modulePath = directory.appending(path: "\(moduleName).swiftmodule").path
        return try compile(["-emit-module", "-wmo", "-emit-module-path", modulePath], files: files, moduleName: moduleName, options: options)
    }

    private func compile(_ mode: [String], files: [URL], moduleName: String, options: Options) throws -> CompileResult {
        let fileManager = FileManager.default
        let scratch = fileManager.temporaryDirectory
            .appending(path: "dsys-compile-check-\(UUID().uuidString)", directoryHint: .isDirectory)
        try fileManager.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? fileManager.removeItem(at: scratch) }

        let prepared = try prepareSources(files, in: scratch, options: options)
        var arguments = mode + [
            "-parse-as-library", "-swift-version", "6", "-warnings-as-errors",
            "-module-name", moduleName,
            "-I", environment.modulesDirectory.path,
            "-D", "DEBUG",
            "-diagnostic-style=llvm", "-no-color-diagnostics",
        ]
        if options.isSwiftPackageTarget {
            arguments += ["-D", "SWIFT_PACKAGE"]
            // Generated code must stay cheap to type-check: an expression or function body that
            // takes longer than this is a warning, and so an error here.
            arguments += ["-Xfrontend", "-warn-long-expression-type-checking=\(Self.typeCheckBudgetMilliseconds)",
                          "-Xfrontend", "-warn-long-function-bodies=\(Self.typeCheckBudgetMilliseconds)"]
        }
        arguments += options.moduleSearchPaths.flatMap { ["-I", $0.path] }
        arguments += prepared.compiledFiles.map(\.path)

        let output = try environment.compiler.run(arguments)
        let diagnostics = CompilerDiagnostic.parse(output.text).map { diagnostic in
            guard let file = diagnostic.file, let original = prepared.originals[file.standardizedFileURL.path] else {
                return diagnostic
            }
            return diagnostic.relocated(to: original)
        }
        return CompileResult(exitStatus: output.exitStatus, diagnostics: diagnostics, output: output.text)
    }

    /// The files to hand to the compiler, and which original file each rewritten copy stands for.
    private struct PreparedSources {
        var compiledFiles: [URL] = []
        /// Standardized path of a copy in the scratch directory → the file it was made from.
        var originals: [String: URL] = [:]
    }

    private func prepareSources(_ files: [URL], in scratch: URL, options: Options) throws -> PreparedSources {
        var prepared = PreparedSources()
        for (index, file) in files.enumerated() {
            let source = try String(contentsOf: file, encoding: .utf8)
            guard PreviewMacroRewriter.needsRewrite(source) else {
                prepared.compiledFiles.append(file)
                continue
            }
            // One folder per file keeps the original file name (and so `#fileID`) unique.
            let folder = scratch.appending(path: "\(index)", directoryHint: .isDirectory)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let copy = folder.appending(path: file.lastPathComponent)
            try PreviewMacroRewriter.rewrite(source).write(to: copy, atomically: true, encoding: .utf8)
            prepared.compiledFiles.append(copy)
            prepared.originals[copy.standardizedFileURL.path] = file
        }
        if options.hasResources {
            let accessor = scratch.appending(path: "resource_bundle_accessor.swift")
            try Self.resourceBundleAccessor.write(to: accessor, atomically: true, encoding: .utf8)
            prepared.compiledFiles.append(accessor)
        }
        if !options.assetCatalogs.isEmpty {
            let symbols = scratch.appending(path: "GeneratedAssetSymbols.swift")
            try XcodeAssetSymbolsSimulation.source(for: options.assetCatalogs).write(to: symbols, atomically: true, encoding: .utf8)
            prepared.compiledFiles.append(symbols)
        }
        return prepared
    }

    /// Stands in for the `Bundle.module` accessor SwiftPM generates for a target with resources.
    private static let resourceBundleAccessor = """
        import Foundation

        extension Foundation.Bundle {
            static var module: Bundle { Bundle.main }
        }

        """
}

/// The outcome of one compiler run.
struct CompileResult: Sendable {
    let exitStatus: Int32
    let diagnostics: [CompilerDiagnostic]
    /// Everything the compiler printed, for failure messages.
    let output: String

    var succeeded: Bool { exitStatus == 0 }

    var errors: [CompilerDiagnostic] {
        diagnostics.filter { $0.severity == .error }
    }

    /// The errors, one per line, or the raw output when the compiler failed without any.
    var summary: String {
        let lines = errors.map(\.description)
        return lines.isEmpty ? output : lines.joined(separator: "\n")
    }
}
