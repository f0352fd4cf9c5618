@testable import DsysCore
import Testing

/// CargoSense names its groups with spaces around them (`"Base Color "`, `" Teal "`, `" 600"`) and
/// references `{Base Color . Teal . 600}`: the reference's segments are read trimmed, so every
/// button, link and text color was skipped as referencing an undefined token. Such a reference
/// finds the one token whose trimmed path it is.
struct PaddedNameReferenceTests {
    @Test func aReferenceFindsATokenWhoseNamesHaveSpacesAroundThem() throws {
        let run = try FrontEndRun(["t.json": ##"""
        { "Base Color ": { " Teal ": { " 600": { "value": "#128576", "type": "color" } } },
          "Button": { "Background": { "value": "{Base Color . Teal . 600}", "type": "color" },
                      "Missing": { "value": "{Base Color . Teal . 700}", "type": "color" } } }
        """##], strict: false)
        #expect(run.value("Button.Background") == run.value("Base Color . Teal . 600") && run.value("Button.Background") != nil)
        #expect(run.value("Button.Missing") == nil)
        #expect(run.warnings.count == 1 && run.warnings[0].contains("'Button.Missing' references 'Base Color.Teal.700', which is not defined"),
                "\(run.warnings)")
    }

    /// Two tokens whose names differ only in their spaces are no match for a trimmed reference.
    @Test func twoTokensTrimmedAlikeMatchNeither() throws {
        let run = try FrontEndRun(["t.json": ##"""
        { "a ": { "value": "#000000", "type": "color" }, " a": { "value": "#ffffff", "type": "color" },
          "b": { "value": "{ a }", "type": "color" } }
        """##], strict: false)
        #expect(run.value("b") == nil)
    }
}
