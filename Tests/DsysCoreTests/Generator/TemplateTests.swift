@testable import DsysGenerator
import Foundation
import Testing

/// `Template`: slots found in the text, filled in one pass, and every template file's slots are the
/// names its caller fills.
@Suite struct TemplateTests {
    @Test func fillsEverySlotAndDropsTheFileFinalNewline() {
        let template = Template("test", text: "let ⟪name⟫ = ⟪value⟫ // ⟪name⟫\n")
        #expect(template.slots == ["name", "value"])
        #expect(template.filled(["name": "x", "value": "1"]) == "let x = 1 // x")
    }

    @Test func aMissingSlotAndAnUnknownValueAreNamed() {
        let template = Template("test", text: "⟪a⟫ and ⟪b⟫")
        #expect(template.mismatch(["a"]) == Template.Mismatch(missing: ["b"], unknown: []))
        #expect(template.mismatch(["a", "b", "c"]) == Template.Mismatch(missing: [], unknown: ["c"]))
        #expect(template.mismatch(["b", "c"])?.description == "no value for ⟪a⟫; no slot for c")
        #expect(template.mismatch(["b", "a"]) == nil)
    }

    @Test func aValueHoldingASlotMarkerIsInsertedAsItIs() {
        let template = Template("test", text: "⟪first⟫|⟪second⟫")
        #expect(template.filled(["first": "⟪second⟫", "second": "2"]) == "⟪second⟫|2")
    }

    @Test func unclosedMarkersAreText() {
        let template = Template("test", text: "a ⟪ b\n⟪c⟫ ⟪d ⟪e⟫")
        #expect(template.slots == ["c", "e"])
        #expect(template.filled(["c": "C", "e": "E"]) == "a ⟪ b\nC ⟪d E")
    }

    /// The contract between each file under `Templates/` and the code that fills it: a slot added to
    /// a file without its value (or a value whose slot was removed) fails here, not in a user's run.
    @Test func everyTemplateFileHasTheSlotsItsCallerFills() {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/DsysGenerator/Templates")
        let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String }.filter { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder)
                && !isFolder.boolValue
        } ?? []
        #expect(!files.isEmpty)
        #expect(Set(files) == Set(Template.all.map(\.path)), "every file under Templates/ is listed in Template+Files.swift")
        let componentNames = ComponentRoles.requiredSlotNames.union(["prefix", "lowerPrefix"])
        for (_, template) in Template.components {
            #expect(template.slots.isSubset(of: componentNames),
                    "\(template.path): \(template.slots.subtracting(componentNames).sorted()) is no component role")
        }
        #expect(Template.catalog.mismatch(["values", "title"]) == nil)
        #expect(Template.galleryPage.mismatch(["title", "tokenCount", "sources", "data"]) == nil)
        #expect(Template.packageManifest.mismatch(["module", "testModule", "resources"]) == nil)
    }
}
