@testable import DsysCore
import Foundation
import Testing

/// The asset readers: PNG headers, SVG well-formedness, file-name rules, and the folder reader's
/// checks (symbolic links, formats, variants, the app icon's size and opacity).
@Suite struct AssetReadingTests {
    @Test func pngHeaderGivesSizeAndOpacity() throws {
        let rgb = try #require(PNGHeader(AssetTestSupport.png(width: 1024, height: 512)))
        #expect(rgb.width == 1024 && rgb.height == 512 && rgb.isOpaque)
        #expect(PNGHeader(AssetTestSupport.png(width: 8, height: 8, colorType: 6))?.isOpaque == false)
        #expect(PNGHeader(AssetTestSupport.png(width: 8, height: 8, chunksBeforeData: ["gAMA", "tRNS"]))?.isOpaque == false)
        #expect(PNGHeader(AssetTestSupport.png(width: 8, height: 8, chunksBeforeData: ["gAMA"]))?.isOpaque == true)
        #expect(PNGHeader(Data("not a png at all, just some text here".utf8)) == nil)
        #expect(PNGHeader(AssetTestSupport.png(width: 0, height: 8)) == nil)
    }

    @Test func svgMustBeWellFormedWithAnSvgRoot() throws {
        #expect(SVGDocumentCheck.problem(in: AssetTestSupport.svg) == nil)
        let broken = try #require(SVGDocumentCheck.problem(in: Data("<svg>\n  <path d=\"M0 0\"\n</svg>".utf8)))
        #expect(broken.message.contains("not well-formed") && broken.line == 3)
        let html = try #require(SVGDocumentCheck.problem(in: Data("<html><body/></html>".utf8)))
        #expect(html.message.contains("<html>"))
    }

    @Test func fileNamesCarryDarkAndScale() throws {
        let name = try #require(AssetFileName("check-mark.dark@2x.png"))
        #expect(name.name == "check-mark" && name.isDark && name.scale == 2 && name.format == .png)
        #expect(AssetFileName("hero@3x.png")?.scale == 3)
        let vector = try #require(AssetFileName("logo.svg"))
        #expect(vector.name == "logo" && !vector.isDark && vector.scale == nil && vector.format == .svg)
        for invalid in ["logo@2x.svg", "logo.light.svg", "café.svg", "logo.gif", "README.md", ".svg", "a.b.c.svg"] {
            #expect(AssetFileName(invalid) == nil, "\(invalid)")
        }
    }

