import DsysOutput

/// The package scaffolding: `Package.swift`, the bundle lookup that makes `bundle: .module` work
/// both in the package and when the folder is copied into an app target (asset catalogs only),
/// and the theme manager with its persisted preference (unless the config turns it off).
struct SupportEmitter {
    let context: EmitContext

    /// The asset catalogs of the module target: colors (and the colors inside shadows, gradients and
    /// borders) with the asset-catalog strategy, and images.
    private var catalogs: [String] {
        (context.system.hasAssetCatalog ? ["Colors.xcassets"] : [])
            + (context.system.images.assets.isEmpty ? [] : [ImageCatalogFiles.catalogFolder])
    }

    private var hasCatalog: Bool { !catalogs.isEmpty }

    func sections() -> [SourceSection] {
        var sections: [SourceSection] = []
        if hasCatalog { sections.append(bundle()) }
        if context.config.themeManager { sections += [themePreference(), themeManager()] }
        return sections
    }

    func manifest() -> GeneratedFile {
        let module = context.module
        let processed = catalogs.map { ".process(\(SwiftLiteral.string($0)))" }.joined(separator: ", ")
        let resources = hasCatalog ? ",\n            resources: [\(processed)]" : ""
        let text = Template.packageManifest.filled([
            "module": SwiftLiteral.string(module), "testModule": SwiftLiteral.string(module + "Tests"), "resources": resources,
        ])
        return GeneratedFile(path: "Package.swift", contents: text)
    }

    private func bundle() -> SourceSection {
        let token = SwiftDeclaration.type(SwiftTypeDeclaration(
            access: .private, kind: .finalClass, name: "DesignSystemBundleToken", members: []
        )).documented(
            "Finds the bundle that holds this folder's resources when it is compiled as part of an app",
            "target instead of as a Swift package (SwiftPM provides `Bundle.module` itself)."
        )
        let module = SwiftProperty(isStatic: true, binding: .var, name: "module", type: "Bundle",
                                   value: .inlineGetter("Bundle(for: DesignSystemBundleToken.self)"))
        let bundleExtension = SwiftDeclaration.type(SwiftTypeDeclaration(
            kind: .extension, name: "Foundation.Bundle",
            members: [SwiftDeclaration.property(module).documented("The bundle of the design system's resources.")]
        ))
        let packageless = SwiftDeclaration(.conditionalCompilation(
            SwiftConditionalCompilation(condition: "!SWIFT_PACKAGE", then: [token, bundleExtension])
        ))
        return SourceSection(.bundle, defaultPath: "Support/Bundle+\(context.module).swift", framework: .foundation,
                             declarations: [packageless])
    }

    /// The persisted light/dark/system choice, in plain Swift so it is tested on every platform.
    private func themePreference() -> SourceSection {
        let cases = SwiftDeclaration.run([.enumCase("system"), .enumCase("light"), .enumCase("dark")])
        let storageKey = SwiftDeclaration.property(SwiftProperty(
            access: .public, isStatic: true, binding: .let, name: "storageKey",
            value: .initial(SwiftLiteral.string(context.module + ".themePreference"))
        )).documented("The `UserDefaults` key the preference is stored under.")
        let load = SwiftDeclaration.function(SwiftFunction(
            access: .public, isStatic: true, kind: .function("load"), parameters: [SwiftParameter(.label("from"), "defaults", "UserDefaults")],
            returnType: "ThemePreference",
            body: [.code("defaults.string(forKey: storageKey).flatMap(ThemePreference.init(rawValue:)) ?? .system")]
        )).documented("The stored preference, or `.system` when none (or an unknown value) is stored.")
        let save = SwiftDeclaration.function(SwiftFunction(
            access: .public, kind: .function("save"), parameters: [SwiftParameter(.label("to"), "defaults", "UserDefaults")],
            body: [.code("defaults.set(rawValue, forKey: Self.storageKey)")]
        )).documented("Stores this preference.")
        let preference = SwiftDeclaration.type(SwiftTypeDeclaration(
            access: .public, kind: .enum, name: "ThemePreference", conformances: ["String", "CaseIterable", "Sendable"],
            members: [cases, storageKey, load, save]
        )).documented("The appearance a user picked: follow the system, or always light or dark.")
        return SourceSection(.themePreference, defaultPath: "Theme/ThemePreference.swift", framework: .foundation,
                             declarations: [preference])
    }

