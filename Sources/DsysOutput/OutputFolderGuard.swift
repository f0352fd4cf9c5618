import Foundation

/// Refuses output folders where writing a package is almost certainly a mistake: the file-system
/// root, the home folder, and a folder that looks like a project's root (it has `Package.swift`,
/// `.git`, an Xcode project or workspace) but no `.dsys-manifest`, so its files are not dsys's. A
/// folder an interrupted dsys run left staging for is dsys's: the run repairs it.
public enum OutputFolderGuard {
    /// Why dsys should not write into `path` without `--force`, or `nil`.
    public static func refusal(for path: String) -> String? {
        let fileManager = FileManager.default
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
        if resolved == "/" {
            return "refusing to generate into '\(path)', the root of the file system; choose a package folder such as ./DesignSystem (or pass --force)"
        }
        let homes = [ProcessInfo.processInfo.environment["HOME"], NSHomeDirectory()].compactMap { $0 }.filter { !$0.isEmpty }
        if homes.contains(where: { URL(fileURLWithPath: $0).resolvingSymlinksInPath().standardizedFileURL.path == resolved }) {
            return "refusing to generate into '\(path)', your home folder; choose a package folder such as ./DesignSystem (or pass --force)"
        }
        let sibling = OutputFolderLayout.parentAndName(of: OutputRootPath.normalized(path))
            .map { $0.parent + "/" + OutputFolderLayout.stagingSiblingName(of: $0.name) }
        let dsysEntries = [(path as NSString).appendingPathComponent(OutputFolderLayout.manifestName),
                           (path as NSString).appendingPathComponent(OutputFolderLayout.stagingName)] + (sibling.map { [$0] } ?? [])
        guard !dsysEntries.contains(where: fileManager.fileExists(atPath:)),
              let entries = try? fileManager.contentsOfDirectory(atPath: path) else { return nil }
        let markers = entries.filter { ["Package.swift", ".git"].contains($0) || $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }
        guard let marker = markers.sorted().first else { return nil }
        return "refusing to generate into '\(path)': it holds '\(marker)' and no \(OutputFolderLayout.manifestName), so it looks like "
            + "a project's root that dsys did not write; choose a package folder such as ./DesignSystem (or pass --force)"
    }
}
