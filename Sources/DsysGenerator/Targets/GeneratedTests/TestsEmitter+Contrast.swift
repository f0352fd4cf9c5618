import DsysSource
import DsysTokens

/// The generated contrast test (`contrastChecks` in `dsys.json`): for each configured pair of color
/// tokens, in every appearance the design system has, the WCAG 2 contrast ratio must reach the
/// check's minimum. The test computes the ratio from the value layer, so it runs on Linux too;
/// dsys computes it as well and warns at generation time about the pairs that will fail. Checks of
/// severity `warning` are only reported at generation time and get no assertion.
extension TestsEmitter {
    /// `testColorContrast()` and its ratio helper, or nothing when no check is configured. Paths
    /// that name no color token of the design system are errors.
    func contrastTests(diagnostics: inout Diagnostics) -> [TestMethod] {
        let checks = context.config.contrastChecks
        guard !checks.isEmpty else { return [] }
        var assertions: [String] = []
        for check in checks {
            guard let foreground = context.system.colorToken(check.foreground, of: check, diagnostics: &diagnostics),
                  let background = context.system.colorToken(check.background, of: check, diagnostics: &diagnostics)
            else { continue }
            for appearance in context.system.appearances {
                reportContrast(check, foreground, background, in: appearance, diagnostics: &diagnostics)
                // A warning check is a claim to report, not a test to fail.
                guard check.severity == .error else { continue }
                let pair = "\(check.foreground) on \(check.background) (\(appearance))"
                assertions.append("XCTAssertGreaterThanOrEqual(contrastRatio(\(value(foreground, appearance)), "
                                  + "on: \(value(background, appearance))), \(SwiftNumbers.literal(check.minimum)), "
                                  + "\(SwiftLiteral.string(pair)))")
            }
        }
        guard !assertions.isEmpty else { return [] }
        let group = context.config.colors.typeParts.first ?? "Colors"
        return [TestMethod(group: group, "testColorContrast", assertions), TestMethod(group: group, ratioHelper)]
    }

    /// A warning when the pair's contrast in `appearance` is below the check's minimum (so an
    /// `error` check's generated test will fail); a note with the ratio reached when a `warning`
    /// check (a claim) holds, so `generate` prints what every claim really reaches.
    private func reportContrast(
        _ check: ContrastCheck, _ foreground: NamedToken, _ background: NamedToken, in appearance: Appearance,
        diagnostics: inout Diagnostics
    ) {
        guard let ratio = ContrastAudit.ratio(foreground, on: background, in: appearance) else { return }
        guard ratio < check.minimum else {
            if check.severity == .warning {
                diagnostics.append(.init(.note, "'\(check.foreground)' on '\(check.background)' reaches "
                    + "\(ContrastAudit.format(ratio)) in \(appearance) (minimum \(SwiftNumbers.literal(check.minimum)):1)",
                    at: foreground.token.location, token: check.foreground))
            }
            return
        }
        let consequence = check.severity == .error
            ? "the generated testColorContrast fails until one of the colors changes"
            : "reported only (severity warning)"
        diagnostics.warning(
            "'\(check.foreground)' on '\(check.background)' has a contrast of \(SwiftNumbers.rounded(ratio, places: 2)):1 "
                + "in \(appearance), below the minimum \(SwiftNumbers.literal(check.minimum)):1; \(consequence)",
            at: foreground.token.location, token: check.foreground,
            hint: "darken or lighten one of the two colors, or use a lower minimum (3 for large text and icons)"
        )
    }

    /// The value-layer expression of `named`'s color in `appearance` (unwrapped outside light).
    private func value(_ named: NamedToken, _ appearance: Appearance) -> String {
        let color = "\(reference(named, .color)).\(appearance.swiftLabel)"
        return appearance == .light ? color : "try XCTUnwrap(\(color))"
    }

    /// The WCAG 2 contrast ratio in the generated test class, the same formula as `ContrastRatio`.
    private var ratioHelper: SwiftDeclaration {
        let rgba = "\(context.config.valuesType).RGBA"
        return SwiftDeclaration.function(SwiftFunction(
            access: .private, kind: .function("contrastRatio"),
            parameters: [SwiftParameter(.none, "foreground", rgba), SwiftParameter(.label("on"), "background", rgba)], returnType: "Double",
            body: [
                .block("func linear(_ channel: Double) -> Double", [
                    .code("let clamped = min(max(channel, 0), 1)"),
                    .code("return clamped <= 0.04045 ? clamped / 12.92 : pow((clamped + 0.055) / 1.055, 2.4)"),
                ]),
                .block("func luminance(_ red: Double, _ green: Double, _ blue: Double) -> Double", [
                    .code("0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)"),
                ]),
                .code("let alpha = min(max(foreground.alpha, 0), 1)"),
                .enclosed(open: "let drawn = luminance(", body: [
                    .code("foreground.red * alpha + background.red * (1 - alpha),"),
                    .code("foreground.green * alpha + background.green * (1 - alpha),"),
                    .code("foreground.blue * alpha + background.blue * (1 - alpha)"),
                ], close: ")"),
                .code("let behind = luminance(background.red, background.green, background.blue)"),
                .code("return (max(drawn, behind) + 0.05) / (min(drawn, behind) + 0.05)"),
            ]
        )).documented("The WCAG 2 contrast ratio of `foreground`, composited over `background` by its alpha, on `background`.")
    }
}
