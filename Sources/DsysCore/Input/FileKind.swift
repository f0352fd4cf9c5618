/// What a single JSON/YAML input file is, judged from its top-level members.
enum FileKind {
    case tokens
    case resolver
    case tokensStudioSingleFile
    case designSystem
    /// Adobe Spectrum's own format (see `SpectrumLoader`).
    case spectrum

    static func detect(_ file: SourceFile) -> FileKind {
        let root = file.root
        if file.path.hasSuffix(".resolver.json") || (root["resolutionOrder"] != nil && root["version"] != nil) {
            return .resolver
        }
        if root["$themes"] != nil || root["$metadata"] != nil {
            return .tokensStudioSingleFile
        }
        if root["tokens"]?.members != nil, root["tokens"]?["$value"] == nil,
           root["name"] != nil || root["fontFamilies"] != nil || root["modes"] != nil {
            return .designSystem
        }
        if SpectrumLoader.isSpectrumFile(file) {
            return .spectrum
        }
        return .tokens
    }
}
