import DsysSource

/// The input formats dsys reads, in one list, and the rule that gives each input to one of them:
/// every format looks at the input (`InputFormat.claim`), and the strongest claim wins
/// (`ClaimStrength`). Equally strong claims are an error naming the formats and what marks each (dsys
/// does not guess); so is an input that no format claims, naming every format tried.
package struct InputFormatRegistry: Sendable {
    /// The formats, in the order they are tried and listed in diagnostics.
    let formats: [any InputFormat]

    /// The formats dsys reads. Token files (DTCG or Style Dictionary) come last: they claim any
    /// file or folder, as the fallback.
    package static let standard = InputFormatRegistry(formats: [
        ResolverDocumentFormat(), TokensStudioFormat(), DesignSystemFileFormat(), SpectrumFormat(), FigmaVariablesFormat(),
        TokensBrueckeFormat(), FigmaModeTreesFormat(), TheoFormat(), TokenFilesFormat(),
    ])

    /// One format's claim on an input.
    package struct Candidate {
        /// The format's position in `formats`.
        var index: Int
        package var format: any InputFormat
        package var claim: InputClaim
    }

    /// The format that reads `file`, and its claim; nil, after an error, when no format claims it.
    /// `isAlone` says `file` is the run's only token file (`InputFormat.claim(loneFile:)`).
    func claim(file: SourceFile, isAlone: Bool = false, diagnostics: inout Diagnostics) -> Candidate? {
        let candidates = rank(formats.indices.compactMap { index in
            (isAlone ? formats[index].claim(loneFile: file) : formats[index].claim(file: file)).map {
                Candidate(index: index, format: formats[index], claim: InputClaim(strength: $0, path: file.path))
            }
        })
        return choose(candidates, for: file.path, at: file.location(of: file.root), diagnostics: &diagnostics)
    }

    /// The format that reads the folder at `path`, and its claim: the folder's own strongest claim,
    /// unless that is only a fallback and exactly one of its subfolders is claimed more strongly
    /// (exports often sit in a `tokens/` folder). Nil, after an error, when no format claims it.
    package func claim(folder path: String, diagnostics: inout Diagnostics) -> Candidate? {
        let listing = FolderListing(path: path)
        var candidates = self.candidates(for: listing)
        if candidates.first.map({ $0.claim.strength <= .fallback }) ?? true {
            let claimedSubfolders = listing.subfolders.map(self.candidates(for:))
                .filter { $0.first.map { $0.claim.strength > .fallback } ?? false }
            if claimedSubfolders.count == 1, let only = claimedSubfolders.first { candidates = only }
        }
        return choose(candidates, for: candidates.first?.claim.path ?? path, at: nil, diagnostics: &diagnostics)
    }

    /// The folders below `path`, down to `depth` levels, that a format claims more strongly than as
    /// loose token files (a Tokens Studio export, a resolver document), shallowest first; hidden
    /// folders and `node_modules` are not searched. `dsys init` proposes such a folder when the one
    /// it was run in holds it deeper than `claim(folder:diagnostics:)` looks (Qlik's
    /// `packages/design-tokens/tokens/$themes.json`).
    package func strongClaims(below path: String, depth: Int) -> [Candidate] {
        var found: [Candidate] = []
        var level = FolderListing(path: path).subfolders
        for _ in 0..<depth where !level.isEmpty {
            var next: [FolderListing] = []
            for folder in level where !Self.isSkippedInSearch(folder.path) {
                if let strongest = candidates(for: folder).first, strongest.claim.strength > .fallback {
                    found.append(strongest)
                } else {
                    next += folder.subfolders
                }
            }
            level = next
        }
        return found
    }

    /// Whether the deep search passes over the folder at `path`: hidden, or installed packages.
    private static func isSkippedInSearch(_ path: String) -> Bool {
        let name = path.split(separator: "/").last ?? ""
        return name.hasPrefix(".") || name == "node_modules"
    }

    private func candidates(for folder: FolderListing) -> [Candidate] {
        rank(formats.indices.compactMap { index in
            formats[index].claim(folder: folder).map { Candidate(index: index, format: formats[index], claim: $0) }
        })
    }

    /// Strongest first; equally strong claims in the order of `formats`.
    private func rank(_ candidates: [Candidate]) -> [Candidate] {
        candidates.sorted { first, second in
            first.claim.strength != second.claim.strength ? first.claim.strength > second.claim.strength
                : first.index < second.index
        }
    }

    /// The first of the ranked `candidates` for the input `path`; nil, after an error, when there are
    /// none (naming every format tried) or when others claim it as strongly (naming them).
    private func choose(
        _ candidates: [Candidate], for path: String, at location: SourceLocation?, diagnostics: inout Diagnostics
    ) -> Candidate? {
        guard let chosen = candidates.first else {
            diagnostics.error(
                "dsys cannot tell which format '\(path)' is in; it looked for "
                    + formats.map { "a \($0.title) (\($0.recognisedBy))" }.joined(separator: "; "),
                at: location, hint: "pass a file or folder in one of these formats"
            )
            return nil
        }
        let rivals = candidates.dropFirst().filter { $0.claim.strength == chosen.claim.strength }.map(\.format)
        guard rivals.isEmpty else {
            let claimants = [chosen.format] + rivals
            diagnostics.error(
                "'\(path)' could be " + Self.orList(claimants.map { "a \($0.name)" }) + "; dsys cannot tell which it is",
                at: location,
                hint: "remove what makes it look like the formats it is not: "
                    + claimants.map { "a \($0.name) is recognised by \($0.recognisedBy)" }.joined(separator: "; ")
            )
            return nil
        }
        return chosen
    }

    /// The names of the formats whose inputs stand alone: `a resolver document, Tokens Studio export
    /// or design-system file`.
    var standaloneInputs: String {
        "a " + Self.orList(formats.filter(\.standsAlone).map(\.name))
    }

    /// `standaloneInputs` in the plural, without the article.
    var standaloneInputsPlural: String {
        Self.orList(formats.filter(\.standsAlone).map { $0.name + "s" })
    }

    /// How to pass inputs that cannot be combined: `pass one resolver document, one Tokens Studio
    /// export, one design-system file, or plain token files`.
    var oneStandaloneInputHint: String {
        "pass " + formats.filter(\.standsAlone).map { "one \($0.name), " }.joined() + "or plain token files"
    }

    /// `a`, `a or b`, `a, b or c`.
    static func orList(_ items: [String]) -> String {
        guard let last = items.last else { return "" }
        let leading = items.dropLast()
        return leading.isEmpty ? last : leading.joined(separator: ", ") + " or " + last
    }
}
