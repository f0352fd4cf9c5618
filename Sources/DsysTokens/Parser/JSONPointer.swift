import Foundation
import DsysSource

/// RFC 6901 JSON pointers: building them for provenance and following them for `$ref`.
public enum JSONPointer {
    /// Escapes one reference token (`~` → `~0`, `/` → `~1`).
    public static func escape(_ segment: String) -> String {
        guard segment.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else { return segment }
        return segment.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }

    /// The reference tokens of `pointer` (without a leading `#`), unescaped; nil when malformed.
    public static func segments(_ pointer: String) -> [String]? {
        var text = Substring(pointer)
        if text.hasPrefix("#") { text = text.dropFirst() }
        if text.isEmpty { return [] }
        guard text.hasPrefix("/") else { return nil }
        return text.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map {
            $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        }
    }

    /// The node `pointer` names inside `root`, or nil when it names nothing.
    public static func resolve(_ pointer: String, in root: SourceNode) -> SourceNode? {
        guard let segments = segments(pointer) else { return nil }
        var node = root
        for segment in segments {
            switch node.value {
            case .object:
                guard let next = node[segment] else { return nil }
                node = next
            case .array(let elements):
                guard let index = Int(segment), elements.indices.contains(index) else { return nil }
                node = elements[index]
            default:
                return nil
            }
        }
        return node
    }
}
