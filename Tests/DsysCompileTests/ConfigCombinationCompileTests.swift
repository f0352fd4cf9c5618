import DsysCore
import Foundation
import Testing

/// Every `dsys.json` dsys accepts must produce code that compiles. Configs are drawn from pools of
/// values for the keys that shape the API — plain, dotted, reserved and clashing type names,
/// nesting, prefixes, strategies — with a fixed seed per case, so a failure names a config that
/// reproduces. A config dsys rejects is fine (its errors say why); one it accepts must generate
/// the starter design system into a package that type-checks against the stubs, or stop with an
/// error, never with broken code.
@Suite("Accepted configurations generate code that compiles")
struct ConfigCombinationCompileTests {
    /// The seeds of the drawn configs.
    static let seeds: [UInt64] = Array(1...20)

    @Test("A drawn config is rejected, or its package compiles", arguments: seeds)
    func acceptedConfigCompiles(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let json = Self.drawConfig(&random)
        let folder = FileManager.default.temporaryDirectory.appending(path: "dsys-config-\(UUID().uuidString)", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let configPath = folder.appending(path: "dsys.json").path
        try json.write(toFile: configPath, atomically: true, encoding: .utf8)

        var diagnostics = Diagnostics()
        guard let config = ConfigFile.load(path: configPath, diagnostics: &diagnostics), !diagnostics.hasErrors else {
            #expect(diagnostics.errors.allSatisfy { $0.location != nil }, "rejections must point into dsys.json: \(diagnostics.sorted)")
            return
        }
        let tokens = try #require(FrontEnd().loadStarter(diagnostics: &diagnostics))
        guard let files = GeneratorPipeline(config: config.generator).generate(tokens, diagnostics: &diagnostics) else {
            #expect(diagnostics.hasErrors, "a generation that writes nothing must say why:\n\(json)")
            return
        }
        let output = folder.appending(path: "Out", directoryHint: .isDirectory)
        _ = try OutputWriter(root: output.path).write(files)
        let sources = output.appending(path: "Sources/\(config.generator.moduleName)", directoryHint: .isDirectory)
        let module = try #require(GeneratedModule(directory: sources))
        let result = try CompileCheck.shared().typecheck(module, among: [module])
        #expect(result.succeeded, "dsys accepted this config but its package does not compile:\n\(json)\n\(result.summary)")
    }

    /// The drawn configs cover both outcomes, so the test checks something either way.
    @Test("The drawn configs include accepted and rejected ones")
    func drawsBothOutcomes() {
        var accepted = 0
        for seed in Self.seeds {
            var random = SplitMix64(seed: seed)
            let json = Self.drawConfig(&random)
            let path = FileManager.default.temporaryDirectory.appending(path: "dsys-config-\(UUID().uuidString).json").path
            try? json.write(toFile: path, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(atPath: path) }
            var diagnostics = Diagnostics()
            if ConfigFile.load(path: path, diagnostics: &diagnostics) != nil, !diagnostics.hasErrors { accepted += 1 }
        }
        #expect(accepted >= 4)
        #expect(accepted <= Self.seeds.count - 3)
    }

    /// Values per key that dsys should accept; `nil` leaves the key out, `"null"` writes JSON null.
    private static let benign: [(key: String, values: [String?])] = [
        ("colors", [nil, #"{ "type": "Palette", "nesting": "nested" }"#, #"{ "type": "Brand.Colors", "memberPrefix": null }"#,
                    #"{ "type": "Color", "memberPrefix": "brand" }"#]),
        ("spacing", [nil, #"{ "type": "Layout.Spacing" }"#, #"{ "type": "Spacing", "nesting": "nested" }"#]),
        ("radius", [nil, #"{ "type": "Layout.Radius" }"#, #"{ "type": "CornerRadius", "memberPrefix": "r" }"#]),
        ("fonts", [nil, #"{ "type": "Font" }"#, #"{ "type": "Brand.Fonts" }"#]),
        ("typographyType", [nil, "null", #""TextStyles""#]),
        ("valuesType", [nil, #""AcmeTokens""#]),
        ("scaledSpacingType", [nil, "null", #""ScaledSpacing""#]),
        ("componentPrefix", [nil, "null", #""Acme""#]),
        ("shadowType", [nil, #""Elevation""#]),
        ("themeType", [nil, #""AcmeTheme""#]),
        ("fontMembers", [nil, #""properties""#, #""none""#]),
        ("colorStrategy", [nil, #""code""#]),
        ("themeManager", [nil, "false"]),
        ("uiKit", [nil, "false"]),
    ]

    /// Values that would make the generated code shadow a type it uses, or declare one type twice.
    private static let hostile: [(key: String, value: String)] = [
        ("colors", #"{ "type": "Swift.Int" }"#), ("colors", #"{ "type": "Color.Brand" }"#), ("spacing", #"{ "type": "CGFloat" }"#),
        ("radius", #"{ "type": "View" }"#), ("fonts", #"{ "type": "Text" }"#), ("typographyType", #""Brand.TextStyle""#),
        ("typographyType", #""Font""#), ("valuesType", #""Color""#), ("valuesType", #""Brand.Values""#),
        ("scaledSpacingType", #""Spacing.Scaled""#), ("componentPrefix", #""Brand.UI""#), ("shadowType", #""Color""#),
        ("themeType", #""Animation""#), ("shadowType", #""DesignTokens""#),
    ]

    /// A config of benign values; every other seed also carries one hostile value.
    static func drawConfig(_ random: inout SplitMix64) -> String {
        var members: [(key: String, value: String)] = []
        for pool in benign {
            if let value = pool.values[Int(random.next() % UInt64(pool.values.count))] { members.append((pool.key, value)) }
        }
        if random.next() % 2 == 0 {
            let bad = hostile[Int(random.next() % UInt64(hostile.count))]
            members.removeAll { $0.key == bad.key }
            members.append(bad)
        }
        return "{ " + members.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ") + " }\n"
    }
}

/// A small seeded generator (SplitMix64), so every drawn config can be reproduced from its seed.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
