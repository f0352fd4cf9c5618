/// The generated contrast test (`contrastChecks` in `dsys.json`): for each configured pair of color
/// tokens, in every appearance the design system has, the WCAG 2 contrast ratio must reach the
/// check's minimum. The test computes the ratio from the value layer, so it runs on Linux too;
/// dsys computes it as well and warns at generation time about the pairs that will fail.
extension TestsEmitter {
    /// `testColorContrast()` and its ratio helper, or nothing when no check is configured. Paths
    /// that name no color token of the design system are errors.
    func contrastTests(diagnostics: inout Diagnostics) -> [TestMethod] {
        let checks = context.config.contrastChecks
        guard !checks.isEmpty else { return [] }
        var assertions: [String] = []
        for check in checks {
            guard let foreground = colorToken(check.foreground, of: check, diagnostics: &diagnostics),
                  let background = colorToken(check.background, of: check, diagnostics: &diagnostics)
            else { continue }
            for appearance in context.system.appearances {
                reportLowContrast(check, foreground, background, in: appearance, diagnostics: &diagnostics)
                let pair = "\(check.foreground) on \(check.background) (\(appearance))"
                assertions.append("XCTAssertGreaterThanOrEqual(contrastRatio(\(value(foreground, appearance)), "
                                  + "on: \(value(background, appearance))), \(SwiftNumbers.literal(check.minimum)), "
                                  + "\(SwiftLiteral.string(pair)))")
            }
        }
        guard !assertions.isEmpty else { return [] }
        let group = context.config.colors.typeParts.first ?? "Colors"
        let test = ["func testColorContrast() {"] + assertions.map { "    " + $0 } + ["}"]
        return [TestMethod(group: group, lines: test), TestMethod(group: group, lines: ratioHelper)]
    }

    /// The color token at the dotted `path` named by `check`, or nil after reporting (at the check in
    /// `dsys.json`) that there is none.
    private func colorToken(_ path: String, of check: ContrastCheck, diagnostics: inout Diagnostics) -> NamedToken? {
        let tokenPath = TokenPath(dotted: path)
        if let named = context.system.colors.first(where: { $0.token.path == tokenPath }) { return named }
        diagnostics.error("the contrast check names '\(path)', which is no color token of the design system",
                          at: check.location, hint: "use the dotted path of a color token, such as \"color.text.primary\"")
        return nil
    }

    /// A warning when the pair's contrast in `appearance` is below the check's minimum, so the
    /// generated test will fail.
    private func reportLowContrast(
        _ check: ContrastCheck, _ foreground: NamedToken, _ background: NamedToken, in appearance: Appearance,
        diagnostics: inout Diagnostics
    ) {
        guard case .color(let top) = foreground.modal.value(for: appearance),
              case .color(let bottom) = background.modal.value(for: appearance)
        else { return }
        let ratio = ContrastRatio.of(top, on: bottom)
        guard ratio < check.minimum else { return }
        diagnostics.warning(
            "'\(check.foreground)' on '\(check.background)' has a contrast of \(SwiftNumbers.rounded(ratio, places: 2)):1 "
                + "in \(appearance), below the minimum \(SwiftNumbers.literal(check.minimum)):1; the generated "
                + "testColorContrast fails until one of the colors changes",
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
    private var ratioHelper: [String] {
        let rgba = "\(context.config.valuesType).RGBA"
        return [
            "/// The WCAG 2 contrast ratio of `foreground`, composited over `background` by its alpha, on `background`.",
            "private func contrastRatio(_ foreground: \(rgba), on background: \(rgba)) -> Double {",
            "    func linear(_ channel: Double) -> Double {",
            "        let clamped = min(max(channel, 0), 1)",
            "        return clamped <= 0.04045 ? clamped / 12.92 : pow((clamped + 0.055) / 1.055, 2.4)",
            "    }",
            "    func luminance(_ red: Double, _ green: Double, _ blue: Double) -> Double {",
            "        0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)",
            "    }",
            "    let alpha = min(max(foreground.alpha, 0), 1)",
            "    let drawn = luminance(",
            "        foreground.red * alpha + background.red * (1 - alpha),",
            "        foreground.green * alpha + background.green * (1 - alpha),",
            "        foreground.blue * alpha + background.blue * (1 - alpha)",
            "    )",
            "    let behind = luminance(background.red, background.green, background.blue)",
            "    return (max(drawn, behind) + 0.05) / (min(drawn, behind) + 0.05)",
            "}",
        ]
    }
}
