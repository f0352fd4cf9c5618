/// The built-in starter design system (seed 003's semantic set), used by `dsys generate` when no
/// input is given and no `.dsys/design-system.json` exists. Its one copy is
/// `Examples/Starter/design-system.json`, embedded into dsys at build time through the link
/// `Sources/DsysTokens/Resources/starter-design-system.json`.
public enum StarterDesignSystem {
    /// The display path used in diagnostics and generated headers.
    public static let displayPath = "design-system.json"

    /// The `design-system.json` text.
    public static let json = String(decoding: PackageResources.starter_design_system_json, as: UTF8.self)
}
