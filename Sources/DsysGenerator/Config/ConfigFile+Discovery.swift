import Foundation
import DsysSource

extension ConfigFile {
    /// The config at `explicitPath` when given, else `dsys.json` in `folder` when it exists, else the
    /// defaults; nil (with errors) when the file is unusable.
    public static func load(explicitPath: String?, orIn folder: String, diagnostics: inout Diagnostics) -> ConfigFile? {
        if let explicitPath { return load(path: explicitPath, diagnostics: &diagnostics) }
        // In the working folder the path stays "dsys.json", so diagnostics read "dsys.json:4:5".
        let path = folder == "." ? "dsys.json" : (folder as NSString).appendingPathComponent("dsys.json")
        guard FileManager.default.fileExists(atPath: path) else { return ConfigFile() }
        return load(path: path, diagnostics: &diagnostics)
    }
}
