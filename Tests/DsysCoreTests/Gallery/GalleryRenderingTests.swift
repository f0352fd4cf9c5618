@testable import DsysCore
import Foundation
import Testing

/// Renders a real example's gallery in headless Chromium, in light and in dark, and checks what
/// is drawn: the pixels inside a color swatch are the token's sRGB value for that scheme, and
/// searching narrows the list.
@Suite(.enabled(if: HeadlessChromium.found != nil,
                "headless Chromium not found: install Debian's chromium package (.ci/run installs it)"))
struct GalleryRenderingTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Taskweave's tokens under its own dsys.json, and its gallery page.
    static func taskweave() throws -> (system: DesignSystemDescription, html: String) {
        let example = repository.appendingPathComponent("Examples/Taskweave")
        var diagnostics = Diagnostics()
        let config = try #require(ConfigFile.load(path: example.appendingPathComponent("dsys.json").path, diagnostics: &diagnostics))
        let tokens = try #require(FrontEnd().load([example.appendingPathComponent("tokens").path], diagnostics: &diagnostics))
        let system = DesignSystemTranslator(config: config.generator).translate(tokens, diagnostics: &diagnostics)
        let html = try #require(GalleryPage(config: config.generator).render(tokens, diagnostics: &diagnostics))
        return (system, html)
    }

    /// What the page reports about itself once drawn: the current swatch's rectangle for `path`,
    /// the scheme it chose, and the rows before and after typing `query` into the search field.
    struct Probe: Decodable {
        var rect: [Double]
        var scheme: String
        var rowsBefore: Int
        var rowsAfter: Int
        var count: String
    }

    static func probe(_ html: String, path: String, query: String, dark: Bool, in folder: URL) throws -> Probe {
        let script = """
        <script>
        (function () {
          var swatch = document.getElementById(\(jsString(path))).querySelector(".current .swatch > div").getBoundingClientRect();
          var result = { rect: [swatch.left, swatch.top, swatch.width, swatch.height],
                         scheme: document.documentElement.dataset.scheme,
                         rowsBefore: document.querySelectorAll("#list .token").length };
          var search = document.getElementById("search");
          search.value = \(jsString(query));
          search.dispatchEvent(new Event("input"));
          result.rowsAfter = document.querySelectorAll("#list .token").length;
          result.count = document.getElementById("count").textContent;
          var out = document.createElement("pre");
          out.id = "probe";
          out.textContent = JSON.stringify(result);
          document.body.appendChild(out);
        })();
        </script>
        """
        let page = folder.appendingPathComponent("probe.html")
        try html.replacingOccurrences(of: "</body>", with: script + "</body>").write(to: page, atomically: true, encoding: .utf8)
        let dom = try #require(HeadlessChromium.found).dumpDOM(page, dark: dark)
        let start = try #require(dom.range(of: "<pre id=\"probe\">"))
        let end = try #require(dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex))
        let json = String(dom[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&quot;", with: "\"")
        return try JSONDecoder().decode(Probe.self, from: Data(json.utf8))
    }

    private static func jsString(_ text: String) -> String { JSONWriter.text(.string(text), style: .scriptSafe) }

    @Test(arguments: [false, true])
    func aSwatchShowsTheTokensColorForTheScheme(dark: Bool) throws {
        let (system, html) = try Self.taskweave()
        // The first color whose light and dark values differ, opaque in both.
        let named = try #require(system.colors.first { named in
            guard named.modal.varies else { return false }
            return [Appearance.light, .dark].allSatisfy { appearance in
                if case .color(let color) = named.modal.value(for: appearance) { return color.alpha == 1 }
                return false
            }
        })
        guard case .color(let expected) = named.modal.value(for: dark ? .dark : .light) else { return }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dsys-gallery-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = named.token.path.description
        let probe = try Self.probe(html, path: path, query: path, dark: dark, in: folder)
        #expect(probe.scheme == (dark ? "dark" : "light"))
        #expect(probe.rowsAfter >= 1 && probe.rowsAfter < probe.rowsBefore, "search narrows \(probe.rowsBefore) rows to \(probe.rowsAfter)")
        #expect(probe.count.hasSuffix("of \(GalleryPage.entries(EmitContext(system: system)).count) tokens"))

        let page = folder.appendingPathComponent("gallery.html")
        try html.write(to: page, atomically: true, encoding: .utf8)
        let screenshot = folder.appendingPathComponent("gallery-\(dark ? "dark" : "light").png")
        try #require(HeadlessChromium.found).screenshot(page, to: screenshot, dark: dark)
        if let keep = ProcessInfo.processInfo.environment["DSYS_KEEP_SCREENSHOTS"] {
            try? FileManager.default.copyItem(at: screenshot, to: URL(fileURLWithPath: keep).appendingPathComponent(screenshot.lastPathComponent))
        }
        let x = Int(probe.rect[0] + probe.rect[2] / 2)
        let y = Int(probe.rect[1] + probe.rect[3] / 2)
        #expect(y < HeadlessChromium.windowSize.height, "the swatch is on screen")
        let pixel = try PNGPixel.rgb(of: screenshot, x: x, y: y)
        let srgb = expected.sRGB
        let wanted = [srgb.red, srgb.green, srgb.blue].map { Int((min(max($0, 0), 1) * 255).rounded()) }
        #expect(pixel.count == 3)
        for (drawn, token) in zip(pixel, wanted) {
            #expect(abs(drawn - token) <= 1, "\(path) in \(dark ? "dark" : "light"): drawn \(pixel), token \(expected.hexString)")
        }
    }
}
