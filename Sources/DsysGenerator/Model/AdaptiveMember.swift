import DsysTokens

/// Which tokens get a member of the adaptive-tokens struct (`DSAdaptiveTokens`), and its name.
///
/// The static constants hold the default mode's value; a token whose value differs along a mode
/// axis, or by appearance where its API does not adapt by itself, also gets an instance member
/// that picks its value from the view's environment.
enum AdaptiveMember {
    /// Whether `modal`, a token of `category`, gets an adaptive member: any token that differs along
    /// a mode axis, and a token that differs by appearance whose static API cannot adapt (colors,
    /// and the colors inside shadows, gradients and borders, come from the asset catalog, and the
    /// shadow modifier reads the appearance itself).
    static func includes(_ modal: ModalToken, _ category: TokenCategory) -> Bool {
        guard category != .letterSpacing else { return false }
        // The category first: comparing the values of a color in every appearance is the dearer test.
        return modal.variesByAxis || (!adaptsByItself(category) && modal.varies)
    }

    /// Whether `partial`, a token only non-default modes define, gets an adaptive member: every one
    /// but letter spacings, which have no member type (`PartialToken`).
    static func includes(_ partial: PartialToken) -> Bool {
        partial.category != .letterSpacing
    }

    /// Whether the generated API of `category` follows the appearance without help.
    private static func adaptsByItself(_ category: TokenCategory) -> Bool {
        switch category {
        case .color, .shadow, .gradient, .border: true
        default: false
        }
    }

    /// The member's name: the whole token path in lower camel case (`spacing.md` → `spacingMd`), so
    /// tokens of every category share one flat scope, checked for collisions like any other.
    static func name(_ token: Token, digitPrefix: String) -> SwiftIdentifier {
        SwiftNameGenerator(digitPrefix: digitPrefix).memberName(GroupOwnToken.namingSegments(of: token.path))
    }

    /// The doc paragraph of a static constant that has an adaptive member: it holds the default
    /// mode's value, and the member follows the environment. Empty for other constants.
    static func note(_ named: NamedToken, _ category: TokenCategory, config: GeneratorConfig) -> [String] {
        guard let type = config.adaptiveTokensType, includes(named.modal, category) else { return [] }
        return ["The default mode's value; `\(type)().\(name(named.token, digitPrefix: config.digitPrefix).rendered)` "
            + "follows the view's appearance" + (named.modal.variesByAxis ? " and mode axes" : "") + "."]
    }
}
