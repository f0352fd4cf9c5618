/// A path inside the output folder, checked before dsys uses it: relative, made of non-empty
/// components that are not `.` or `..`, without control characters (newline, NUL, …) or
/// backslashes, and not inside dsys's own bookkeeping names (`.dsys-manifest`, `.dsys-staging`).
///
/// Generated paths, manifest entries and journal entries all pass through this check; a string that
/// fails it is never turned into a file-system operation.
public struct OutputPath: Hashable, Sendable {
    /// The components, outermost first.
    public let components: [String]

    /// The path with `/` between components (kept, because plans sort and look up by it).
    public let text: String

    /// The top-level entry of the output folder this path lives in.
    public var topLevel: String { components[0] }

    /// Whether this path lies inside the folder at `folder` (at any depth).
    func isInside(_ folder: OutputPath) -> Bool {
        components.count > folder.components.count && components.starts(with: folder.components)
    }

    public static func == (lhs: OutputPath, rhs: OutputPath) -> Bool { lhs.text == rhs.text }

    public func hash(into hasher: inout Hasher) { hasher.combine(text) }

    /// Checks `text`; `nil` when it is not a safe path inside the output folder.
    public init?(validating text: String) {
        guard Self.problem(in: text) == nil else { return nil }
        self.text = text
        components = text.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).map { String(Substring($0)) }
    }

    private init(components: [String], text: String) {
        self.components = components
        self.text = text
    }

    /// The folder made of this path's first `count` components, whose text is `text`: a folder of a
    /// valid path is a valid path, so it is not checked again.
    func folder(_ count: Int, text: String) -> OutputPath {
        precondition(count > 0 && count < components.count, "a folder of a path has fewer components")
        return OutputPath(components: Array(components[..<count]), text: text)
    }

    /// A generated file's path, checked and added to `seen`; a bad path, or one already in `seen`,
    /// is a bug in a generator or config and stops the run.
    static func generated(_ text: String, seen: inout Set<String>) throws -> OutputPath {
        guard let path = OutputPath(validating: text) else {
            throw OutputError("refusing to write '\(text.debugDescription)': \(problem(in: text) ?? "")"
                              + "; generated paths must stay inside the output folder")
        }
        guard seen.insert(text).inserted else { throw OutputError("two generated files have the path '\(text)'") }
        return path
    }

    /// Why `text` is not a safe relative path inside the output folder, or `nil` when it is. One
    /// pass over the bytes, allocating nothing for a good path: every generated path and every
    /// entry of the no-op check's record passes through here.
    public static func problem(in text: String) -> String? {
        let (slash, dot, backslash) = (UInt8(ascii: "/"), UInt8(ascii: "."), UInt8(ascii: "\\"))
        if text.utf8.isEmpty { return "the path is empty" }
        if text.utf8.first == slash { return "the path is absolute" }
        var (hasSuspectByte, hasEmptyComponent, hasDotComponent, hasLongComponent) = (false, false, false, false)
        var (length, dots) = (0, 0)
        func endComponent() {
            if length == 0 { hasEmptyComponent = true }
            if length == dots && length <= 2 { hasDotComponent = true }
            if length > 255 { hasLongComponent = true }
            (length, dots) = (0, 0)
        }
        for byte in text.utf8 {
            if byte < 0x20 || byte == 0x7F || byte == backslash || byte >= 0x80 { hasSuspectByte = true }
            if byte == slash {
                endComponent()
            } else {
                length += 1
                if byte == dot { dots += 1 }
            }
        }
        endComponent()
        if hasSuspectByte, let scalar = text.unicodeScalars.first(where: isForbidden) {
            return "the path contains the character U+\(String(scalar.value, radix: 16, uppercase: true))"
        }
        if hasEmptyComponent { return "the path has an empty component" }
        if hasDotComponent { return "the path has a '.' or '..' component" }
        let first = String(text[..<(text.utf8.firstIndex(of: slash) ?? text.endIndex)])
        if OutputFolderLayout.reservedNames.contains(first) { return "the path is inside dsys's own '\(first)'" }
        if hasLongComponent { return "a path component is longer than 255 bytes" }
        return nil
    }

    /// Control characters (C0, DEL, C1), backslashes, and the bidirectional controls that make a
    /// name display differently from what it is.
    private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0...0x1F, 0x7F...0x9F, 0x5C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
