/// The small file that makes an exchange swap recoverable: written (and flushed) inside the staging
/// folder once the complete new version is on disk, it names that version's folder by its identity.
/// After the exchange the output folder has that identity and the staging folder holds the previous
/// version, so a run that finds the mark knows which of the two it is looking at: the output folder
/// having the identity means the exchange happened (put back what the user added meanwhile, then
/// remove the previous version); anything else means it did not (remove the unfinished copy).
package struct ExchangeMark: Equatable {
    /// The identity of the complete new version.
    var newVersion: FolderIdentity

    private static let header = "dsys-exchange 1"

    /// The file's text: the header, then the device and inode numbers.
    package var bytes: [UInt8] {
        Array("\(Self.header)\n\(newVersion.device) \(newVersion.inode)\n".utf8)
    }

    package init(newVersion: FolderIdentity) {
        self.newVersion = newVersion
    }

    /// Reads a mark; `nil` unless it is exactly what dsys writes.
    init?(bytes: [UInt8]) {
        guard bytes.count < 128, let text = String(validating: bytes, as: UTF8.self) else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count == 3, lines[0] == Self.header, lines[2].isEmpty else { return nil }
        let numbers = lines[1].split(separator: " ", omittingEmptySubsequences: false).map { UInt64($0) }
        guard numbers.count == 2, let device = numbers[0], let inode = numbers[1] else { return nil }
        newVersion = FolderIdentity(device: device, inode: inode)
    }
}
