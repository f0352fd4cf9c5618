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
            SourceSection(.colorHex, defaultPath: "Color+Hex.swift", framework: .swiftUI, writer: colorExtension(root)),
            SourceSection(.hexParser, defaultPath: "Tokens/\(root)+Hex.swift", framework: .foundation, writer: parser(root)),
        ]
    }

    private func colorExtension(_ root: String) -> SwiftWriter {
        var writer = SwiftWriter()
        writer.block("public extension SwiftUI.Color") { body in
            body.doc([
                "A color in sRGB from a hex string: `#rrggbb` or `#rrggbbaa` (alpha last, as in CSS), with or without",
                "the `#`, in either case. A string that is not a hex color gives transparent black.",
            ])
            body.block("init(hex: String)") { fn in
                fn.line("let rgba = \(root).RGBA(hex: hex) ?? \(root).RGBA(red: 0, green: 0, blue: 0, alpha: 0)")
                fn.line("self.init(.sRGB, red: rgba.red, green: rgba.green, blue: rgba.blue, opacity: rgba.alpha)")
            }
        }
        return writer
    }

    private func parser(_ root: String) -> SwiftWriter {
        var writer = SwiftWriter()
        writer.block("extension \(root).RGBA") { body in
            body.doc([
                "Parses `#rrggbb` or `#rrggbbaa` (alpha last, as in CSS), with or without the `#`, in either case;",
                "nil for anything else.",
            ])
            body.block("public init?(hex: String)") { fn in
                fn.line("let digits = hex.hasPrefix(\"#\") ? hex.dropFirst() : Substring(hex)")
                fn.block("guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\\.isHexDigit), let value = UInt64(digits, radix: 16) else") { fail in
                    fail.line("return nil")
                }
                fn.line("let hasAlpha = digits.count == 8")
                fn.line("let opaque = hasAlpha ? value >> 8 : value")
                fn.line("self.init(")
                fn.line("    red: Double((opaque >> 16) & 0xFF) / 255,")
                fn.line("    green: Double((opaque >> 8) & 0xFF) / 255,")
                fn.line("    blue: Double(opaque & 0xFF) / 255,")
                fn.line("    alpha: hasAlpha ? Double(value & 0xFF) / 255 : 1")
                fn.line(")")
            }
        }
        return writer
    }
}
