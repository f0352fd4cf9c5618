@testable import DsysCore
@testable import DsysTokens
import Testing

/// lifebit's previous theme (`*.old.json`) redefined 30 tokens of the current one file by file: one
/// note names the files as what they look like, beside the warning at each token.
struct OverridingFileSuffixTests {
    @Test func suffixesAreTheWordBeforeTheExtensions() {
        #expect(OverridingFileSuffix.suffix(of: "size/old/border.old.json") == "old")
        #expect(OverridingFileSuffix.suffix(of: "color.v2.tokens.json") == "v2")
        #expect(OverridingFileSuffix.suffix(of: "border.json") == nil)
        #expect(OverridingFileSuffix.suffix(of: "border.tokens.json") == nil)
        // HPE's versions of its appearance files are one version; the appearance files are modes.
        #expect(OverridingFileSuffix.suffix(of: "semantic/color.v0-light.json") == "v0")
        #expect(OverridingFileSuffix.suffix(of: "semantic/color.light.json") == nil)
    }

    @Test func filesOfOneSuffixThatRedefineTokensAreOneNote() throws {
        let current = ##"{ "border": { "$type": "dimension", "width": { "$value": "1px" }, "radius": { "$value": "6px" } } }"##
        let run = try FrontEndRun([
            "border.json": current,
            "old/width.old.json": ##"{ "border": { "$type": "dimension", "width": { "$value": "0px" } } }"##,
            "old/radius.old.json": ##"{ "border": { "$type": "dimension", "radius": { "$value": "160px" } } }"##,
        ], inputs: ["border.json", "old/radius.old.json", "old/width.old.json"], strict: false)
        let notes = run.diagnostics.sorted.filter { $0.severity == .note }.map(\.message)
        #expect(notes.contains { $0.hasPrefix("2 files named '*.old…', such as '")
            && $0.hasSuffix("redefine 2 tokens of the other files, and the later definition is used: they look like a theme or a version of their own") },
                "\(notes)")
        let single = try FrontEndRun(["border.json": current, "width.old.json": ##"{ "border": { "width": { "$type": "dimension", "$value": "0px" } } }"##],
                                     inputs: ["border.json", "width.old.json"], strict: false)
        #expect(!single.diagnostics.sorted.contains { $0.message.contains("look like a theme") }, "one file is no set of them")
        // One file that redefines many tokens (HPE's `color.v0-light.json`, 73) is named alone.
        let many = (0..<12).map { ##""c\##($0)": { "$value": "#000000" }"## }.joined(separator: ", ")
        let version = try FrontEndRun([
            "color.json": ##"{ "color": { "$type": "color", "## + many + " } }",
            "color.v0.json": ##"{ "color": { "$type": "color", "## + many.replacingOccurrences(of: "#000000", with: "#111111") + " } }",
        ], inputs: ["color.json", "color.v0.json"], strict: false)
        #expect(version.diagnostics.sorted.contains { $0.severity == .note && $0.message.hasSuffix("color.v0.json' redefines 12 tokens of the "
            + "other files, and the later definition is used: it looks like a theme or a version of its own") },
                "\(version.diagnostics.sorted.map(\.message))")
    }
}
