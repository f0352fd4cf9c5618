/// Names that generated Swift must not use as they are.
///
/// There are four kinds:
/// - ``lexerKeywords``: words the lexer always reads as keywords. As member names they work when
///   written in backticks (`` static let `default` ``).
/// - ``unfixableByBackticks``: names that stay wrong even in backticks, because `Foo.Type`,
///   `Foo.Protocol`, `Foo.self` and `Foo.init` mean something else, and `_` is the wildcard.
/// - ``moduleNames``: modules generated code refers to by qualified name (`SwiftUI.Color`); a nested
///   type with one of these names would shadow the module inside its scope.
/// - ``bareValueTypeNames``: types generated declarations name without their module.
public enum SwiftKeywords {
    /// The keywords the Swift lexer classifies as keywords in every position.
    public static let lexerKeywords: Set<String> = [
        "Any", "as", "associatedtype", "break", "case", "catch", "class", "continue", "default",
        "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate",
        "for", "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "let", "nil",
        "operator", "precedencegroup", "private", "protocol", "public", "repeat", "rethrows", "return",
        "self", "Self", "static", "struct", "subscript", "super", "switch", "throw", "throws", "true",
        "try", "typealias", "var", "where", "while",
    ]

    /// Names that backticks do not make usable; see ``isUnfixableByBackticks(_:)`` for the
    /// all-underscore names, which are reserved too.
    public static let unfixableByBackticks: Set<String> = ["Type", "Protocol", "self", "Self", "init"]

    /// Module names a generated type must not shadow.
    public static let moduleNames: Set<String> = [
        "Swift", "SwiftUI", "Foundation", "CoreGraphics", "UIKit", "AppKit", "Combine", "XCTest",
    ]

    /// Types the generated value layer and its SwiftUI, UIKit and AppKit layers name bare in
    /// declarations (`static let gap: CGFloat`, `static let label: String`): a namespace enum of
    /// one of these names (a token group `hljs.string`, `size.double`) would shadow it for every
    /// constant inside it.
    public static let bareValueTypeNames: Set<String> = [
        "String", "Double", "Int", "Bool", "Float", "Character", "Array", "Dictionary", "Set", "Optional", "Never", "Void",
        "CGFloat", "TimeInterval",
    ]

    /// Whether `name` cannot be declared or referred to as a member even in backticks:
    /// one of ``unfixableByBackticks`` or a name made only of underscores (`_`, `__`, …).
    public static func isUnfixableByBackticks(_ name: String) -> Bool {
        unfixableByBackticks.contains(name) || (!name.isEmpty && name.unicodeScalars.allSatisfy { $0 == "_" })
    }
}
