import DsysSource

/// `.dsys-up-to-date`: what the last successful `dsys generate` into a folder read and wrote, so an
/// identical rerun can stop before the front end (the no-op fast path).
///
/// It holds the digest of the run's inputs (`InputDigest`: dsys's version and executable, the
/// working folder, the arguments, and every file, folder and link the run read, with what each
/// held), the list of those items so the next run can look at them again, the stamp (kind, size,
/// inode, modification and change times) of every generated file and folder and of the manifest,
/// and the summary to print. A rerun is up to date only when the digest of the same items now is
/// the same and every stamp is unchanged; anything else, a missing or unreadable record included,
/// means a full run. The record is removed at the start of every write and written last, so a
/// failed or killed run never leaves one behind that describes another output.
public struct UpToDateRecord: Equatable, Sendable {
    /// What a run printed, repeated by the fast path. A parsed record's account and diagnostics are
    /// printable as they are (`TerminalText`): the record lies in a folder others may write, and its
    /// seal is no secret.
    public struct Summary: Equatable, Sendable {
        public var tokenCount: Int
        public var fileCount: Int
        /// The account's summary line.
        public var account: String
        /// The diagnostics (warnings) the run printed, as printed.
        public var diagnostics: String

        public init(tokenCount: Int, fileCount: Int, account: String, diagnostics: String) {
            self.tokenCount = tokenCount
            self.fileCount = fileCount
            self.account = account
            self.diagnostics = diagnostics
        }
    }

    /// What the command knows of its inputs when it writes.
    public struct Inputs: Sendable {
        public var digest: String
        public var items: [InputRecorder.Item]
        public var summary: Summary

        public init(digest: String, items: [InputRecorder.Item], summary: Summary) {
            self.digest = digest
            self.items = items
            self.summary = summary
        }
    }

    /// The record's name in the output folder.
    public static let fileName = OutputFolderLayout.upToDateName
    private static let header = "dsys up-to-date record 1"

    package var inputs: Inputs
    /// Stamps (`DirectoryHandle.stamp(of:)`) by path relative to the output folder.
    package var stamps: [(path: String, stamp: String)]

    public static func == (lhs: UpToDateRecord, rhs: UpToDateRecord) -> Bool {
        lhs.bytes == rhs.bytes
    }

    init(inputs: Inputs, stamps: [(path: String, stamp: String)]) {
        self.inputs = inputs
        self.stamps = stamps
    }

