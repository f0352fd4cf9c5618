@testable import DsysCore
@testable import DsysGenerator
@testable import DsysOutput
@testable import DsysSource
@testable import DsysTokens
import Foundation
import Testing

/// The back end's image output: members, the collision gates, asset tokens, the config keys and
/// copied bytes reaching the disk unchanged.
@Suite struct ImageGenerationTests {
    private static func inventory(icons: [String], prefix: String = "ds") -> AssetInventory {
        var inventory = AssetInventory()
        inventory.memberPrefix = prefix
        inventory.isConfigured = true
        inventory.icons = icons.map { name in
            ImageAsset(role: .icon, name: name, format: .svg,
                       variants: [.init(fileName: "\(name).svg", bytes: AssetTestSupport.svg, isDark: false, scale: nil)],
                       location: SourceLocation(file: "assets/icons/\(name).svg", line: 1, column: 1))
        }
        return inventory
    }

    private let symbolTokens = """
    { "tab": { "home": { "$value": "house", "$extensions": { "dsys": { "symbol": "house" } } } } }
    """

    @Test func iconsAndSymbolsBecomeImageMembersAndImagesets() throws {
        let (files, diagnostics) = try AssetTestSupport.generate(symbolTokens, config: GeneratorTestHarness.plainConfig,
                                                                     assets: Self.inventory(icons: ["check-mark"]))
        #expect(!diagnostics.hasErrors, "\(diagnostics.all)")
        #expect(diagnostics.warnings.isEmpty, "a symbol token needs no $type: \(diagnostics.all)")
        let images = GeneratorTestHarness.contents(files, "Images+Kit.swift")
        #expect(images.contains(#"static var dsIconCheckMark: Image { Image("dsysIconCheckMark", bundle: .module) }"#))
        #expect(images.contains(#"static var dsTabHome: Image { Image(systemName: "house") }"#))
        #expect(GeneratorTestHarness.contents(files, "UIImage+Kit.swift").contains(#"UIImage(systemName: "house") ?? UIImage()"#))
        let copied = try #require(files.first { $0.path == "Sources/Kit/Images.xcassets/dsysIconCheckMark.imageset/check-mark.svg" })
        #expect(copied.data == AssetTestSupport.svg)
        #expect(GeneratorTestHarness.contents(files, "Package.swift").contains(#".process("Images.xcassets")"#))
    }

    @Test func anImagesetWhoseXcodeSymbolIsADeclaredMemberIsAnError() throws {
        let (files, diagnostics) = try AssetTestSupport.generate("{}", config: GeneratorTestHarness.plainConfig,
                                                                     assets: Self.inventory(icons: ["check"], prefix: "dsys"))
        #expect(files.isEmpty)
        #expect(diagnostics.errors.map(\.message) == [
            "the asset 'dsysIconCheck' of 'assets/icons/check.svg' makes Xcode generate the symbol 'dsysIconCheck', which dsys also declares",
        ])
    }

    @Test func assetTokensNameConfiguredFilesOnly() throws {
        let tokens = """
        { "brand": {
            "mark": { "$value": "assets/icons/check.svg", "$extensions": { "dsys": { "asset": "assets/icons/check.svg" } } },
            "web": { "$type": "string", "$value": "https://example.com/logo.svg" },
            "plain": { "$type": "string", "$value": "assets/icons/../icons/check.svg" },
            "gone": { "$value": "assets/icons/gone.svg", "$extensions": { "dsys": { "asset": "assets/icons/gone.svg" } } }
        } }
        """
        let (_, diagnostics) = try AssetTestSupport.generate(tokens, config: GeneratorTestHarness.plainConfig,
                                                                 assets: Self.inventory(icons: ["check"]))
        #expect(diagnostics.errors.map(\.message) == ["'assets/icons/gone.svg' is not a file in the configured icons or images folders"])
        #expect(diagnostics.errors.first?.location?.description.hasSuffix("/t.json:5:25") == true)
        let fixed = tokens.replacingOccurrences(of: "gone.svg", with: "check.svg")
        let (files, _) = try AssetTestSupport.generate(fixed, config: GeneratorTestHarness.plainConfig,
                                                           assets: Self.inventory(icons: ["check"]))
        let images = GeneratorTestHarness.contents(files, "Images+Kit.swift")
        #expect(images.contains("static var dsBrandMark: Image { dsIconCheck }"))
        #expect(images.contains("static var dsBrandPlain: Image { dsIconCheck }"))
        #expect(!images.contains("dsBrandWeb"))
    }

    @Test func assetsConfigIsCheckedAtItsPosition() throws {
        let (config, diagnostics) = try GeneratorTestHarness.readConfig("""
        { "assets": { "icons": "assets/icons", "appIcon": "/etc/icon.png", "memberPrefix": "my-prefix", "logos": "x" } }
        """)
        #expect(config.assets.icons?.path == "assets/icons")
        #expect(config.assets.icons?.location.description == "dsys.json:1:24")
        #expect(diagnostics.errors.map(\.message) == [
            "'assets.appIcon' must be a path relative to the config file, such as \"assets/icons\"",
            "'assets.memberPrefix' must be ASCII letters and digits, such as \"ds\"",
            "unknown assets key 'logos'",
        ])
    }

    @Test func copiedBytesAreWrittenExactly() throws {
        let root = NSTemporaryDirectory() + "dsys-bytes-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: root) }
        let bytes = Data([0x89, 0x50, 0xFF, 0xFE, 0x00, 0x0A, 0xC3])
        let writer = OutputWriter(root: root)
        #expect(try writer.write([GeneratedFile(path: "a/b.png", bytes: bytes)]).written == ["a/b.png"])
        #expect(FileManager.default.contents(atPath: root + "/a/b.png") == bytes)
        #expect(try writer.write([GeneratedFile(path: "a/b.png", bytes: bytes)]).unchanged == ["a/b.png"])
    }
}
