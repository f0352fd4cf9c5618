@testable import DsysGenerator
import Testing

/// A colorset filled into its template is the text `AssetCatalog.colorSet` writes for the same
/// entries, whatever appearances the color is given for.
@Suite struct ColorSetTemplateTests {
    private func values(_ space: String, _ alpha: String, _ blue: String, _ green: String, _ red: String) -> AssetCatalog.ColorEntryValues {
        AssetCatalog.ColorEntryValues(colorSpace: space, alpha: alpha, blue: blue, green: green, red: red)
    }

    @Test func aFilledTemplateIsTheColorSetOfTheSameEntries() {
        let colors = [
            values("srgb", "1.000", "0.216", "0.161", "0.122"),
            values("display-p3", "0.500", "0.000", "1.000", "0.333"),
            values("srgb", "0.000", "0.001", "0.010", "0.100"),
            values("display-p3", "1.000", "0.999", "0.998", "0.997"),
        ]
        let shapes: [[Appearance]] = [[], [.light], [.light, .dark], [.dark], Appearance.all, [.light, .lightHighContrast]]
        for shape in shapes {
            let entries = Array(zip(shape, colors))
            #expect(ColorSetTemplate(appearances: shape).text(entries.map(\.1)) == AssetCatalog.colorSet(entries.map { ($0.0, $0.1) }),
                    "\(shape)")
        }
    }
}
