/// Which inputs feed a section, so each file's header lists only those: adding a token file then
/// rewrites only the files whose code it changes.
enum SourceSectionInputs {
    /// What a section's code is built from.
    private enum Feed {
        /// Nothing from the inputs: support code such as the value types or the theme manager.
        case none
        /// The tokens of these categories.
        case categories([TokenCategory])
        /// The component-style tokens.
        case components
        /// Every input (the value layer, the theme, the UIKit and AppKit layers, sections without a kind).
        case all
    }

    /// The input files behind `sections`, in the order of `system.sources` (files the token
    /// locations name that are not among the sources follow, sorted).
    static func inputs(of sections: [SourceSection], in system: DesignSystemDescription) -> [String] {
        var files: Set<String> = []
        for section in sections {
            switch feed(section.kind) {
            case .none: break
            case .categories(let categories): for category in categories { files.formUnion(system.inputsByCategory[category] ?? []) }
            case .components: files.formUnion(system.componentInputs)
            case .all: return system.sources
            }
        }
        return system.sources.filter(files.contains) + files.subtracting(system.sources).sorted()
    }

    private static func feed(_ kind: SourceSectionKind?) -> Feed {
        guard let kind else { return .all }
        switch kind {
        case .valueTypes, .hexParser, .themeManager, .themePreference, .bundle: return .none
        case .colors, .colorHex: return .categories([.color])
        case .fonts, .typography, .typographyModifier, .typographyViewExtension: return .categories([.typography, .letterSpacing, .fontFamily])
        case .spacing: return .categories([.spacing])
        case .radius: return .categories([.radius])
        case .borderWidth: return .categories([.borderWidth])
        case .opacity: return .categories([.opacity])
        case .dimensions: return .categories([.dimension])
        case .numbers: return .categories([.number])
        case .fontFamilies: return .categories([.fontFamily])
        case .fontWeights: return .categories([.fontWeight])
        case .strokeStyles: return .categories([.strokeStyle])
        case .borders: return .categories([.border])
        case .strings: return .categories([.string])
        case .shadows, .shadowModifier, .shadowViewExtension: return .categories([.shadow])
        case .gradients: return .categories([.gradient])
        case .motion, .motionModifier: return .categories([.motion])
        case .buttonStyles, .textFieldStyles, .toggleStyles: return .components
        case .namespaces, .values, .theme, .images, .uiKit, .appKit, .modeAxes, .adaptiveTokens: return .all
        }
    }
}
