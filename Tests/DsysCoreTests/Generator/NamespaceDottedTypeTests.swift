@testable import DsysCore
@testable import DsysGenerator
import Testing

/// A namespace's dotted type, which starts every qualified token name: the configured type, with
/// empty parts left out.
struct NamespaceDottedTypeTests {
    private func dotted(_ type: String) -> String {
        GeneratorConfig.Namespace(type: type, paths: []).dottedType
    }

    @Test func aTypeWithoutEmptyPartsIsKeptAsConfigured() {
        #expect(dotted("Color") == "Color")
        #expect(dotted("DesignSystem.Colors") == "DesignSystem.Colors")
        #expect(dotted("") == "")
    }

    @Test func emptyPartsAreLeftOutWhereverTheyAre() {
        #expect(dotted(".Colors") == "Colors")
        #expect(dotted("Colors.") == "Colors")
        #expect(dotted("Design..Colors") == "Design.Colors")
        #expect(dotted("A.B..C") == "A.B.C")
    }
}