    @Test func foldersBecomeAssetsWithVariantsInOrder() throws {
        let root = try AssetTestSupport.project([
            "assets/icons/check.svg": AssetTestSupport.svg,
            "assets/icons/check.dark.svg": AssetTestSupport.svg,
            "assets/images/hero@2x.png": AssetTestSupport.png(width: 32, height: 32),
            "assets/images/hero.png": AssetTestSupport.png(width: 16, height: 16),
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        var diagnostics = Diagnostics()
        let inventory = AssetInventory.load(AssetTestSupport.config(root: root, icons: "assets/icons", images: "assets/images"),
                                            diagnostics: &diagnostics)
        #expect(diagnostics.all.isEmpty, "\(diagnostics.all)")
        #expect(inventory.icons.map(\.name) == ["check"])
        #expect(inventory.icons.first?.variants.map(\.fileName) == ["check.svg", "check.dark.svg"])
        #expect(inventory.icons.first?.location.file.hasSuffix("assets/icons/check.svg") == true)
        #expect(inventory.images.first?.variants.map(\.scale) == [1, 2])
    }

    @Test func badFolderContentsAreErrorsAtTheFile() throws {
        let root = try AssetTestSupport.project([
            "assets/icons/mixed.svg": AssetTestSupport.svg,
            "assets/icons/mixed.pdf": Data("%PDF-1.4\n".utf8),
            "assets/icons/night.dark.svg": AssetTestSupport.svg,
            "assets/icons/fake.png": Data("GIF89a".utf8),
            "assets/icons/fake.pdf": Data("not a pdf".utf8),
            "assets/icons/notes.txt": Data("hello".utf8),
            "outside/secret.svg": AssetTestSupport.svg,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createSymbolicLink(atPath: root + "/assets/icons/leak.svg", withDestinationPath: root + "/outside/secret.svg")
        var diagnostics = Diagnostics()
        let inventory = AssetInventory.load(AssetTestSupport.config(root: root, icons: "assets/icons"), diagnostics: &diagnostics)
        #expect(inventory.icons.isEmpty)
        let messages = diagnostics.errors.map(\.message)
        #expect(messages.contains { $0.contains("'mixed' comes in several formats (pdf, svg)") })
        #expect(messages.contains { $0.contains("'night' has a dark variant but no light one") })
        #expect(messages.contains { $0.contains("fake.png' is not a PNG") })
        #expect(messages.contains { $0.contains("fake.pdf' is not a PDF") })
        #expect(messages.contains { $0.contains("'notes.txt' is not an asset file name") })
        #expect(messages.contains { $0.contains("leak.svg' is a symbolic link") && $0.contains("outside the configured folder") })
        #expect(diagnostics.errors.allSatisfy { $0.location?.file.contains("assets/icons/") == true })
    }

    @Test func symbolicLinksInsideTheFolderAreRead() throws {
        let root = try AssetTestSupport.project(["assets/icons/originals/check.svg": AssetTestSupport.svg])
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createSymbolicLink(atPath: root + "/assets/icons/check.svg", withDestinationPath: "originals/check.svg")
        var diagnostics = Diagnostics()
        let inventory = AssetInventory.load(AssetTestSupport.config(root: root, icons: "assets/icons"), diagnostics: &diagnostics)
        #expect(!diagnostics.hasErrors, "\(diagnostics.all)")
        #expect(inventory.icons.map(\.name) == ["check"])
        #expect(diagnostics.warnings.contains { $0.message.contains("originals' is a folder") })
    }

    @Test(arguments: [
        (AssetTestSupport.png(width: 1024, height: 1024), nil),
        (AssetTestSupport.png(width: 512, height: 512), "is 512×512 pixels; it must be 1024×1024"),
        (AssetTestSupport.png(width: 1024, height: 1024, colorType: 6), "has an alpha channel or transparency"),
        (Data("GIF89a".utf8), "is not a PNG"),
    ] as [(Data, String?)])
    func appIconMustBeAnOpaque1024PNG(icon: Data, expectedError: String?) throws {
        let root = try AssetTestSupport.project([
            "assets/AppIcon.png": icon,
            "assets/AppIcon.dark.png": AssetTestSupport.png(width: 1024, height: 1024, colorType: 6),
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        var diagnostics = Diagnostics()
        let inventory = AssetInventory.load(AssetTestSupport.config(root: root, appIcon: "assets/AppIcon.png"), diagnostics: &diagnostics)
        if let expectedError {
            #expect(diagnostics.errors.map(\.message).contains { $0.contains(expectedError) }, "\(diagnostics.all)")
            #expect(diagnostics.errors.allSatisfy { $0.location?.description == "dsys.json:3:14" })
            #expect(inventory.appIcon == nil)
        } else {
            #expect(diagnostics.all.isEmpty, "\(diagnostics.all)")
            #expect(inventory.appIcon?.variants.map(\.appearance) == [.any, .dark])
        }
    }

    @Test func missingInputsAreErrorsAtTheConfigPath() throws {
        let root = try AssetTestSupport.project([:])
        defer { try? FileManager.default.removeItem(atPath: root) }
        var diagnostics = Diagnostics()
        _ = AssetInventory.load(AssetTestSupport.config(root: root, icons: "assets/icons", appIcon: "AppIcon.png"), diagnostics: &diagnostics)
        #expect(diagnostics.errors.map(\.message) == [
            "the icons folder 'assets/icons' does not exist or is not a folder",
            "the app icon '\(root)/AppIcon.png' does not exist",
        ])
        #expect(diagnostics.errors.allSatisfy { $0.location?.description == "dsys.json:3:14" })
    }
}
