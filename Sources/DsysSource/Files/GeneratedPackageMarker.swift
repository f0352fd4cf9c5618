#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The file that marks a folder as a package dsys generated: its manifest. Input reading (which
/// never reads a generated package) and output writing (which owns it) share this one name.
public enum GeneratedPackageMarker {
    /// Lists the files dsys wrote, one validated relative path a line (`OutputManifest`).
    public static let fileName = ".dsys-manifest"

    /// Whether the folder at `path` is a package dsys generated (it holds a manifest entry). Such a
    /// folder is never read as input, also when it lies inside an input folder: its colorsets are
    /// not tokens, and reading them would make every run rewrite its own output.
    public static func isGeneratedPackage(_ path: String) -> Bool {
        var status = stat()
        return lstat(path.hasSuffix("/") ? path + fileName : path + "/" + fileName, &status) == 0
    }
}
