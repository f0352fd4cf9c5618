@testable import DsysCore
import Testing

/// Runs small in-memory token sets and configs through the back end for the generator tests.
enum GeneratorTestHarness {
    /// The generated files for a DTCG token file (`$extensions.mode` gives appearances), and the
    /// diagnostics of every stage.
    static func generate(_ json: String, config: GeneratorConfig) throws -> (files: [GeneratedFile], diagnostics: Diagnostics) {
        var diagnostics = Diagnostics()
        let tokens = try resolve(json, diagnostics: &diagnostics)
        let files = GeneratorPipeline(config: config).generate(tokens, diagnostics: &diagnostics) ?? []
        return (files, diagnostics)
    }

    /// The resolved tokens of a DTCG token file `t.json` (`$extensions.mode` gives appearances).
    static func resolve(_ json: String, diagnostics: inout Diagnostics) throws -> ResolvedTokens {
        let file = try #require(SourceFileReader.read(Array(json.utf8), displayPath: "t.json", syntax: .json, diagnostics: &diagnostics))
        let plan = ResolutionPlan(modes: [.init(name: "default", contexts: [], layers: [
            TokenLayer(name: "t.json", tokens: TokenTreeParser.parse(file, diagnostics: &diagnostics)),
        ])], sourceFiles: ["t.json"])
        return ModeResolver().resolve(ModeExtension.expand(plan, diagnostics: &diagnostics), diagnostics: &diagnostics)
    }

    /// The translated design system of `modes` (read from `t.json`) and the translator's diagnostics.
    /// `skipped` are the tokens the front end left out.
    static func translate(
        _ modes: [Mode], skipped: [SkippedToken] = [], config: GeneratorConfig = plainConfig
    ) -> (DesignSystemDescription, Diagnostics) {
        var diagnostics = Diagnostics()
        let description = DesignSystemTranslator(config: config)
            .translate(ResolvedTokens(modes: modes, sourceFiles: ["t.json"], skipped: skipped), diagnostics: &diagnostics)
        return (description, diagnostics)
    }

    /// The contents of the generated file whose path ends with `suffix`. A missing file fails the
    /// calling test (and reads as empty), so a "does not contain" check cannot pass by accident.
    static func contents(_ files: [GeneratedFile], _ suffix: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
        guard let file = files.first(where: { $0.path.hasSuffix(suffix) }) else {
            Issue.record("no generated file's path ends with \(suffix)", sourceLocation: sourceLocation)
            return ""
        }
        return file.contents
    }

    /// A `dsys.json` read from text: the config and the reader's diagnostics.
    static func readConfig(_ json: String) throws -> (config: ConfigFile, diagnostics: Diagnostics) {
        var diagnostics = Diagnostics()
        let file = try #require(SourceFileReader.read(Array(json.utf8), displayPath: "dsys.json", syntax: .json, diagnostics: &diagnostics))
        var reader = ConfigReader(file: file)
        let config = reader.read()
        return (config, reader.diagnostics)
    }

    /// A config with no starter components (which need roles small token sets lack) and no theme manager.
    static var plainConfig: GeneratorConfig {
        var config = GeneratorConfig(moduleName: "Kit")
        config.componentPrefix = nil
        config.themeManager = false
        return config
    }
}
