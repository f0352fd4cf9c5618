/// The JSON Schema of `design-system.json`, printed by `dsys schema`. Its one copy is
/// `Schemas/design-system.schema.json`, embedded into dsys at build time through the link
/// `Sources/DsysTokens/Resources/design-system.schema.json`.
public enum DesignSystemSchema {
    public static let json = String(decoding: PackageResources.design_system_schema_json, as: UTF8.self)
}
