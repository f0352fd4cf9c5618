/// A declaration of generated Swift: what ``SwiftRenderer`` turns into text.
///
/// Emitters build these values instead of writing lines, so every declaration shape is written
/// in one place, and names from input can only arrive as ``SwiftName``s. For example
/// `SwiftDeclaration.enumCase("md").documented("The medium shadow.")` renders as
/// `/// The medium shadow.` / `case md`.
package struct SwiftDeclaration: Sendable {
    package indirect enum Kind: Sendable {
        /// An `enum`, `struct` or `extension` with its members.
        case type(SwiftTypeDeclaration)
        /// `case name`, or `case name = rawValue` with a raw value (a literal expression).
        case enumCase(SwiftName, rawValue: String?)
        case property(SwiftProperty)
        case function(SwiftFunction)
        /// `#if condition` … `#endif` around declarations.
        case conditionalCompilation(SwiftConditionalCompilation<SwiftDeclaration>)
        /// A macro expansion with a trailing closure of statements (`#Preview("Buttons") {` … `}`).
        case macro(String, body: [SwiftStatement])
        /// Declarations written one after another without blank lines between them (a type's
        /// stored properties, an enum's cases).
        case run([SwiftDeclaration])
        /// Members made only as they are written, each a member of the list this stands in; a nil
        /// item is left out (see `MadeWhenWritten`).
        case made(MadeWhenWritten<SwiftDeclaration?>)
    }

    /// `///` paragraphs (any text, see ``DocComment``); empty for none.
    var documentation: [String] = []
    /// Attributes on their own lines between the documentation and the declaration.
    var attributes: [SwiftAttribute] = []
    var kind: Kind

    package init(_ kind: Kind) {
        self.kind = kind
    }

    /// The declaration with `paragraphs` as its documentation.
    package func documented(_ paragraphs: String...) -> SwiftDeclaration {
        documented(paragraphs)
    }

    /// The declaration with `paragraphs` as its documentation.
    func documented(_ paragraphs: [String]) -> SwiftDeclaration {
        var copy = self
        copy.documentation = paragraphs
        return copy
    }

    /// The declaration with `attribute` added, when there is one.
    package func attributed(_ attribute: SwiftAttribute?) -> SwiftDeclaration {
        var copy = self
        if let attribute { copy.attributes.append(attribute) }
        return copy
    }

    package static func enumCase(_ name: SwiftName, rawValue: String? = nil) -> SwiftDeclaration {
        SwiftDeclaration(.enumCase(name, rawValue: rawValue))
    }

    package static func property(_ property: SwiftProperty) -> SwiftDeclaration {
        SwiftDeclaration(.property(property))
    }

    package static func function(_ function: SwiftFunction) -> SwiftDeclaration {
        SwiftDeclaration(.function(function))
    }

    package static func type(_ type: SwiftTypeDeclaration) -> SwiftDeclaration {
        SwiftDeclaration(.type(type))
    }

    /// `declarations` without blank lines between them.
    package static func run(_ declarations: [SwiftDeclaration]) -> SwiftDeclaration {
        SwiftDeclaration(.run(declarations))
    }
}
