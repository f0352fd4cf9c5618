import DsysSource

/// A report `dsys generate --report` wrote (the account of every token): written into the token
/// folder, the next run read it as a design-system file and stopped with errors about its keys,
/// whose hint even offered it as the input. It is left out of the inputs with a note.
enum DsysReportFile {
    /// Whether `root` has the report's shape: `read` and `emitted` counts, `tokens` and `modes`.
    static func isReport(_ root: SourceNode) -> Bool {
        root["read"]?.number != nil && root["emitted"]?.number != nil && root["tokens"]?.members != nil && root["modes"]?.elements != nil
    }

    /// The note for the report `file`, left out.
    static func note(_ file: SourceFile) -> Diagnostic {
        Diagnostic(.note, "'\(file.path)' is a report dsys wrote (--report), not tokens; it is left out",
                   at: file.location(of: file.root), hint: "write the report outside the token folder")
    }
}
