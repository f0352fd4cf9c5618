@testable import DsysCore
import Foundation
import Testing

/// A resolver document's `$ref` reads only regular files inside the document's folder tree (unless
/// the user widens the scope), never itself, and errors about it never echo file contents.
@Suite struct ResolverReferenceSafetyTests {
    /// A resolver document in `inner/` whose only source is `{ "$ref": reference }`.
    private static func document(referencing reference: String) -> String {
        """
        { "version": "2025.10",
          "sets": { "base": { "sources": [ { "$ref": "\(reference)" } ] } },
          "resolutionOrder": [ { "$ref": "#/sets/base" } ] }
        """
    }

    private static let tokens = #"{ "n": { "$type": "number", "one": { "$value": 1 } } }"#

    private func errors(
        _ folder: TemporaryFolder, scope: ReferenceScope = .inputFolder
    ) -> (errors: [String], plan: ResolutionPlan?) {
        var diagnostics = Diagnostics()
        let plan = InputLoader.plan(
            inputs: [folder.file("inner/ds.resolver.json")], referenceScope: scope, diagnostics: &diagnostics
        )
        let errors = diagnostics.errors.map { diagnostic in
            let place = diagnostic.location.map { "\($0.line):\($0.column): " } ?? ""
            return place + diagnostic.message.replacingOccurrences(of: folder.path + "/", with: "")
        }
        return (errors, plan)
    }

    @Test func aReferenceOutsideTheDocumentsFolderIsRefusedUnlessAllowed() throws {
        let folder = try TemporaryFolder([
            "inner/ds.resolver.json": Self.document(referencing: "../outside.json"), "outside.json": Self.tokens,
        ])
        #expect(errors(folder).errors == [
            "2:46: '$ref' \"../outside.json\" names 'outside.json', which is outside the folder of the input "
                + "document ('inner')",
        ])
        let allowed = errors(folder, scope: .anywhere)
        #expect(allowed.errors.isEmpty)
        #expect(allowed.plan?.modes.first?.layers.first?.tokens.count == 1)
    }

    @Test func anAbsoluteReferenceIsRefusedWithoutReadingTheFile() throws {
        let folder = try TemporaryFolder(["inner/ds.resolver.json": Self.document(referencing: "/etc/passwd")])
        #expect(errors(folder).errors == [
            "2:46: '$ref' \"/etc/passwd\" names '/etc/passwd', which is outside the folder of the input document ('inner')",
        ])
    }

    @Test func aSymbolicLinkLeadingOutOfTheFolderIsRefused() throws {
        let folder = try TemporaryFolder([
            "inner/ds.resolver.json": Self.document(referencing: "link.json"), "outside.json": Self.tokens,
        ])
        try FileManager.default.createSymbolicLink(atPath: folder.file("inner/link.json"), withDestinationPath: "../outside.json")
        #expect(errors(folder).errors == [
            "2:46: '$ref' \"link.json\" names 'inner/link.json', which is outside the folder of the input document "
                + "('inner') once its symbolic links are followed",
        ])
    }

    @Test func aDeviceOrPipeIsNotRead() throws {
        let folder = try TemporaryFolder(["inner/ds.resolver.json": Self.document(referencing: "pipe.json")])
        #expect(mkfifo(folder.file("inner/pipe.json"), 0o600) == 0)
        #expect(errors(folder).errors == ["2:46: '$ref' \"pipe.json\" names 'inner/pipe.json', which is not a regular file"])
        let device = try TemporaryFolder(["inner/ds.resolver.json": Self.document(referencing: "/dev/zero")])
        #expect(errors(device, scope: .anywhere).errors == ["2:46: '$ref' \"/dev/zero\" names '/dev/zero', which is not a regular file"])
    }

    @Test(arguments: ["ds.resolver.json", "#", "./ds.resolver.json#"])
    func aReferenceToTheWholeDocumentItselfIsACycle(reference: String) throws {
        let folder = try TemporaryFolder(["inner/ds.resolver.json": Self.document(referencing: reference)])
        #expect(errors(folder).errors == [
            "2:46: '$ref' \"\(reference)\" names the resolver document itself, which cannot be one of its own sources",
        ])
    }
}
