@testable import DsysOutput

/// What the tests of watch mode's writes share: the up-to-date record's inputs each write is given
/// (a watching process always keeps one), and a small package whose one color varies.
enum WatchModeWrites {
    static let inputs = UpToDateRecord.Inputs(
        digest: String(repeating: "0", count: 32), items: [],
        summary: UpToDateRecord.Summary(tokenCount: 1, fileCount: 3, account: "1 token", diagnostics: "")
    )

    /// Two Swift files, the first holding `ink`, and with `colorSet` a colorset holding it too.
    static func files(_ ink: String, colorSet: Bool = true) -> [GeneratedFile] {
        [GeneratedFile(path: "Sources/A.swift", contents: "let ink = \"\(ink)\"\n"),
         GeneratedFile(path: "Sources/B.swift", contents: "let paper = \"white\"\n")]
            + (colorSet ? [GeneratedFile(path: "Sources/Colors.xcassets/ink.colorset/Contents.json", contents: "{ \"ink\": \"\(ink)\" }\n")] : [])
    }
}
