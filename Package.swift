// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "dsys",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "dsys", targets: ["dsys"]),
        .library(name: "DsysCore", targets: ["DsysCore"]),
        .plugin(name: "GenerateDesignSystem", targets: ["GenerateDesignSystem"]),
        .plugin(name: "DesignSystemBuildPlugin", targets: ["DesignSystemBuildPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
    ],
    targets: [
        // The pipeline's stages, each a module that sees only the stages before it (README, "The
        // module graph"): source files and diagnostics → tokens (parsing, input formats,
        // resolution) → generator (design model, targets, rendering), which writes through the
        // output writer → DsysCore (the generation workflow) → the command line.
        .target(name: "DsysSource", dependencies: [.product(name: "Yams", package: "Yams")]),
        // Fixed texts are files embedded into the code at build time (no bundle to find at run
        // time, so a copied `dsys` binary keeps working): the starter design system and the
        // design-system.json schema (links to the copies in Examples/ and Schemas/), and the
        // generator's templates.
        .target(name: "DsysTokens", dependencies: ["DsysSource"], resources: [.embedInCode("Resources")]),
        .target(name: "DsysOutput", dependencies: ["DsysSource"]),
        .target(name: "DsysGenerator", dependencies: ["DsysSource", "DsysTokens", "DsysOutput"],
                resources: [.embedInCode("Templates")]),
        .target(name: "DsysCore", dependencies: ["DsysSource", "DsysTokens", "DsysOutput", "DsysGenerator"]),
        .executableTarget(
            name: "dsys",
            dependencies: ["DsysCore", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .plugin(
            name: "GenerateDesignSystem",
            capability: .command(
                intent: .custom(verb: "generate-design-system",
                                description: "Generate the SwiftUI design-system package from design tokens (dsys generate)."),
                permissions: [.writeToPackageDirectory(
                    reason: "dsys writes the generated design-system package (DesignSystem/ unless configured) into this folder."
                )]
            ),
            dependencies: ["dsys"]
        ),
        .plugin(name: "DesignSystemBuildPlugin", capability: .buildTool(), dependencies: ["dsys"]),
        .executableTarget(
            name: "dsys-bench",
            dependencies: ["DsysCore"]
        ),
        .testTarget(
            name: "DsysCoreTests",
            dependencies: ["DsysCore"]
        ),
        .testTarget(name: "DsysCompileTests", dependencies: ["DsysCore"], exclude: ["Fixtures"]),
        .testTarget(
            name: "DsysReferenceTests",
            dependencies: ["DsysCore"],
            exclude: ["Fixtures"]
        ),
    ] + generatedExampleTargets
)

/// The checked-in generated packages of the examples (and of the CSS-gradient fixture), built and
/// tested on every platform: their plain-Swift value layer and generated XCTests run on Linux too
/// (SwiftUI files are guarded by `#if canImport(SwiftUI)`).
var generatedExampleTargets: [Target] {
    // (generated package folder, module name, its asset catalogs)
    let packages: [(String, String, [String])] = [
        ("Examples/Starter/DesignSystem", "DesignSystem", ["Colors.xcassets"]),
        ("Examples/AvaRobotics/DesignSystem", "AvaRoboticsDesignSystem", []),
        ("Examples/Taskweave/DesignSystem", "TaskweaveDesignSystem", ["Colors.xcassets"]),
        ("Examples/Kordant/DesignSystem", "KordantDesign", ["Images.xcassets"]),
        ("Examples/FigmaVariables/DesignSystem", "FigmaDesignSystem", ["Colors.xcassets"]),
        ("Tests/DsysReferenceTests/Fixtures/css-gradients/CSSGradients", "CSSGradients", ["Colors.xcassets"]),
        ("Tests/DsysReferenceTests/Fixtures/all-types/AllTypes", "AllTypes", ["Colors.xcassets"]),
        ("Tests/DsysReferenceTests/Fixtures/appearance-modes/AppearanceModes", "AppearanceModes", ["Colors.xcassets"]),
        ("Tests/DsysReferenceTests/Fixtures/tokens-studio-modifiers/TokensStudioModifiers", "TokensStudioModifiers", ["Colors.xcassets"]),
        ("Tests/DsysReferenceTests/Fixtures/mode-axes/ModeAxes", "ModeAxes", ["Colors.xcassets"]),
        ("Tests/DsysReferenceTests/Fixtures/choice-axes-outside-cap/ChoiceAxes", "ChoiceAxes", ["Colors.xcassets"]),
        ("Tests/DsysReferenceTests/Fixtures/modes-partial-tokens/ModesPartialTokens", "ModesPartialTokens", ["Colors.xcassets"]),
        ("Tests/DsysReferenceTests/Fixtures/layout-figma-collections/Out", "FigmaCollections", ["Colors.xcassets"]),
    ]
    return packages.flatMap { root, module, catalogs -> [Target] in
        [
            .target(name: module, path: "\(root)/Sources/\(module)",
                    resources: catalogs.isEmpty ? nil : catalogs.map { .process($0) }),
            .testTarget(name: "\(module)Tests", dependencies: [.target(name: module)], path: "\(root)/Tests/\(module)Tests"),
        ]
    }
}
