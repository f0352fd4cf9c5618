import Foundation

extension CompileCheck {
    /// Type-checks a generated module the way `swift build` would see it: as a SwiftPM target
    /// (with `Bundle.module` when it has resources, and the symbols Xcode generates for its asset catalogs), after compiling the sibling modules it
    /// imports from the same package. Returns the first failing compilation.
    func typecheck(_ module: GeneratedModule, among all: [GeneratedModule]) throws -> CompileResult {
        let dependencies = try GeneratedModuleDiscovery.siblingDependencies(of: module, in: all)
        let fileManager = FileManager.default
        let builtModules = fileManager.temporaryDirectory
            .appending(path: "dsys-generated-modules-\(UUID().uuidString)", directoryHint: .isDirectory)
        try fileManager.createDirectory(at: builtModules, withIntermediateDirectories: true)
        defer { try? fileManager.removeItem(at: builtModules) }

        for dependency in dependencies {
            let result = try emitModule(
                files: dependency.sourceFiles,
                moduleName: dependency.name,
                into: builtModules,
                options: .swiftPackageTarget(dependency, moduleSearchPaths: [builtModules])
            )
            guard result.succeeded else { return result }
        }
        return try typecheck(
            files: module.sourceFiles,
            moduleName: module.name,
            options: .swiftPackageTarget(module, moduleSearchPaths: [builtModules])
        )
    }
}
