import DsysSource

/// The `"figma"` object of `dsys.json`, read by `dsys pull figma`: the file to pull and where to
/// save its variables, relative to the config file's folder.
///
/// ```json
/// "figma": { "fileKey": "abc123XYZ", "output": "tokens/figma-variables.json" }
/// ```
public struct FigmaConfig: Sendable, Equatable {
    /// The Figma file key, or the file's link.
    public var fileKey: String?
    /// Where the response is saved (default `figma-variables.json`), relative to the config file.
    public var output: String?

    public init(fileKey: String? = nil, output: String? = nil) {
        self.fileKey = fileKey
        self.output = output
    }

    static let keys = ["fileKey", "output"]
}

extension ConfigReader {
    /// Reads `"figma"`: an object with a string `fileKey` and a relative `output` path.
    mutating func figma(_ node: SourceNode) -> FigmaConfig {
        var result = FigmaConfig()
        guard let members = node.members else {
            diagnostics.error("'figma' must be an object with 'fileKey' and 'output'", at: file.location(of: node))
            return result
        }
        for member in members {
            guard FigmaConfig.keys.contains(member.key) else {
                diagnostics.error("unknown 'figma' key '\(member.key)'", at: file.location(ofKey: member),
                                  hint: "known keys: " + FigmaConfig.keys.joined(separator: ", "))
                continue
            }
            guard let text = member.value.string, !text.isEmpty else {
                diagnostics.error("'figma.\(member.key)' must be a non-empty string", at: file.location(of: member.value))
                continue
            }
            if member.key == "fileKey" {
                result.fileKey = text
            } else if text.hasPrefix("/") || text.contains("\\") {
                diagnostics.error("'figma.output' must be a path relative to the config file, such as \"figma-variables.json\"",
                                  at: file.location(of: member.value))
            } else {
                result.output = text
            }
        }
        return result
    }
}
