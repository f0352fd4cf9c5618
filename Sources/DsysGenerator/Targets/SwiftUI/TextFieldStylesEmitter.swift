import DsysSource

/// Token-built `TextFieldStyle`s (`componentStyles.textFields`): each style draws the field with
/// its tokens and switches the border for focus (`focus-border-color`, tracked with `@FocusState`)
/// and errors (`error-border-color`, `init(isError:)`). Used as `.textFieldStyle(.branded)`.
struct TextFieldStylesEmitter {
    let context: EmitContext

    func sections(diagnostics: inout Diagnostics) -> [SourceSection] {
        let declarations = context.componentStyleDeclarations(.textField, diagnostics: &diagnostics) { named, _ in
            let type = named.styleType
            let field = named.typeName("TextFieldBody")
            let isError = SwiftDeclaration.property(SwiftProperty(binding: .let, name: "isError", type: "Bool"))
            let initializer = SwiftFunction(access: .public, kind: .initializer(failable: false),
                                            parameters: [SwiftParameter(.name, "isError", "Bool", default: "false")],
                                            body: [.code("self.isError = isError")])
            let body = SwiftFunction(access: .public, kind: .function("_body"),
                                     parameters: [SwiftParameter(.name, "configuration", "TextField<Self._Label>")],
                                     returnType: "some View", body: [.code("\(field)(isError: isError) { configuration }")])
            let usage = "Use it with `.textFieldStyle(.\(named.member.name))`, or `\(type)(isError: true)` for the error state."
            return [
                named.styleStruct(usage: usage, members: [
                    isError, SwiftDeclaration.function(initializer).documented("The style; `isError` draws the error border."), .function(body),
                ]),
                fieldView(field, named.chain, isError: isError).documented("Draws a `\(type)` field, with its border following focus and errors."),
                named.staticMember,
            ]
        }
        guard !declarations.isEmpty else { return [] }
        return [SourceSection(.textFieldStyles, defaultPath: "Components/TextFieldStyles.swift", framework: .swiftUI,
                              declarations: declarations)]
    }

    /// The view that draws the field: its modifiers, with the border color following focus and errors.
    private func fieldView(_ name: SwiftName, _ chain: ComponentModifierChain, isError: SwiftDeclaration) -> SwiftDeclaration {
        let hasBorder = [ComponentProperty.borderColor, .focusBorderColor, .errorBorderColor].contains { chain.value($0) != nil }
        let initializer = SwiftFunction(
            kind: .initializer(failable: false),
            parameters: [SwiftParameter(.name, "isError", "Bool"), SwiftParameter(.name, "field", "() -> Field", attribute: "@ViewBuilder")],
            body: [.code("self.isError = isError"), .code("self.field = field()")]
        )
        let body = SwiftStatement.modifierChain("field", modifiers: [".focused($isFocused)"]
                                                    + chain.lines(borderColor: hasBorder ? "borderColor" : nil))
        var members: [SwiftDeclaration] = [
            .run([
                isError,
                .property(SwiftProperty(binding: .let, name: "field", type: "Field")),
                .property(SwiftProperty(access: .private, wrapper: "@FocusState", binding: .var, name: "isFocused", type: "Bool")),
            ]),
            .function(initializer),
            .property(SwiftProperty(binding: .var, name: "body", type: "some View", value: .getter([body]))),
        ]
        if hasBorder {
            var statements: [SwiftStatement] = []
            if let error = chain.value(.errorBorderColor) { statements.append(.code("if isError { return \(error) }")) }
            if let focus = chain.value(.focusBorderColor) { statements.append(.code("if isFocused { return \(focus) }")) }
            statements.append(.code("return \(chain.value(.borderColor) ?? "SwiftUI.Color.clear")"))
            members.append(.property(SwiftProperty(access: .private, binding: .var, name: "borderColor", type: "SwiftUI.Color",
                                                   value: .getter(statements))))
        }
        return .type(SwiftTypeDeclaration(kind: .struct, name: name, genericParameters: "Field: View", conformances: ["View"],
                                          members: members))
    }
}
