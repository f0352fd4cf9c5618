import DsysSource

/// One token format dsys reads. A format looks at an input cheaply and says how sure it is that the
/// input is its own (`claim`); `InputFormatRegistry` gives each input to the strongest claim, and the
/// chosen format loads it into the front end's common result (`InputContribution`s, with diagnostics).
///
/// Adding a format is one conforming type, in its own folder under `Input/Formats/`, listed in
/// `InputFormatRegistry.standard`. Every requirement but the names has a default: a format that reads
/// only files implements `claim(file:)` and `load(files:options:diagnostics:)`; one that reads
/// folders, `claim(folder:)` and `load(folder:options:diagnostics:)`.
package protocol InputFormat: Sendable {
    /// How diagnostics call an input of this format: `resolver document`.
    var name: String { get }
    /// The format's full title, for `dsys init` and the claim diagnostics: `DTCG resolver document`.
    var title: String { get }
    /// What the format recognises its inputs by, for the diagnostics when no format (or more than
    /// one) claims an input: `a name ending in .resolver.json, or "version" and "resolutionOrder"`.
    var recognisedBy: String { get }
    /// Whether an input of this format is a whole token system that names its own files and modes,
    /// and so must be the only input.
    var standsAlone: Bool { get }
    /// Whether the files this format claims are loaded together, after every file of the run is
    /// claimed (because they refer to each other), instead of one by one as they are claimed.
    var loadsFilesTogether: Bool { get }
    /// Whether the input brings modes of its own (a resolver document's modifiers, a Figma export's
    /// collection modes), so that `dsys.json`'s `modeSources` does not apply to it.
    var bringsOwnModes: Bool { get }

    /// How strongly this format claims `folder`, judged from its listing; nil when it does not.
    func claim(folder: FolderListing) -> InputClaim?
    /// How strongly this format claims `file`, judged from the top level of its tree; nil when it does not.
    func claim(file: SourceFile) -> ClaimStrength?
    /// How strongly this format claims `file` when it is the run's only token file: also by what its
    /// references say of its layout, which the tokens of other files would answer otherwise (an older
    /// Tokens Studio export's references that leave out its sets). By default as `claim(file:)`.
    func claim(loneFile file: SourceFile) -> ClaimStrength?
    /// Loads the folder input this format claimed; nil when nothing usable was read (reported).
    func load(folder claim: InputClaim, options: InputLoadOptions, diagnostics: inout Diagnostics) -> FolderLoad?
    /// Loads files this format claimed, in path order: one at a time, or all of a run's at once when
    /// `loadsFilesTogether`.
    func load(files: [SourceFile], options: InputLoadOptions, diagnostics: inout Diagnostics) -> [InputContribution]
}

extension InputFormat {
    package var standsAlone: Bool { false }
    package var loadsFilesTogether: Bool { false }
    package var bringsOwnModes: Bool { false }

    package func claim(folder: FolderListing) -> InputClaim? { nil }
    package func claim(file: SourceFile) -> ClaimStrength? { nil }
    package func claim(loneFile file: SourceFile) -> ClaimStrength? { claim(file: file) }

    package func load(folder claim: InputClaim, options: InputLoadOptions, diagnostics: inout Diagnostics) -> FolderLoad? {
        nil
    }

    package func load(files: [SourceFile], options: InputLoadOptions, diagnostics: inout Diagnostics) -> [InputContribution] {
        []
    }
}
