import Foundation

/// The token files a Style Dictionary project's configuration (`config.json` beside its tokens, with
/// `source` and `platforms`) builds: `dsys init` proposes them as the inputs, so files the build
/// leaves out (Spark NZ's `variations/brands/brand1`, built on its own as a diff against the base)
/// do not override the base's tokens.
///
/// Each glob of `include` and `source` becomes the folder before its first wildcard
/// (`properties/**/*.json` → `properties`), or the file it names; `include` first, as Style
/// Dictionary reads it first and `source` overrides it.
struct StyleDictionaryConfigSources {
    /// The configuration's file name in the folder (`config.json`).
    var fileName: String
    /// The proposed inputs, relative to the folder, each existing, none inside another.
    var inputs: [String]

    /// The configuration file names looked for at the top of the folder, in this order.
    private static let fileNames = ["config.json", "sd.config.json", "style-dictionary.config.json"]

    /// The first configuration at the top of `folder` whose globs name existing files or folders
    /// below it; nil when there is none, or one that names the whole folder (`**/*.json`).
    init?(in folder: String) {
        for name in Self.fileNames {
            let path = folder + "/" + name
            guard Self.isConfig(ProjectSetup.text(of: path)),
                  let data = FileManager.default.contents(atPath: path),
                  let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { continue }
            let globs = ["include", "source"].flatMap { (object[$0] as? [Any])?.compactMap { $0 as? String } ?? [] }
            let prefixes = globs.map(Self.fixedPrefix).filter { !$0.isEmpty && FileManager.default.fileExists(atPath: folder + "/" + $0) }
            var inputs: [String] = []
            for prefix in prefixes where !inputs.contains(where: { Self.path(prefix, liesIn: $0) }) {
                inputs.removeAll { Self.path($0, liesIn: prefix) }
                inputs.append(prefix)
            }
            guard !inputs.isEmpty, prefixes.count == globs.count else { continue }
            self.fileName = name
            self.inputs = inputs
            return
        }
        return nil
    }

    /// Whether `relativePath`, a token file below the folder, is one of the inputs or inside one.
    func covers(_ relativePath: String) -> Bool {
        inputs.contains { Self.path(relativePath, liesIn: $0) }
    }

    /// Whether `text` is a Style Dictionary configuration: an object whose first members include
    /// `source` and `platforms` (spor's and Hyphen's `config.json` were proposed as token files).
    static func isConfig(_ text: String) -> Bool {
        text.contains("\"platforms\"") && text.contains("\"source\"") && !text.contains("\"$value\"") && !text.contains("\"value\"")
    }

    /// The segments of `glob` before the first that holds a wildcard, joined; a leading `./` dropped.
    private static func fixedPrefix(_ glob: String) -> String {
        let wildcards = CharacterSet(charactersIn: "*?[]{}!")
        let segments = glob.split(separator: "/").map(String.init).filter { $0 != "." }
        return segments.prefix { $0.rangeOfCharacter(from: wildcards) == nil }.joined(separator: "/")
    }

    /// Whether `path` is `folder` or lies inside it.
    private static func path(_ path: String, liesIn folder: String) -> Bool {
        path == folder || path.hasPrefix(folder + "/")
    }
}
