import DsysCore
import Foundation
import Testing

/// `dsys generate --layout sources`, the output the build-tool plugin compiles into the target that
/// holds the tokens: the code of the all-types fixture and of the starter example (components,
/// theme manager) joined into one file beside the asset catalogs, checked in under
/// `Fixtures/sources-layout/Sources/<Module>` (where the compile tests also type-check each, UI
/// layer included, as a SwiftPM target).
@Suite("Sources layout")
struct SourcesLayoutTests {
    private let fixtures = ReferenceCase.repositoryRoot.appendingPathComponent("Tests/DsysReferenceTests/Fixtures")

    /// The folders generated in the sources layout (relative to the repository), with their module names.
    static let cases = [
        ("Tests/DsysReferenceTests/Fixtures/all-types", "AllTypes"),
        ("Examples/Starter", "DesignSystem"),
    ]

    @Test("The sources layout matches the checked-in files", arguments: cases)
    func matchesCheckedIn(_ folder: String, module: String) throws {
        let input = ReferenceCase.repositoryRoot.appendingPathComponent(folder)
        let expected = fixtures.appendingPathComponent("sources-layout/Sources/\(module)")
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("dsys-sources-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = ReferenceOutputTests.isRecording ? expected : scratch
        let result = try DsysProcess.run(["generate", "--layout", "sources", "--output", output.path], in: input)
        #expect(result.status == 0, "\(result.standardError)")
        if ReferenceOutputTests.isRecording {
            Issue.record("Recorded new output for the sources layout of \(folder); review the diff.")
            return
        }
        #expect(try Self.visibleEntries(of: scratch) == GeneratedLayout.sourcesLayoutEntries.sorted())
        let differences = FolderComparison.differences(expected: expected, actual: scratch)
        #expect(differences.isEmpty, "the sources layout of \(folder) differs (DSYS_RECORD=1 re-records):\n\(differences.joined(separator: "\n"))")
    }

    @Test("Without colors or images the layout still writes its three entries, and never the gallery")
    func fixedEntriesWithoutColorsOrImages() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dsys-sources-plain-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(#"{ "space": { "md": { "$type": "dimension", "$value": { "value": 12, "unit": "px" } } } }"#.utf8)
            .write(to: folder.appendingPathComponent("tokens.json"))
        try Data(#"{ "inputs": ["tokens.json"], "gallery": "gallery.html" }"#.utf8).write(to: folder.appendingPathComponent("dsys.json"))

        let result = try DsysProcess.run(["generate", "--layout", "sources", "--output", "Out"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        let output = folder.appendingPathComponent("Out")
        #expect(try Self.visibleEntries(of: output) == GeneratedLayout.sourcesLayoutEntries.sorted())
        let files = FolderComparison.files(in: output).filter { !$0.hasPrefix(".") }
        #expect(files == ["Colors.xcassets/Contents.json", "GeneratedDesignSystem.swift", "Images.xcassets/Contents.json"])
        let swift = try String(contentsOf: output.appendingPathComponent("GeneratedDesignSystem.swift"), encoding: .utf8)
        #expect(swift.contains("public static let spaceMd: Double = 12"), "\(swift)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("gallery.html").path),
                "the sources layout writes nothing outside its output folder")
    }

    @Test("The build-tool plugin declares the entries the sources layout writes")
    func pluginDeclaresTheLayoutEntries() throws {
        let plugin = try String(
            contentsOf: ReferenceCase.repositoryRoot.appendingPathComponent("Plugins/DesignSystemBuildPlugin/DesignSystemBuildPlugin.swift"),
            encoding: .utf8
        )
        let declared = "static let outputEntries = [" + GeneratedLayout.sourcesLayoutEntries.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        #expect(plugin.contains(declared), "the plugin must declare \(declared)")
    }

    /// The names at the top of `folder`, without dsys's hidden records.
    private static func visibleEntries(of folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }.sorted()
    }
}
