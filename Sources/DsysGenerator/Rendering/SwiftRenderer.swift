/// Writes ``SwiftDeclaration``s and ``SwiftStatement``s as Swift source: the one place that
/// decides how declarations are laid out, indented and documented.
///
/// Names arrive rendered (``SwiftName``), documentation goes through ``DocComment``, attribute
/// strings through ``SwiftLiteral``. Lines go into a ``SwiftWriter``, which holds the indentation,
/// so code still written line by line shares it.
package enum SwiftRenderer {
    /// `declarations` as text: lines joined by `\n`, without a final newline.
    package static func render(_ declarations: [SwiftDeclaration]) -> String {
        var writer = SwiftWriter()
        write(declarations, into: &writer)
        return writer.joinedLines
    }

    /// Writes `declarations` one after another, a blank line between each two.
    static func write(_ declarations: [SwiftDeclaration], into writer: inout SwiftWriter) {
        var listed = 0
        write(declarations, into: &writer, listed: &listed)
    }

    /// Writes `declarations` as the next items of a list earlier calls began, `listed` counting
    /// the items written so far: a long list written as it is made, never held whole, reads as
    /// one `write(_:into:)` of all of it.
    static func write(_ declarations: [SwiftDeclaration], into writer: inout SwiftWriter, listed: inout Int) {
        for declaration in declarations {
            if case .made(let made) = declaration.kind {
                made.forEach { member in
                    if let member { write([member], into: &writer, listed: &listed) }
                }
                continue
            }
            if listed > 0 { writer.line() }
            write(declaration, into: &writer)
            listed += 1
        }
    }

    /// Whether a body of `statements` has content: any statement but made lines that are none.
    private static func hasContent(_ statements: [SwiftStatement]) -> Bool {
        statements.contains { statement in
            guard case .made(let made) = statement else { return true }
            return made.count > 0
        }
    }

    /// Whether writing `members` writes anything: a member made later counts once it is made.
    private static func hasContent(_ members: [SwiftDeclaration]) -> Bool {
        members.contains { member in
            guard case .made(let made) = member.kind else { return true }
            return (0..<made.count).contains { made.make($0) != nil }
        }
    }

    /// Writes one declaration: its documentation, its attributes, then the declaration.
    static func write(_ declaration: SwiftDeclaration, into writer: inout SwiftWriter) {
        writer.doc(declaration.documentation)
        for attribute in declaration.attributes { writer.line(text(of: attribute)) }
        switch declaration.kind {
        case .type(let type):
            writeBraced(header(of: type), isEmpty: !hasContent(type.members), into: &writer) { write(type.members, into: &$0) }
        case .enumCase(let name, let rawValue):
            writer.line("case " + name.rendered + (rawValue.map { " = " + $0 } ?? ""))
        case .property(let property):
            write(property, into: &writer)
        case .function(let function):
            if function.isOneLiner, function.body.count == 1, case .code(let code) = function.body[0] {
                writer.line(signature(of: function) + " { " + code + " }")
            } else {
                writeBraced(signature(of: function), isEmpty: !hasContent(function.body), into: &writer) { write(function.body, into: &$0) }
            }
        case .conditionalCompilation(let conditional):
            write(conditional, into: &writer) { write($0, into: &$1) }
        case .macro(let expansion, let body):
            writeBraced(expansion, isEmpty: body.isEmpty, into: &writer) { write(body, into: &$0) }
        case .run(let declarations):
            for declaration in declarations { write(declaration, into: &writer) }
        case .made:
            var listed = 0
            write([declaration], into: &writer, listed: &listed)
        }
    }

    /// Writes statements, each on its own lines.
    static func write(_ statements: [SwiftStatement], into writer: inout SwiftWriter) {
        for statement in statements { write(statement, into: &writer) }
    }

    /// Writes one statement.
    static func write(_ statement: SwiftStatement, into writer: inout SwiftWriter) {
        switch statement {
        case .code(let code):
            writer.line(code)
        case .braces(let clauses):
            for (index, clause) in clauses.enumerated() {
                writer.line((index == 0 ? "" : "} ") + clause.header + " {")
                writer.indented { write(clause.body, into: &$0) }
            }
            writer.line("}")
        case .enclosed(let open, let body, let close):
            writer.line(open)
            writer.indented { write(body, into: &$0) }
            writer.line(close)
        case .modifierChain(let base, let modifiers):
            writer.line(base)
            writer.indented { for modifier in modifiers { $0.line(modifier) } }
        case .switchOver(let subject, let cases):
            writeSwitch(subject, { cases.forEach($0) }, into: &writer)
        case .switchOverMade(let subject, let cases):
            writeSwitch(subject, { cases.forEach($0) }, into: &writer)
        case .conditionalCompilation(let conditional):
            write(conditional, into: &writer) { write($0, into: &$1) }
        case .made(let made):
            made.forEach { lines in
                for line in lines { writer.line(line) }
            }
        }
    }

    /// `switch subject {`, the cases `forEachCase` gives (a body of one code line after the
    /// pattern, any other on the lines below, one level deeper), then `}`.
    private static func writeSwitch(_ subject: String, _ forEachCase: ((SwiftSwitchCase) -> Void) -> Void, into writer: inout SwiftWriter) {
        writer.line("switch \(subject) {")
        forEachCase { switchCase in
            if switchCase.body.count == 1, case .code(let code) = switchCase.body[0] {
                writer.line("\(switchCase.label): \(code)")
            } else {
                writer.line("\(switchCase.label):")
                writer.indented { write(switchCase.body, into: &$0) }
            }
        }
        writer.line("}")
    }

    /// The attribute's line, with every string from input as a literal.
    package static func text(of attribute: SwiftAttribute) -> String {
        switch attribute {
        case .deprecated(let renamed, let message):
            let renamedArgument = renamed.map { ", renamed: " + SwiftLiteral.string($0) } ?? ""
            let messageArgument = message.map { ", message: " + SwiftLiteral.string($0) } ?? ""
            return "@available(*, deprecated\(renamedArgument)\(messageArgument))"
        case .available(let platforms):
            return "@available(" + platforms.map { "\($0.platform.rendered) \($0.version), " }.joined() + "*)"
        case .mainActor:
            return "@MainActor"
        }
    }

    /// `header {`, the body one level deeper, `}`; `header {}` for an empty body.
    private static func writeBraced(
        _ header: String, isEmpty: Bool, into writer: inout SwiftWriter, body: (inout SwiftWriter) -> Void
    ) {
        if isEmpty {
            writer.line(header + " {}")
        } else {
            writer.block(header, body)
        }
    }

    private static func write<Content>(
        _ conditional: SwiftConditionalCompilation<Content>, into writer: inout SwiftWriter,
        content: ([Content], inout SwiftWriter) -> Void
    ) {
        writer.line("#if " + conditional.condition)
        content(conditional.then, &writer)
        if !conditional.otherwise.isEmpty {
            writer.line("#else")
            content(conditional.otherwise, &writer)
        }
        writer.line("#endif")
    }

    private static func header(of type: SwiftTypeDeclaration) -> String {
        var text = modifiers(type.access, isStatic: false) + type.kind.rawValue + " " + type.name.rendered
        if let generics = type.genericParameters { text += "<\(generics)>" }
        if !type.conformances.isEmpty { text += ": " + type.conformances.joined(separator: ", ") }
        if let requirements = type.whereClause { text += " where " + requirements }
        return text
    }

    private static func signature(of function: SwiftFunction) -> String {
        var text = modifiers(function.access, isStatic: function.isStatic)
        switch function.kind {
        case .function(let name): text += "func " + name.rendered
        case .initializer(let failable): text += failable ? "init?" : "init"
        }
        if let generics = function.genericParameters { text += "<\(generics)>" }
        text += "(" + function.parameters.map(text(of:)).joined(separator: ", ") + ")"
        if function.isThrowing { text += " throws" }
        if let returnType = function.returnType { text += " -> " + returnType }
        return text
    }

    private static func text(of parameter: SwiftParameter) -> String {
        var text = parameter.attribute.map { $0 + " " } ?? ""
        switch parameter.label {
        case .name: break
        case .none: text += "_ "
        case .label(let label): text += label.rendered + " "
        }
        text += parameter.name.rendered + ": " + parameter.type
        if let defaultValue = parameter.defaultValue { text += " = " + defaultValue }
        return text
    }

    private static func write(_ property: SwiftProperty, into writer: inout SwiftWriter) {
        var text = (property.wrapper.map { $0 + " " } ?? "") + modifiers(property.access, isStatic: property.isStatic)
            + property.binding.rawValue + " " + property.name.rendered
        if let type = property.type { text += ": " + type }
        switch property.value {
        case .none:
            writer.line(text)
        case .initial(let expression):
            writer.line(text + " = " + expression)
        case .inlineGetter(let expression):
            writer.line(text + " { " + expression + " }")
        case .getter(let statements):
            writer.block(text) { write(statements, into: &$0) }
        case .arrayLiteral(let elements):
            writer.line(text + " = [")
            writer.indented { body in
                for element in elements { body.line(element + ",") }
            }
            writer.line("]")
        }
    }

    private static func modifiers(_ access: SwiftAccess?, isStatic: Bool) -> String {
        (access.map { $0.rawValue + " " } ?? "") + (isStatic ? "static " : "")
    }
}
