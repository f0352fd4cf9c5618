import DsysTokens

/// The rules that keep every type name a `dsys.json` may give compilable: the types the generated
/// package declares must not shadow the types and modules its code uses unqualified, and no two
/// parts of the config may declare the same type.
///
/// Namespaces (`colors`, `spacing`, … `fonts`) may be dotted (`ShapeToken.CornerRadius`): their
/// outer enums are declared once and may be shared by several namespaces. Colors and fonts may
/// also extend `Color` and `Font` themselves. Every other type key names one top-level type.
enum ConfigTypeNames {
    /// Types and modules the generated code refers to by their bare names (SwiftUI, UIKit, AppKit, Core
    /// Animation, Foundation and the standard library). A declared type with one of these names
    /// would shadow it inside the module.
    static let reserved: Set<String> = SwiftKeywords.moduleNames.union([
        "DeveloperToolsSupport", "QuartzCore",
        "Color", "Font", "Image", "Text", "View", "ViewModifier", "ViewBuilder", "Animation", "Gradient", "LinearGradient",
        "Shape", "ShapeStyle", "Button", "ButtonStyle", "ButtonStyleConfiguration", "Toggle", "ToggleStyle",
        "ToggleStyleConfiguration", "TextField", "TextFieldStyle", "Label", "Spacer", "VStack", "HStack", "ZStack", "Group",
        "ForEach", "ScrollView", "NavigationStack", "Circle", "Capsule", "Rectangle", "RoundedRectangle", "StrokeStyle",
        "FillStyle", "Path", "Edge", "EdgeInsets", "Alignment", "UnitPoint", "Axis", "ColorScheme", "ColorSchemeContrast",
        "DynamicProperty", "DynamicTypeSize", "Environment", "EnvironmentKey", "EnvironmentValues", "EnvironmentObject",
        "ScaledMetric", "State", "StateObject", "Binding", "AppStorage", "FocusState", "ObservableObject", "Published",
        "AnyView", "EmptyView", "TupleView", "Preview", "PreviewProvider", "ColorResource", "ImageResource",
        "UIColor", "UIFont", "UIFontMetrics", "UIImage", "UIView", "UILabel", "UITraitCollection", "NSColor", "NSFont",
        "NSAppearance", "CALayer",
        "CAGradientLayer", "CAMediaTimingFunction", "CGColor", "NSAttributedString", "NSMutableParagraphStyle",
        "NSParagraphStyle", "NSNumber", "CGFloat", "CGSize", "CGPoint", "CGRect", "Bundle", "UserDefaults", "Data", "Date",
        "URL", "Double", "Float", "Int", "String", "Bool", "Character", "Array", "Dictionary", "Set", "Optional", "Result",
        "Error", "Never", "Void", "Sendable", "Hashable", "Equatable", "Comparable", "CaseIterable", "Identifiable",
        "RawRepresentable", "Codable", "Decodable", "Encodable", "TimeInterval",
    ])

    /// One type the config makes the generator declare: its name (for a dotted namespace, its
    /// outer enum), the config key it comes from, and whether it is a namespace's outer enum, which
    /// namespaces may share.
    struct Declaration {
        var name: String
        var key: String
        var isSharedRoot: Bool
    }

    /// The top-level types `config` declares, in config-key order.
    static func declarations(of config: GeneratorConfig) -> [Declaration] {
        var result: [Declaration] = []
        let namespaces: [(String, GeneratorConfig.Namespace, String)] = [
            ("colors", config.colors, "Color"), ("spacing", config.spacing, ""), ("radius", config.radius, ""),
            ("borderWidth", config.borderWidth, ""), ("opacity", config.opacity, ""), ("gradients", config.gradients, ""),
            ("motion", config.motion, ""), ("fonts", config.fonts, "Font"),
        ]
        for (key, namespace, extensible) in namespaces where namespace.type != extensible {
            let parts = namespace.typeParts
            result.append(Declaration(name: parts[0], key: key, isSharedRoot: parts.count > 1))
        }
        if config.uiKit, config.colors.type != "Color", let last = config.colors.typeParts.last, config.colors.typeParts.count == 1 {
            for framework in NativeUIFramework.allCases {
                result.append(Declaration(name: framework.typePrefix + last, key: "colors", isSharedRoot: false))
            }
        }
        func add(_ name: String?, _ key: String) {
            if let name { result.append(Declaration(name: name, key: key, isSharedRoot: false)) }
        }
        add(config.valuesType, "valuesType")
        add(config.scaledSpacingType, "scaledSpacingType")
        add(config.adaptiveTokensType, "adaptiveTokensType")
        if let typography = config.typographyType {
            add(typography, "typographyType")
            add(config.typographyModifierType ?? typography + "Modifier", "typographyModifierType")
        }
        add(config.shadowType, "shadowType")
        add(config.shadowModifierType ?? config.shadowType + "Modifier", "shadowModifierType")
        add(config.themeType, "themeType")
        if config.themeManager {
            add("ThemeManager", "themeManager")
            add("ThemePreference", "themeManager")
        }
        if let prefix = config.componentPrefix {
            for component in ["Button", "Card", "Input", "Badge", "Heading", "Text"] { add(prefix + component, "componentPrefix") }
        }
        return result
    }

    /// Per config key, the problems with the types it declares: a reserved name, or a name
    /// another key declares too.
    static func problems(in config: GeneratorConfig) -> [(key: String, message: String)] {
        var problems: [(key: String, message: String)] = []
        var firstDeclaration: [String: Declaration] = [:]
        for declaration in declarations(of: config) {
            if reserved.contains(declaration.name) {
                problems.append((declaration.key, "'\(declaration.key)' would declare the type '\(declaration.name)', which "
                    + "shadows the \(declaration.name) the generated code uses; choose another name"))
                continue
            }
            if let earlier = firstDeclaration[declaration.name] {
                if !(earlier.isSharedRoot && declaration.isSharedRoot), earlier.key != declaration.key {
                    problems.append((declaration.key, "'\(declaration.key)' and '\(earlier.key)' would both declare the type "
                        + "'\(declaration.name)'; give them different names"))
                }
                continue
            }
            firstDeclaration[declaration.name] = declaration
        }
        return problems
    }
}