    private func themeManager() -> SourceSection {
        let storedProperties = SwiftDeclaration.run([
            SwiftDeclaration.property(SwiftProperty(access: .publicPrivateSet, wrapper: "@Published", binding: .var,
                                                    name: "colorScheme", type: "ColorScheme?"))
                .documented("The scheme to apply: `.light`, `.dark`, or nil to follow the system."),
            SwiftDeclaration.property(SwiftProperty(access: .publicPrivateSet, binding: .var, name: "preference", type: "ThemePreference"))
                .documented("The user's choice."),
            .property(SwiftProperty(access: .private, binding: .let, name: "defaults", type: "UserDefaults")),
        ])
        let initializer = SwiftDeclaration.function(SwiftFunction(
            access: .public, kind: .initializer(failable: false),
            parameters: [SwiftParameter(.name, "defaults", "UserDefaults", default: ".standard")],
            body: [
                .code("self.defaults = defaults"),
                .code("let stored = ThemePreference.load(from: defaults)"),
                .code("preference = stored"),
                .code("colorScheme = ThemeManager.scheme(for: stored)"),
            ]
        )).documented("Restores the stored choice from `defaults`.")
        let shortcuts: [(SwiftName, String, String)] = [
            ("setLight", ".light", "Always light."), ("setDark", ".dark", "Always dark."), ("setSystem", ".system", "Follow the system setting."),
        ]
        let shortcutMethods = shortcuts.map { name, preference, summary in
            SwiftDeclaration.function(SwiftFunction(access: .public, kind: .function(name), body: [.code("set(\(preference))")],
                                                    isOneLiner: true)).documented(summary)
        }
        let set = SwiftDeclaration.function(SwiftFunction(
            access: .public, kind: .function("set"), parameters: [SwiftParameter(.none, "preference", "ThemePreference")],
            body: [
                .code("self.preference = preference"),
                .code("colorScheme = ThemeManager.scheme(for: preference)"),
                .code("preference.save(to: defaults)"),
            ]
        )).documented("Applies and stores `preference`.")
        let scheme = SwiftDeclaration.function(SwiftFunction(
            access: .private, isStatic: true, kind: .function("scheme"), parameters: [SwiftParameter(.label("for"), "preference", "ThemePreference")],
            returnType: "ColorScheme?",
            body: [.switchOver("preference", cases: [
                SwiftSwitchCase(enumCase: "system", [.code("return nil")]),
                SwiftSwitchCase(enumCase: "light", [.code("return .light")]),
                SwiftSwitchCase(enumCase: "dark", [.code("return .dark")]),
            ])]
        ))
        let manager = SwiftDeclaration.type(SwiftTypeDeclaration(
            access: .public, kind: .finalClass, name: "ThemeManager", conformances: ["ObservableObject"],
            members: [storedProperties, initializer] + shortcutMethods + [set, scheme]
        )).documented("""
            Keeps the user's light/dark/system choice, persists it in `UserDefaults` and exposes it as the
            `ColorScheme?` that `.preferredColorScheme(_:)` takes (nil follows the system).

            ```swift
            @StateObject private var theme = ThemeManager()
            var body: some Scene {
                WindowGroup { ContentView().themed(by: theme).environmentObject(theme) }
            }
            ```
            """).attributed(.mainActor)
        let themed = SwiftDeclaration.function(SwiftFunction(
            kind: .function("themed"), parameters: [SwiftParameter(.label("by"), "manager", "ThemeManager")], returnType: "some View",
            body: [.code("preferredColorScheme(manager.colorScheme)")]
        )).documented("Applies the theme manager's choice with `.preferredColorScheme(_:)`.")
        let viewExtension = SwiftDeclaration.type(SwiftTypeDeclaration(access: .public, kind: .extension, name: "View", members: [themed]))
        return SourceSection(.themeManager, defaultPath: "Theme/ThemeManager.swift", framework: .swiftUI,
                             declarations: [manager, viewExtension])
    }
}
