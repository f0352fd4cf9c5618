/// Font family tokens: a namespace of family values (`DSFontFamily.sans`), each with its names and
/// a `Font` in its first family that scales with Dynamic Type (`DSFontFamily.sans.font(size: 17)`).
struct FontFamiliesEmitter {
    let context: EmitContext

    /// The value type of the family constants: the namespace's last part + `Name` (`DSFontFamilyName`).
    static func valueType(_ config: GeneratorConfig) -> String {
        (config.fontFamilies.typeParts.last ?? "FontFamily") + "Name"
    }

    func sections() -> [SourceSection] {
        let tokens = context.system.tokens(.fontFamily)
        guard !tokens.isEmpty else { return [] }
        let type = Self.valueType(context.config)
        var writer = SwiftWriter()
        writer.doc("A font family token: its family names, most preferred first, and a `Font` in the first one.")
        writer.block("public struct \(type): Sendable, Hashable") { body in
            body.doc("The family names, most preferred first (CSS fallbacks such as `sans-serif` included).")
            body.line("public let names: [String]")
            body.line()
            body.doc("The first family name, the one `font(size:relativeTo:)` uses.")
            body.line("public var name: String { names.first ?? \"\" }")
            body.line()
            body.block("public init(names: [String])") { initializer in initializer.line("self.names = names") }
            body.line()
            body.doc("The family at `size` points, scaling with Dynamic Type relative to `textStyle`.")
            body.block("public func font(size: CGFloat, relativeTo textStyle: SwiftUI.Font.TextStyle = .body) -> SwiftUI.Font") { fn in
                fn.line("SwiftUI.Font.custom(name, size: size, relativeTo: textStyle)")
            }
        }
        writer.line()
        writer.doc("The design system's font families.")
        context.namespaceBlock(&writer, context.config.fontFamilies, tokens: tokens) { body, named in
            body.doc(context.documentation(named, valueText: ValueText.describe))
            if let deprecation = context.deprecation(named.token) { body.line(deprecation) }
            guard case .fontFamily(let families) = named.modal.defaultValue else { return }
            let names = families.map(SwiftLiteral.string).joined(separator: ", ")
            body.line("public static let \(named.member.rendered) = \(type)(names: [\(names)])")
        }
        return [SourceSection(.fontFamilies, defaultPath: "FontFamilies+\(context.module).swift", framework: .swiftUI, writer: writer)]
    }
}