    /// The file's text: one field a line, every free text escaped so it stays on its line. Built
    /// as bytes: a record lists every generated file and folder, and is written on every full run.
    package var bytes: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(256 + 160 * stamps.count)
        func line(_ name: String, _ fields: String...) {
            bytes += name.utf8
            for field in fields {
                bytes.append(UInt8(ascii: " "))
                Self.appendEscaped(field, to: &bytes)
            }
            bytes.append(UInt8(ascii: "\n"))
        }
        bytes += Self.header.utf8
        bytes.append(UInt8(ascii: "\n"))
        line("digest", inputs.digest)
        line("tokens", String(inputs.summary.tokenCount))
        line("files", String(inputs.summary.fileCount))
        line("account", inputs.summary.account)
        line("diagnostics", inputs.summary.diagnostics)
        for item in inputs.items { line("input", item.key) }
        for (path, stamp) in stamps { line("output", stamp, path) }
        bytes += ("seal " + Self.seal(of: bytes) + "\n").utf8
        return bytes
    }

    /// The digest of the record's text before its last line: a record edited by hand or cut short
    /// is not read.
    private static func seal(of bytes: some Collection<UInt8>) -> String {
        var hash = ContentHasher()
        hash.update(bytes)
        return hash.hexDigest()
    }

    /// The largest record read: a real one is about 100 bytes per generated file; a larger file in
    /// its place is not read (the run is then a full one).
    static let maximumBytes = 64 << 20
    /// The most of a parsed record's diagnostics printed (a real run prints at most 200 diagnostics).
    package static let maximumDiagnosticsBytes = 1 << 20
    /// The most of a parsed record's account line printed.
    package static let maximumAccountBytes = 4 << 10

    /// Parses a record; nil for anything that is not exactly what `bytes` writes. The summary's
    /// texts are made printable and cut to `maximumAccountBytes` and `maximumDiagnosticsBytes`.
    package init?(bytes: [UInt8]) {
        guard let head = Self.sealedHead(of: bytes), let stamps = Self.stamps(in: head.outputLines) else { return nil }
        self.init(inputs: head.inputs, stamps: stamps)
    }

    /// A sealed record's lines up to its stamps, parsed: what the run read (checked as `init(bytes:)`
    /// checks it: each input once, in order) and the output lines still to parse. The up-to-date
    /// check compares the inputs' digest first, so a stale record's stamps are never parsed.
    package static func sealedHead(of bytes: [UInt8]) -> (inputs: Inputs, outputLines: ArraySlice<ArraySlice<UInt8>>)? {
        guard isSealed(bytes), String(validating: bytes, as: UTF8.self) != nil,
              let sealStart = bytes.dropLast().lastIndex(of: UInt8(ascii: "\n")).map({ $0 + 1 })
        else { return nil }
        var lines = bytes[..<(sealStart - 1)].split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)[...]
        func field(_ name: String) -> String? {
            guard let line = lines.first, line.starts(with: (name + " ").utf8) else { return nil }
            lines.removeFirst()
            return Self.unescaped(line.dropFirst(name.utf8.count + 1))
        }
        guard lines.popFirst()?.elementsEqual(Self.header.utf8) == true,
              let digest = field("digest"), digest.utf8.count == OutputManifest.checksumDigits,
              let tokenCount = field("tokens").flatMap({ Int($0) }),
              let fileCount = field("files").flatMap({ Int($0) }),
              let account = field("account"),
              let diagnostics = field("diagnostics")
        else { return nil }
        var items: [InputRecorder.Item] = []
        // `input <key>`: an escaped field never holds a space. Inputs are listed once each, in the
        // order of their keys, as `InputRecorder` gives them.
        while let line = lines.first, line.starts(with: "input ".utf8) {
            let rest = line.dropFirst(6)
            guard !rest.contains(UInt8(ascii: " ")), let key = Self.unescaped(rest), let item = InputRecorder.Item(key: key),
                  items.last.map({ $0.key.utf8Precedes(key) }) ?? true else { return nil }
            items.append(item)
            lines.removeFirst()
        }
        let summary = Summary(
            tokenCount: tokenCount, fileCount: fileCount,
            account: TerminalText.printable(account, maximumBytes: Self.maximumAccountBytes),
            diagnostics: TerminalText.printable(diagnostics, maximumBytes: Self.maximumDiagnosticsBytes)
        )
        return (Inputs(digest: digest, items: items, summary: summary), lines)
    }

    /// The stamps of `outputLines` (`output <stamp> <path>`, escaped fields that never hold a space);
    /// nil when there are none or a line is anything else.
    package static func stamps(in outputLines: ArraySlice<ArraySlice<UInt8>>) -> [(path: String, stamp: String)]? {
        let space = UInt8(ascii: " ")
        var stamps: [(path: String, stamp: String)] = []
        stamps.reserveCapacity(outputLines.count)
        for line in outputLines {
            guard line.starts(with: "output ".utf8), case let rest = line.dropFirst(7), let stampEnd = rest.firstIndex(of: space),
                  !rest[(stampEnd + 1)...].contains(space), let stamp = Self.unescaped(rest[..<stampEnd]),
                  let path = Self.unescaped(rest[(stampEnd + 1)...]) else { return nil }
            stamps.append((path, stamp))
        }
        return stamps.isEmpty ? nil : stamps
    }

    /// Whether `bytes` end with the seal of the text before it (see `seal(of:)`).
    private static func isSealed(_ bytes: [UInt8]) -> Bool {
        let newline = UInt8(ascii: "\n")
        guard bytes.last == newline, let sealStart = bytes.dropLast().lastIndex(of: newline).map({ $0 + 1 }) else { return false }
        return bytes[sealStart...].elementsEqual(("seal " + seal(of: bytes[..<sealStart]) + "\n").utf8)
    }

    /// Whether every file `manifest` (the bytes of `.dsys-manifest`) lists has a stamp here. A file
    /// deleted since the run changes nothing the remaining stamps cover once its own stamp (and its
    /// folder's) is dropped from the record and the record resealed; checked against the manifest,
    /// which the record stamps, such a record is not trusted. Both lists are in bytewise order, so
    /// this is one walk through each.
    func stampsEveryFile(listedIn manifest: [UInt8]) -> Bool {
        var stampIndex = stamps.startIndex
        for line in manifest.split(separator: UInt8(ascii: "\n")) where line.first != UInt8(ascii: "#") {
            let path = String(decoding: line.prefix(while: { $0 != UInt8(ascii: "\t") }), as: UTF8.self)
            while stampIndex < stamps.endIndex, stamps[stampIndex].path.utf8Precedes(path) { stampIndex += 1 }
            guard stampIndex < stamps.endIndex, stamps[stampIndex].path == path else { return false }
        }
        return true
    }

    /// Appends `text` with `%`, spaces, control characters and line breaks as `%XX`, other bytes as
    /// they are.
    private static func appendEscaped(_ text: String, to bytes: inout [UInt8]) {
        func needsEscape(_ byte: UInt8) -> Bool { byte <= 0x20 || byte == 0x7F || byte == UInt8(ascii: "%") }
        func hexDigit(_ value: UInt8) -> UInt8 { value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10 }
        // Paths and stamps (one per output file) need no escape: copied whole, read in place.
        var text = text
        let copied = text.withUTF8 { utf8 in
            guard !utf8.contains(where: needsEscape) else { return false }
            bytes.append(contentsOf: utf8)
            return true
        }
        if copied { return }
        for byte in text.utf8 {
            if needsEscape(byte) {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hexDigit(byte >> 4))
                bytes.append(hexDigit(byte & 0xF))
            } else {
                bytes.append(byte)
            }
        }
    }

    /// The text `appendEscaped` wrote; nil for a malformed escape or bytes that are not UTF-8.
    private static func unescaped(_ escaped: ArraySlice<UInt8>) -> String? {
        guard escaped.contains(UInt8(ascii: "%")) else { return String(validating: escaped, as: UTF8.self) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(escaped.count)
        var index = escaped.startIndex
        while index < escaped.endIndex {
            let byte = escaped[index]
            index += 1
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard index + 2 <= escaped.endIndex,
                  let high = hexValue(escaped[index]), let low = hexValue(escaped[index + 1]) else { return nil }
            bytes.append(high << 4 | low)
            index += 2
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
