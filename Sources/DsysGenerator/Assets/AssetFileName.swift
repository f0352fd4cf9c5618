/// The parts of an asset file name: `name[.dark][@2x].ext`.
package struct AssetFileName: Equatable {
    package var name: String
    package var isDark: Bool
    package var scale: Int?
    package var format: ImageAsset.Format

    /// The rule file names must follow, for diagnostics.
    static let rule = "name it like 'check-mark.svg', 'check-mark.dark.svg' or 'photo@2x.png' "
        + "(ASCII letters, digits, '-' and '_'; formats svg, pdf and png)"

    /// Nil when `fileName` does not follow ``rule``.
    package init?(_ fileName: String) {
        let parts = fileName.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 || parts.count == 3, let format = ImageAsset.Format(rawValue: parts[parts.count - 1].lowercased())
        else { return nil }
        var stem = parts[0]
        var middle = parts.count == 3 ? parts[1] : nil
        var scale: Int?
        for candidate in 1...3 {
            let suffix = "@\(candidate)x"
            if let text = middle, text.hasSuffix(suffix) {
                middle = String(text.dropLast(suffix.count))
                scale = candidate
            } else if middle == nil, stem.hasSuffix(suffix) {
                stem = String(stem.dropLast(suffix.count))
                scale = candidate
            }
        }
        guard middle == nil || middle == "dark", !stem.isEmpty,
              stem.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_") }),
              format == .png || scale == nil
        else { return nil }
        self.name = stem
        self.isDark = middle == "dark"
        self.scale = format == .png ? (scale ?? 1) : nil
        self.format = format
    }
}
