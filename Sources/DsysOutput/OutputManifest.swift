import DsysSource

/// `.dsys-manifest`: the files dsys wrote into an output folder, one a line: the path, a tab, and
/// the checksum (`ContentHasher`) of the bytes dsys wrote.
///
/// The manifest lives in a folder users and other tools can edit, so it is data dsys checks, never
/// trusts: every entry must be a valid `OutputPath`; other lines are ignored with a warning and
/// never acted on. A listed file dsys no longer generates is removed only while it still holds the
/// listed checksum's bytes, so neither an edited file nor a file a forged line names is deleted.
package struct OutputManifest {
    /// The valid entries.
    package var paths: Set<OutputPath> = []
    /// The checksum listed for each path that has one (manifests of dsys before 0.11 list none this
    /// dsys can compare).
    var checksums: [String: String] = [:]
    /// One line per ignored entry, for the run's report.
    package var warnings: [String] = []
    /// The length of a checksum, in lowercase hexadecimal digits.
    static let checksumDigits = 32
    /// The length of the SHA-256 checksums that manifests of dsys 0.10 list.
    private static let legacyChecksumDigits = 64
    /// A larger manifest is not read (one dsys writes for 100k tokens is about 5 MB).
    package static let maximumBytes = 64 << 20

    /// The manifest text of `paths` with the `checksums` of their bytes (same order), sorted bytewise;
    /// `order` lists the indices of `paths` in that order when the caller has them.
    package static func text(of paths: [OutputPath], checksums: [String], order: [Int]? = nil) -> [UInt8] {
        var text = Array(("# Files written by dsys generate, each with the checksum of what dsys wrote. dsys removes a listed file "
            + "when it no longer generates it and the file still holds those bytes.\n").utf8)
        text.reserveCapacity(text.count + paths.reduce(0) { $0 + $1.text.utf8.count + Self.checksumDigits + 2 })
        // Bytewise order of the paths is that of the lines: a tab sorts before every character a
        // path may hold.
        for index in order ?? paths.indices.sorted(by: { paths[$0].text.utf8Precedes(paths[$1].text) }) {
            text += paths[index].text.utf8
            text.append(UInt8(ascii: "\t"))
            text += checksums[index].utf8
            text.append(UInt8(ascii: "\n"))
        }
        return text
    }

    /// The checksum, as the manifest lists it, of the bytes of `parts` one after another.
    package static func checksum<Bytes: Collection<UInt8>>(of parts: [Bytes]) -> String {
        var hash = ContentHasher()
        for part in parts { hash.update(part) }
        return hash.hexDigest()
    }

    /// Whether the regular file at `path` in `root` holds the bytes whose checksum is listed for it.
    /// A file larger than `maximumBytes` (by default the most dsys reads of any file) is not read:
    /// a forged line naming a huge file of the user's leaves it in place without loading it. An
    /// empty file never counts as dsys's: the checksum of no bytes is known to everyone, so a line
    /// added by hand could otherwise claim any `.gitkeep`.
    package func stillHoldsWhatDsysWrote(_ path: String, in root: DirectoryHandle, maximumBytes: Int = RegularFileCheck.maximumBytes) -> Bool {
        let size = root.size(of: path)
        guard let listed = checksums[path], size > 0, size <= maximumBytes, let bytes = root.contents(of: path, ifSize: size) else {
            return false
        }
        return Self.checksum(of: [bytes]) == listed
    }

    /// Parses manifest bytes; `displayPath` names the file in warnings.
    package init(bytes: [UInt8], displayPath: String) {
        var lineNumber = 0
        for line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            guard !line.isEmpty, line.first != UInt8(ascii: "#") else { continue }
            let fields = line.split(separator: UInt8(ascii: "\t"), maxSplits: 1, omittingEmptySubsequences: false)
            let text = String(decoding: fields[0], as: UTF8.self)
            let checksum = fields.count > 1 ? String(decoding: fields[1], as: UTF8.self) : nil
            guard String(validating: line, as: UTF8.self) != nil, let path = OutputPath(validating: text) else {
                let reason = OutputPath.problem(in: text) ?? "the line is not valid UTF-8"
                warnings.append("\(displayPath):\(lineNumber): ignoring the entry \(Self.quoted(line)): \(reason)")
                continue
            }
            // A manifest of dsys 0.10 lists SHA-256 checksums (64 digits): its files are
            // still dsys's, but with no checksum this dsys can compare, so a stale one is kept.
            if let checksum, checksum.utf8.count != Self.legacyChecksumDigits || !checksum.utf8.allSatisfy(Self.isLowercaseHexDigit) {
                guard checksum.utf8.count == Self.checksumDigits, checksum.utf8.allSatisfy(Self.isLowercaseHexDigit) else {
                    warnings.append("\(displayPath):\(lineNumber): ignoring the entry \(Self.quoted(line)): "
                                    + "the checksum is not \(Self.checksumDigits) lowercase hexadecimal digits")
                    continue
                }
                checksums[text] = checksum
            }
            paths.insert(path)
        }
    }

    init() {}

    private static func isLowercaseHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
    }

    /// The bytes of a line for a message: printable ASCII as is, everything else as `\x…`.
    private static func quoted(_ line: ArraySlice<UInt8>) -> String {
        var result = "'"
        for byte in line.prefix(200) {
            if (0x20..<0x7F).contains(byte), byte != UInt8(ascii: "\\") {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += "\\x" + (byte < 16 ? "0" : "") + String(byte, radix: 16)
            }
        }
        return result + (line.count > 200 ? "…'" : "'")
    }
}
