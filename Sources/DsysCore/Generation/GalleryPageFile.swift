import Foundation

/// Renders the gallery page and writes it atomically; shared by `gallery` and `generate`.
public enum GalleryPageFile {
    /// Whether the page was written; on failure the reason is in `diagnostics`.
    public static func write(_ tokens: ResolvedTokens, config: GeneratorConfig, to path: String, diagnostics: inout Diagnostics) -> Bool {
        guard let html = GalleryPage(config: config).render(tokens, diagnostics: &diagnostics) else { return false }
        do {
            try Data(html.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            return true
        } catch {
            diagnostics.error("cannot write the gallery to '\(path)': \(error.localizedDescription)",
                              hint: "check that the folder exists and can be written")
            return false
        }
    }
}
