@testable import DsysCore
import Foundation
import Testing

/// The published JSON Schema of `dsys.json`: identical to what `dsys schema --config` prints, and
/// the same key list `ConfigFile` reads.
@Suite struct ConfigSchemaTests {
    @Test func publishedConfigSchemaIsTheOneDsysPrints() throws {
        let published = try String(contentsOf: ReferenceCase.repositoryRoot.appendingPathComponent("Schemas/dsys.schema.json"),
                                   encoding: .utf8)
        #expect(published == ConfigSchema.json)
        let printed = try DsysProcess.run(["schema", "--config"], in: ReferenceCase.repositoryRoot)
        #expect(printed.status == 0)
        #expect(printed.standardOutput == published)
    }

    /// Every key the schema lists is read by `ConfigFile` without complaint (its example value).
    @Test func everySchemaKeyIsReadByConfigFile() throws {
        var diagnostics = Diagnostics()
        let file = try #require(SourceFileReader.read(Array(ConfigSchema.exampleConfig.utf8), displayPath: "dsys.json",
                                                      syntax: .json, diagnostics: &diagnostics))
        var reader = ConfigReader(file: file)
        _ = reader.read()
        #expect(reader.diagnostics.sorted.isEmpty, "\(reader.diagnostics.sorted)")
        #expect(try JSONSchemaCheck(schemaText: ConfigSchema.json).violations(of: ConfigSchema.exampleConfig).isEmpty)
    }

    /// For every type-name key, the schema and `ConfigFile` agree on whether a dotted name
    /// (`Acme.Name`) is allowed.
    @Test(arguments: ConfigFile.typeKeys)
    func schemaAndReaderAgreeOnDottedTypeNames(key: String) throws {
        let config = #"{ ""# + key + #"": "Acme.Name" }"#
        let schemaAccepts = try JSONSchemaCheck(schemaText: ConfigSchema.json).violations(of: config).isEmpty
        var diagnostics = Diagnostics()
        let file = try #require(SourceFileReader.read(Array(config.utf8), displayPath: "dsys.json", syntax: .json,
                                                      diagnostics: &diagnostics))
        var reader = ConfigReader(file: file)
        _ = reader.read()
        #expect(schemaAccepts == !reader.diagnostics.hasErrors, "\(key): \(reader.diagnostics.sorted)")
    }

    @Test func aMisspelledKeyIsRejectedByTheSchemaAndByDsys() throws {
        let config = #"{ "moduleNme": "Acme" }"#
        let schemaViolations = try JSONSchemaCheck(schemaText: ConfigSchema.json).violations(of: config)
        #expect(schemaViolations == ["$: unknown key 'moduleNme'"])
        var diagnostics = Diagnostics()
        let file = try #require(SourceFileReader.read(Array(config.utf8), displayPath: "dsys.json", syntax: .json,
                                                      diagnostics: &diagnostics))
        var reader = ConfigReader(file: file)
        _ = reader.read()
        let error = try #require(reader.diagnostics.errors.first)
        #expect(error.message == "unknown configuration key 'moduleNme' (did you mean 'moduleName'?)")
        #expect(error.location?.column == 3)
        #expect(!(error.hint ?? "").contains("colorStrategy"))
    }

    @Test func theSchemaChecksValueShapes() throws {
        let check = try JSONSchemaCheck(schemaText: ConfigSchema.json)
        #expect(try !check.violations(of: #"{ "colorStrategy": "hexadecimal" }"#).isEmpty)
        #expect(try !check.violations(of: #"{ "colors": { "type": "Color", "nesting": "deep" } }"#).isEmpty)
        #expect(try !check.violations(of: #"{ "files": { "colours": "A.swift" } }"#).isEmpty)
        #expect(try check.violations(of: #"{ "typographyType": null, "colors": { "type": "Color", "memberPrefix": null } }"#).isEmpty)
    }
}
