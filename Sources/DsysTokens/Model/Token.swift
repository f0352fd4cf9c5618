import DsysSource

/// A resolved token: its path, typed value and where it came from.
public struct Token: Sendable, Hashable {
    /// How a token is marked deprecated.
    public enum Deprecation: Sendable, Hashable {
        case deprecated
        case deprecatedWithReason(String)
    }

    public var path: TokenPath
    public var value: TokenValue
    public var description: String?
    public var deprecation: Deprecation?
    /// The `$extensions` object, kept verbatim.
    public private(set) var extensions: SourceNode?
    /// `$extensions.dsys`, decoded when the token is made (`DsysExtension`).
    public private(set) var dsys: DsysExtension?
    /// Where the token's definition (its `$value`) starts.
    public var location: SourceLocation
    /// The token's JSON pointer inside its file, as `pointer` spells it out.
    var pointerBase: TokenPointer
    /// When the whole value was an alias, the token it named (first hop), so generated code can
    /// refer to that token instead of repeating the value.
    public var aliasOf: TokenPath?

    public init(
        path: TokenPath,
        value: TokenValue,
        description: String? = nil,
        deprecation: Deprecation? = nil,
        extensions: SourceNode? = nil,
        location: SourceLocation,
        pointer: String,
        aliasOf: TokenPath? = nil
    ) {
        self.init(path: path, value: value, description: description, deprecation: deprecation, extensions: extensions,
                  location: location, pointerBase: TokenPointer(base: pointer, baseDepth: path.segments.count),
                  aliasOf: aliasOf)
    }

    /// A token whose pointer is kept unspelled (see `TokenPointer`), as the resolver builds them.
    init(
        path: TokenPath,
        value: TokenValue,
        description: String?,
        deprecation: Deprecation?,
        extensions: SourceNode?,
        location: SourceLocation,
        pointerBase: TokenPointer,
        aliasOf: TokenPath?
    ) {
        self.path = path
        self.value = value
        self.description = description
        self.deprecation = deprecation
        self.extensions = extensions
        dsys = DsysExtension.decoding(extensions)
        self.location = location
        self.pointerBase = pointerBase
        self.aliasOf = aliasOf
    }

    public var type: TokenType { value.type }

    /// The JSON pointer of the token inside its file, for example `/color/brand/primary`.
    public var pointer: String { pointerBase.text(for: path) }
}
