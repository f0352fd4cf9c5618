/// The generated API area a token belongs to.
public enum TokenCategory: Sendable, Hashable {
    case color, spacing, radius, borderWidth, opacity, typography, shadow, gradient, motion
    /// Lengths relative to the font size (letter spacing in percent), kept in the value layer only.
    case letterSpacing

    /// The namespace config for this category.
    func namespace(_ config: GeneratorConfig) -> GeneratorConfig.Namespace {
        switch self {
        case .color: config.colors
        case .spacing: config.spacing
        case .radius: config.radius
        case .borderWidth: config.borderWidth
        case .opacity: config.opacity
        case .typography: config.fonts
        case .shadow: GeneratorConfig.Namespace(type: config.shadowType, paths: ["shadow"])
        case .gradient: config.gradients
        case .motion: config.motion
        case .letterSpacing: ValuesEmitter.categoryNamespace("LetterSpacing", config: config)
        }
    }

    /// The category of `token`: by type, and for dimensions and numbers by the configured path
    /// prefixes or, failing those, by the words in the path. Nil when it feeds no API (font
    /// families, weights and text are used inside typography only).
    static func categorize(_ token: Token, config: GeneratorConfig) -> TokenCategory? {
        switch token.type {
        case .color: return .color
        case .typography: return .typography
        case .shadow: return .shadow
        case .gradient: return .gradient
        case .duration, .cubicBezier, .transition: return .motion
        case .dimension:
            if case .dimension(let dimension) = token.value, dimension.fractionOfFontSize != nil { return .letterSpacing }
            for category in [TokenCategory.spacing, .radius, .borderWidth]
            where category.namespace(config).matchedPrefix(of: token.path) != nil {
                return category
            }
            let words = token.path.segments.map { $0.lowercased() }
            if words.contains(where: { $0.contains("radius") || $0.contains("radii") || $0.contains("corner") }) {
                return .radius
            }
            if words.contains(where: { $0.contains("borderwidth") || $0.contains("border-width") || $0 == "stroke" }) {
                return .borderWidth
            }
            if words.contains(where: { $0.contains("spacing") || $0.contains("space") || $0 == "gap" }) {
                return .spacing
            }
            return nil
        case .number:
            if config.opacity.matchedPrefix(of: token.path) != nil
                || token.path.segments.contains(where: { $0.lowercased().contains("opacity") }) {
                return .opacity
            }
            return nil
        case .fontFamily, .fontWeight, .string, .strokeStyle, .border:
            return nil
        }
    }
}

extension GeneratorConfig.Namespace {
    /// The configured prefix `path` starts with, as segments, if any.
    func matchedPrefix(of path: TokenPath) -> [String]? {
        for prefix in paths {
            let segments = TokenPath(dotted: prefix).segments
            if path.segments.count > segments.count, Array(path.segments.prefix(segments.count)) == segments {
                return segments
            }
        }
        return nil
    }

    /// The container type's dotted parts (`ShapeToken.CornerRadius` → two parts).
    var typeParts: [String] { type.split(separator: ".").map(String.init) }
}
