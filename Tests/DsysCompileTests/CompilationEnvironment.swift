import Foundation

/// The interface stub modules (`Combine`, `DeveloperToolsSupport`, `QuartzCore`, `UIKit` or `AppKit`,
/// `Observation`, `SwiftUI`) compiled into one directory that `swiftc -I` can search.
///
/// The modules are built at most once per test process. The directory is named after a hash of
/// the compiler version and the stub sources, so later test runs reuse it while nothing changed,
/// and an edited stub gets a fresh directory.
struct CompilationEnvironment: Sendable {
    /// The platform the stub SDK stands for: its UI framework is the only difference.
    enum Platform: Sendable {
        /// iOS: UIKit, no AppKit (`#if canImport(UIKit)` is true).
        case iOS
        /// macOS: AppKit, no UIKit (`#if canImport(AppKit)` is true, `canImport(UIKit)` false).
        case macOS

        /// The stub modules in dependency order: each may import the ones before it.
        var stubModules: [String] {
            let uiFramework = self == .iOS ? "UIKit" : "AppKit"
            return ["Combine", "DeveloperToolsSupport", "QuartzCore", uiFramework, "Observation", "SwiftUI"]
        }
    }

    let compiler: SwiftCompiler
    /// Holds `<Module>.swiftmodule` for every stub module.
    let modulesDirectory: URL

    /// The environment of `platform` shared by all tests of this process, built on first use. A
    /// Swift global is initialized exactly once even when several tests ask for it concurrently.
    static func shared(_ platform: Platform = .iOS) throws -> CompilationEnvironment {
        switch platform {
        case .iOS: return try sharedIOS.get()
        case .macOS: return try sharedMacOS.get()
        }
    }

    private static let sharedIOS = Result {
        try build(stubsDirectory: RepositoryLayout.stubsDirectory, compiler: try SwiftCompiler.locate())
    }

    private static let sharedMacOS = Result {
        try build(stubsDirectory: RepositoryLayout.stubsDirectory, compiler: try SwiftCompiler.locate(), platform: .macOS)
    }

    /// Compiles the stub modules of `platform` found under `stubsDirectory`, or reuses an
    /// identical earlier build.
    static func build(stubsDirectory: URL, compiler: SwiftCompiler, platform: Platform = .iOS) throws -> CompilationEnvironment {
        let sources = try platform.stubModules.map { module in
            (module, try swiftFiles(in: stubsDirectory.appending(path: module, directoryHint: .isDirectory)))
        }
        let version = try compiler.run(["--version"]).text
        let key = try contentHash(compilerVersion: version, sources: sources.flatMap(\.1))
        let fileManager = FileManager.default
        let modulesDirectory = fileManager.temporaryDirectory
            .appending(path: "dsys-stub-sdk-\(key)", directoryHint: .isDirectory)
        if fileManager.fileExists(atPath: modulesDirectory.path) {
            return CompilationEnvironment(compiler: compiler, modulesDirectory: modulesDirectory)
        }

        // Build into a private directory and move it into place, so a concurrent test process
        // never sees a half-built one.
        let staging = fileManager.temporaryDirectory
            .appending(path: "dsys-stub-sdk-\(key)-\(UUID().uuidString)", directoryHint: .isDirectory)
        try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
        defer { try? fileManager.removeItem(at: staging) }
        for (module, files) in sources {
            let output = try compiler.run([
                "-emit-module", "-wmo", "-parse-as-library", "-swift-version", "6",
                // Apple's frameworks are built with library evolution: their enums are not frozen,
                // so a `switch` over `ColorScheme` needs `@unknown default`, as in Xcode.
                "-enable-library-evolution",
                "-module-name", module,
                "-emit-module-path", staging.appending(path: "\(module).swiftmodule").path,
                "-I", staging.path,
                "-diagnostic-style=llvm", "-no-color-diagnostics",
            ] + files.map(\.path))
            guard output.exitStatus == 0 else {
                throw CompileCheckError.stubModuleFailed(module: module, output: output.text)
            }
        }
        do {
            try fileManager.moveItem(at: staging, to: modulesDirectory)
        } catch where fileManager.fileExists(atPath: modulesDirectory.path) {
            // Another process finished the same build first; its result is identical.
        }
        return CompilationEnvironment(compiler: compiler, modulesDirectory: modulesDirectory)
    }

    /// The `.swift` files directly inside `directory`, in a stable order.
    private static func swiftFiles(in directory: URL) throws -> [URL] {
        try FileManager.default
            .contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// A 64-bit FNV-1a hash, in hex, of the compiler version and each source's name and bytes.
    private static func contentHash(compilerVersion: String, sources: [URL]) throws -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ bytes: some Sequence<UInt8>) {
            for byte in bytes {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            }
        }
        mix(compilerVersion.utf8)
        for source in sources {
            mix(source.path.utf8)
            mix(try Data(contentsOf: source))
        }
        return String(hash, radix: 16)
    }
}
