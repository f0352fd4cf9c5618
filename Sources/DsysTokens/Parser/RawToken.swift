import DsysSource

/// A token as written in a file, before aliases are resolved and its value is typed.
public struct RawToken: Sendable {
    public var path: TokenPath
    /// The type name as written on the token or inherited from a group (`color`, `spacing`, ...).
    public var typeName: String?
    /// The line and column in `file` where the type name was written (a type is inherited only
    /// within its file). Kept without the file name, which every copy would otherwise retain.
    var typePosition: (line: Int, column: Int)?
    public var value: SourceNode
    public var file: String
    /// The token's JSON pointer inside `file`, as `pointer` spells it out.
    var pointerBase: TokenPointer
    public var description: String?
    public var deprecation: Token.Deprecation?
    public var extensions: SourceNode?
    public var dialect: TokenDialect

    /// The JSON pointer of the token inside `file`, for example `/color/brand/primary`.
    public var pointer: String { pointerBase.text(for: path) }

    /// Where the type name was written, for diagnostics about it.
    public var typeLocation: SourceLocation? {
        typePosition.map { SourceLocation(file: file, line: $0.line, column: $0.column) }
    }

    /// Where the token's `$value` starts.
    public var location: SourceLocation {
        SourceLocation(file: file, line: value.line, column: value.column)
    }
}

/// A list of raw tokens from one source (a file, a resolver set, a Tokens Studio set), in file order.
public struct TokenLayer: Sendable {
    /// A name for messages, for example a file path or `set 'core'`.
    public var name: String
    public var tokens: [RawToken]
    /// Tokens of a source-only layer (Tokens Studio's `source` sets) may be referenced but are not output.
    public var isSourceOnly: Bool
    /// The plain values of a Style Dictionary file outside its tokens (`BareValueFiles`), read when
    /// a token references one of them.
    var bareValues: [RawToken] = []
    /// The Figma mode the file names for itself (`FigmaModeFileLayout`), if it does.
    var figmaModeName: String?
    /// Whether this is a set of a Tokens Studio project, whose lengths without a unit are pixels
    /// (as `sd-transforms` reads them), never Style Dictionary's rem (`StyleDictionarySizes`).
    var isTokensStudioSet = false
    /// The groups of this layer that extend a group its own tree lacks, which `CrossFileExtensions`
    /// looks up in the other layers of each mode.
    var externalExtensions: [ExternalGroupExtension] = []

    public init(name: String, tokens: [RawToken], isSourceOnly: Bool = false) {
        self.name = name
        self.tokens = tokens
        self.isSourceOnly = isSourceOnly
    }
}
