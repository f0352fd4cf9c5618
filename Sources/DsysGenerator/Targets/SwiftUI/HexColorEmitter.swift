import DsysSource
import DsysTokens

/// The hex color strategy's support: `Color(hex:)` (`Color+Hex.swift`) and the Foundation-only
/// parser behind it (`DesignTokens.RGBA(hex:)`), which the generated tests exercise on every
/// platform. The strategy writes one value per color, so a color that changes with the
/// appearance is an error.
struct HexColorEmitter {
    let context: EmitContext

    func sections(diagnostics: inout Diagnostics) -> [SourceSection] {
        guard context.config.colorStrategy == .hex, !context.system.colors.isEmpty else { return [] }
        for named in context.system.colors {
            if named.modal.varies {
                diagnostics.error(
                    "'\(named.token.path)' has a different value in another appearance, which the hex color strategy cannot express",
                    at: named.token.location, token: named.token.path.description,
                    hint: "use \"colorStrategy\": \"assetCatalog\" or \"code\" for light and dark colors"
                )
            } else if case .color(let color) = named.modal.defaultValue, !color.isInSRGBGamut {
                diagnostics.warning(
                    "'\(named.token.path)' lies outside sRGB; the hex color strategy writes it clamped to sRGB",
                    at: named.token.location, token: named.token.path.description,
                    hint: "use \"colorStrategy\": \"assetCatalog\" to keep Display P3 colors"
                )
            }
        }
        let root = context.config.valuesType
        return [
            SourceSection(.colorHex, defaultPath: "Color+Hex.swift", framework: .swiftUI, declarations: [colorExtension(root)]),
            SourceSection(.hexParser, defaultPath: "Tokens/\(root)+Hex.swift", framework: .foundation, declarations: [parser(root)]),
        ]
    }

    private func colorExtension(_ root: String) -> SwiftDeclaration {
        let initializer = SwiftFunction(kind: .initializer(failable: false), parameters: [SwiftParameter(.name, "hex", "String")], body: [
            .code("let rgba = \(root).RGBA(hex: hex) ?? \(root).RGBA(red: 0, green: 0, blue: 0, alpha: 0)"),
            .code("self.init(.sRGB, red: rgba.red, green: rgba.green, blue: rgba.blue, opacity: rgba.alpha)"),
        ])
        return .type(SwiftTypeDeclaration(access: .public, kind: .extension, name: "SwiftUI.Color", members: [
            SwiftDeclaration.function(initializer).documented(
                "A color in sRGB from a hex string: `#rrggbb` or `#rrggbbaa` (alpha last, as in CSS), with or without",
                "the `#`, in either case. A string that is not a hex color gives transparent black."
            ),
        ]))
    }

    private func parser(_ root: String) -> SwiftDeclaration {
        let initializer = SwiftFunction(access: .public, kind: .initializer(failable: true), parameters: [SwiftParameter(.name, "hex", "String")],
                                        body: [
            .code("let digits = hex.hasPrefix(\"#\") ? hex.dropFirst() : Substring(hex)"),
            .block("guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\\.isHexDigit), let value = UInt64(digits, radix: 16) else",
                   [.code("return nil")]),
            .code("let hasAlpha = digits.count == 8"),
            .code("let opaque = hasAlpha ? value >> 8 : value"),
            .enclosed(open: "self.init(", body: [
                .code("red: Double((opaque >> 16) & 0xFF) / 255,"),
                .code("green: Double((opaque >> 8) & 0xFF) / 255,"),
                .code("blue: Double(opaque & 0xFF) / 255,"),
                .code("alpha: hasAlpha ? Double(value & 0xFF) / 255 : 1"),
            ], close: ")"),
        ])
        return .type(SwiftTypeDeclaration(kind: .extension, name: SwiftName(configured: "\(root).RGBA"), members: [
            SwiftDeclaration.function(initializer).documented(
                "Parses `#rrggbb` or `#rrggbbaa` (alpha last, as in CSS), with or without the `#`, in either case;",
                "nil for anything else."
            ),
        ]))
    }
}
