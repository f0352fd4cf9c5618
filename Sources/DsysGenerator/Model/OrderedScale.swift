import DsysSource
import DsysTokens

/// The tokens a configured order check compares (`"orderChecks"` in `dsys.json`): all of one
/// category that is a scale of numbers, in the order the check's paths name them.
///
/// The translator finds them, so a check that names no token, or tokens that are not one scale
/// of numbers, is an error before any file is made (and `dsys validate` reports it too); the
/// generated tests turn each scale into a test method.
struct OrderedScale: Sendable {
    var check: OrderCheck
    var category: TokenCategory
    var tokens: [NamedToken]
    /// What the test compares, appended to each token's value-layer constant (see `comparedMember(of:)`).
    var comparedMember: String

    /// The scale `check` names in `system`; nil, with an error naming the check, when one of its
    /// paths names no token or group, or its tokens are not all of one category of numbers.
    init?(_ check: OrderCheck, in system: DesignSystemDescription, diagnostics: inout Diagnostics) {
        var members: [(category: TokenCategory, named: NamedToken)] = []
        for path in check.paths {
            let prefix = TokenPath(dotted: path).segments
            let found = TokenCategory.allCases.flatMap { category in
                system.tokens(category).filter { $0.token.path.segments.starts(with: prefix) }.map { (category, $0) }
            }
            if found.isEmpty {
                diagnostics.error("the order check '\(check.name)' names '\(path)', which is no token or group of the design system",
                                  at: check.location, hint: "use the dotted path of a token or group, such as \"spacing\" or \"shadow.sm\"")
            }
            members += found
        }
        let categories = Set(members.map(\.category))
        guard let category = categories.first, categories.count == 1, let comparedMember = Self.comparedMember(of: category) else {
            if !members.isEmpty {
                let names = Set(categories.map(\.valueSection.rendered)).sorted()
                diagnostics.error("the order check '\(check.name)' must compare tokens of one scale of numbers, "
                                  + "not \(names.joined(separator: " and "))", at: check.location)
            }
            return nil
        }
        self.check = check
        self.category = category
        self.comparedMember = comparedMember
        // A shadow without layers has no blur to compare: the check goes on without it, and says so.
        tokens = members.map(\.named).filter { named in
            guard case .shadow(let layers) = named.modal.defaultValue, layers.isEmpty else { return true }
            diagnostics.warning("the order check '\(check.name)' leaves out '\(named.token.path)': a shadow without layers has no blur to compare",
                                at: named.token.location, token: named.token.path.description)
            return false
        }
    }

    /// What the generated test compares, appended to a token's value-layer constant: the value
    /// itself, a typography's size, a shadow's first layer's blur, a motion's duration; nil for the
    /// categories that are no scale of numbers.
    static func comparedMember(of category: TokenCategory) -> String? {
        switch category {
        case .spacing, .radius, .borderWidth, .opacity, .dimension, .number, .fontWeight, .letterSpacing: ""
        case .typography: ".size"
        case .shadow: "[0].blur"
        case .motion: ".duration"
        case .color, .gradient, .fontFamily, .strokeStyle, .border, .string: nil
        }
    }
}
