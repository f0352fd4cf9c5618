/// The output folder's path as every check and every write uses it.
///
/// A path that ends in `/` or `/.` names what a final symbolic link points to, so `Out/` would
/// pass the "is it a link" check that `Out` fails and then be opened through the link. The path is
/// therefore normalised once, before any check: `.` components, repeated and trailing slashes go.
public enum OutputRootPath {
    /// `path` without `.` components and without repeated or trailing slashes (`DS/` → `DS`,
    /// `./a//b/.` → `a/b`, `/` stays `/`, and a path of dots alone becomes `.`).
    public static func normalized(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        let components = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        let joined = components.joined(separator: "/")
        if isAbsolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }
}
