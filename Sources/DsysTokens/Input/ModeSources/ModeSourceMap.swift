import DsysSource

/// Which token files (or Tokens Studio sets) make which modes, without a resolver document: the
/// `modeSources` key of `dsys.json`, or the appearance layout dsys recognises in file names
/// (`AppearanceFileLayout`).
///
/// ```json
/// "modeSources": {
///   "modes": { "theme": { "light": ["light.tokens.json"], "dark": ["dark.tokens.json", "modes/dark"] } },
///   "sourceOnly": ["primitives.json"],
///   "excluded": ["legacy"]
/// }
/// ```
///
/// Each axis (`theme`) lists its contexts, the first being the default; one mode per combination
/// of contexts. A mode reads every source no entry names, then the sources of its contexts in the
/// order their entries list them, so later entries override earlier ones and every mode source
/// overrides the shared ones. Source-only sources may be referenced in every mode but are not
/// generated; excluded ones are left out of every mode.
public struct ModeSourceMap: Sendable, Equatable {
    /// One mode axis: its name and its contexts, in order (the first is the default).
    public struct Axis: Sendable, Equatable {
        public var name: String
        public var contexts: [Context]
        /// Whether the generated package sets the axis by choice, so that above `ModeLimit.maximumModes`
        /// combinations only those `ChoiceAxisReduction` keeps are planned (Figma collections,
        /// `CollectionFileLayout`); false for `modeSources` axes, which the generator judges later.
        public var isChoice: Bool

        public init(name: String, contexts: [Context], isChoice: Bool = false) {
            self.name = name
            self.contexts = contexts
            self.isChoice = isChoice
        }
    }

    /// One context of an axis and the sources it adds.
    public struct Context: Sendable, Equatable {
        public var name: String
        public var entries: [Entry]

        public init(name: String, entries: [Entry]) {
            self.name = name
            self.entries = entries
        }
    }

    /// One or more whole path segments naming sources: a file (`modes/dark.json`), a folder
    /// (`brands/acme`, every file below it) or a Tokens Studio set (`theme/dark`, or `theme` for
    /// every set below it).
    public struct Entry: Sendable, Equatable {
        public var text: String
        /// Where the entry is written (in `dsys.json`), for the error when it names nothing.
        public var location: SourceLocation?

        public init(_ text: String, location: SourceLocation? = nil) {
            self.text = text
            self.location = location
        }

        /// Whether `name` (a file's path or a set's name) holds this entry as a run of whole
        /// segments: `dark.json` names `tokens/dark.json`, `brands/acme` names
        /// `tokens/brands/acme/color.json`, but `dark` does not name `dark.json`.
        public func names(_ name: String) -> Bool {
            let segments = name.split(separator: "/", omittingEmptySubsequences: true)
            let wanted = text.split(separator: "/", omittingEmptySubsequences: true)
            guard !wanted.isEmpty, wanted.count <= segments.count else { return false }
            return (0...(segments.count - wanted.count)).contains { start in
                segments[start..<(start + wanted.count)].elementsEqual(wanted)
            }
        }
    }

    public var axes: [Axis]
    public var sourceOnly: [Entry]
    public var excluded: [Entry]
    /// Where the `modeSources` key is written in `dsys.json`, for the warning when the input brings
    /// modes of its own.
    public var location: SourceLocation?

    public init(axes: [Axis] = [], sourceOnly: [Entry] = [], excluded: [Entry] = [], location: SourceLocation? = nil) {
        self.axes = axes
        self.sourceOnly = sourceOnly
        self.excluded = excluded
        self.location = location
    }

    /// Whether the map says nothing (no `modeSources` in the config).
    public var isEmpty: Bool { axes.isEmpty && sourceOnly.isEmpty && excluded.isEmpty }
}
