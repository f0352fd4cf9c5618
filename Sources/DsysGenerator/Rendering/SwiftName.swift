/// A name the generated code declares: a type, member, enum case or parameter.
///
/// There are three ways in, so escaping cannot be forgotten:
/// - names from input files only as a ``SwiftIdentifier`` (``init(_:)``), rendered with backticks
///   when they are keywords;
/// - names the generator chooses as string literals (`"body"`); the literal type is `StaticString`,
///   so a literal cannot interpolate input text;
/// - names from `dsys.json`, which the config rules check (`ConfigTypeNames`), through
///   ``init(configured:)``, named so it stands out in review.
package struct SwiftName: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    package typealias StringLiteralType = StaticString
    package typealias ExtendedGraphemeClusterLiteralType = StaticString
    package typealias UnicodeScalarLiteralType = StaticString

    /// The text written into the source.
    package let rendered: String

    /// A name from input, escaped as ``SwiftIdentifier/rendered`` escapes it.
    init(_ identifier: SwiftIdentifier) {
        rendered = identifier.rendered
    }

    /// A name from input with a suffix the generator chooses, made of ASCII letters
    /// (`BrandPrimary` + `ButtonStyle`): the identifier's bare name, since a name with a suffix is
    /// no longer a keyword.
    init(_ identifier: SwiftIdentifier, suffix: String) {
        assert(suffix.allSatisfy { $0.isASCII && $0.isLetter }, "not a name suffix: \(suffix)")
        rendered = suffix.isEmpty ? identifier.rendered : identifier.name + suffix
    }

    /// A name the generator composes around another name: `prefix` (ASCII letters or `_`), the
    /// name without backticks, `suffix` (ASCII letters): `_` + `density` + `Context`, `test` +
    /// `Spacing`. With a prefix the result is no keyword, so it needs no backticks.
    init(prefix: String, _ name: SwiftName, suffix: String = "") {
        assert(!prefix.isEmpty && (prefix + suffix).allSatisfy { $0.isASCII && ($0.isLetter || $0 == "_") }, "not a name affix: \(prefix) \(suffix)")
        rendered = prefix + name.rendered.filter { $0 != "`" } + suffix
    }

    /// A name written as the configuration gives it (a type key such as `shadowType`, or a dotted
    /// namespace such as `DesignSystem.Colors`); `ConfigTypeNames` checks those names.
    init(configured text: String) {
        rendered = text
    }

    package init(stringLiteral value: StaticString) {
        rendered = "\(value)"
    }

    package var description: String { rendered }
}
