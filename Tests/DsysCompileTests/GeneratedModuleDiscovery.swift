import Foundation

/// Finds the Swift modules dsys generated into the checkout: every `Sources/<Module>/` folder below
/// `Examples/` and `Tests/DsysReferenceTests/Fixtures/`. An example's `Usage/*.swift` files (code
/// written the way its design document uses the API) are type-checked as part of its module.
enum GeneratedModuleDiscovery {
    /// Every generated module under the checkout at `root`, sorted by path.
    static func modules(under root: URL) -> [GeneratedModule] {
        let examples = sourcesDirectories(anywhereUnder: root.appending(path: "Examples", directoryHint: .isDirectory))
        let referenceFixtures = sourcesDirectories(
            anywhereUnder: root.appending(path: "Tests/DsysReferenceTests/Fixtures", directoryHint: .isDirectory)
        )
        return (examples + referenceFixtures)
            .flatMap(subdirectories(of:))
            .compactMap(GeneratedModule.init(directory:))
            .map { $0.addingUsageFiles(usageFiles(besidePackageOf: $0)) }
            .sorted { $0.directory.path < $1.directory.path }
    }

    /// `<example>/Usage/*.swift` for a module at `<example>/<Package>/Sources/<Module>`.
    static func usageFiles(besidePackageOf module: GeneratedModule) -> [URL] {
        swiftFiles(in: "Usage", besidePackageOf: module)
    }

    /// `<example>/Usage/MustNotCompile/*.swift`: usage that must fail to compile with the module
    /// (a misspelled token, for example), one file a negative control.
    static func rejectedUsageFiles(besidePackageOf module: GeneratedModule) -> [URL] {
        swiftFiles(in: "Usage/MustNotCompile", besidePackageOf: module)
    }

    /// Every rejected usage file of every module under `root`, with its module.
    static func rejectedUsage(under root: URL) -> [RejectedUsage] {
        modules(under: root).flatMap { module in
            rejectedUsageFiles(besidePackageOf: module).map { RejectedUsage(module: module, control: NegativeControl(file: $0)) }
        }
    }

    /// The `.swift` files directly in `<example>/<folder>`, for a module at
    /// `<example>/<Package>/Sources/<Module>`.
    private static func swiftFiles(in folder: String, besidePackageOf module: GeneratedModule) -> [URL] {
        let example = module.directory.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let usage = example.appending(path: folder, directoryHint: .isDirectory)
        let files = (try? FileManager.default.contentsOfDirectory(at: usage, includingPropertiesForKeys: nil)) ?? []
        return files.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }

    /// The modules `module` imports from its own `Sources` folder, each after the modules it
    /// imports itself, so they can be compiled in this order. Throws on an import cycle.
    static func siblingDependencies(of module: GeneratedModule, in all: [GeneratedModule]) throws -> [GeneratedModule] {
        let siblingsByName = Dictionary(
            all.filter { $0.directory.deletingLastPathComponent() == module.directory.deletingLastPathComponent() }
                .map { ($0.name, $0) },
            uniquingKeysWith: { first, _ in first }
        )
        var ordered: [GeneratedModule] = []
        var visiting: Set<String> = [module.name]
        func visit(_ dependency: GeneratedModule) throws {
            guard !ordered.contains(dependency) else { return }
            guard visiting.insert(dependency.name).inserted else {
                throw DependencyCycle(module: dependency.name)
            }
            for name in dependency.importedModules.sorted() {
                if let next = siblingsByName[name] { try visit(next) }
            }
            visiting.remove(dependency.name)
            ordered.append(dependency)
        }
        for name in module.importedModules.sorted() {
            if let dependency = siblingsByName[name] { try visit(dependency) }
        }
        return ordered
    }

    /// Two generated modules that import each other, which SwiftPM rejects too.
    struct DependencyCycle: Error, CustomStringConvertible {
        let module: String
        var description: String { "import cycle through module \(module)" }
    }

    /// Every folder named `Sources` below `directory` (hidden folders such as `.build` skipped).
    private static func sourcesDirectories(anywhereUnder directory: URL) -> [URL] {
        var found: [URL] = []
        let contents = FileManager.default.enumerator(
            at: directory,
            includingPropertiesForKeys: [.isDirectoryKey],
            options: [.skipsHiddenFiles]
        )
        while let url = contents?.nextObject() as? URL {
            if url.lastPathComponent == "Sources", isDirectory(url) {
                found.append(url)
                contents?.skipDescendants()
            }
        }
        return found
    }

    /// The non-hidden folders directly inside `directory`; empty when it does not exist.
    private static func subdirectories(of directory: URL) -> [URL] {
        let contents = (try? FileManager.default.contentsOfDirectory(
            at: directory,
            includingPropertiesForKeys: [.isDirectoryKey],
            options: [.skipsHiddenFiles]
        )) ?? []
        return contents.filter(isDirectory).sorted { $0.path < $1.path }
    }

    private static func isDirectory(_ url: URL) -> Bool {
        (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true
    }
}
