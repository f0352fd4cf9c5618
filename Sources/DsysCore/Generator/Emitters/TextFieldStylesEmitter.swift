/// Token-built `TextFieldStyle`s (`componentStyles.textFields`): each style draws the field with
/// its tokens and switches the border for focus (`focus-border-color`, tracked with `@FocusState`)
/// and errors (`error-border-color`, `init(isError:)`). Used as `.textFieldStyle(.branded)`.
struct TextFieldStylesEmitter {
    let context: EmitContext

    func sections(diagnostics: inout Diagnostics) -> [SourceSection] {
        let written = context.writeComponentStyles(.textField, diagnostics: &diagnostics) { writer, named, diagnostics in
            let style = named.style
            let base = named.baseName
            let type = base + ComponentStyle.Kind.textField.typeSuffix
            let field = base + "TextFieldBody"
            let member = named.member
            let chain = named.chain
            let hasBorder = [ComponentProperty.borderColor, .focusBorderColor, .errorBorderColor].contains { chain.value($0) != nil }
            writer.doc(chain.documentation("Use it with `.textFieldStyle(.\(member.name))`, or `\(type)(isError: true)` for the error state."))
            writer.block("public struct \(type): TextFieldStyle") { body in
                body.line("let isError: Bool")
                body.line()
                body.doc("The style; `isError` draws the error border.")
                body.block("public init(isError: Bool = false)") { fn in fn.line("self.isError = isError") }
                body.line()
                body.block("public func _body(configuration: TextField<Self._Label>) -> some View") { fn in
                    fn.line("\(field)(isError: isError) { configuration }")
                }
            }
            writer.line()
            writer.doc("Draws a `\(type)` field, with its border following focus and errors.")
            writer.block("struct \(field)<Field: View>: View") { body in
                body.line("let isError: Bool")
                body.line("let field: Field")
                body.line("@FocusState private var isFocused: Bool")
                body.line()
                body.block("init(isError: Bool, @ViewBuilder field: () -> Field)") { fn in
                    fn.line("self.isError = isError")
                    fn.line("self.field = field()")
                }
                body.line()
                body.block("var body: some View") { fn in
                    fn.line("field")
                    fn.line("    .focused($isFocused)")
                    for line in chain.lines(borderColor: hasBorder ? "borderColor" : nil) { fn.line("    " + line) }
                }
                guard hasBorder else { return }
                body.line()
                body.block("private var borderColor: SwiftUI.Color") { fn in
                    if let error = chain.value(.errorBorderColor) { fn.line("if isError { return \(error) }") }
                    if let focus = chain.value(.focusBorderColor) { fn.line("if isFocused { return \(focus) }") }
                    fn.line("return \(chain.value(.borderColor) ?? "SwiftUI.Color.clear")")
                }
            }
            writer.line()
            writer.block("public extension TextFieldStyle where Self == \(type)") { body in
                body.doc("The " + DocComment.markdownCode(style.name) + " text field style.")
                body.line("static var \(member.rendered): \(type) { \(type)() }")
            }
        }
        guard let writer = written else { return [] }
        return [SourceSection(.textFieldStyles, defaultPath: "Components/TextFieldStyles.swift", framework: .swiftUI, writer: writer)]
    }
}
