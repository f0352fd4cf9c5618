// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "dsys",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "dsys", targets: ["dsys"]),
        .library(name: "DsysCore", targets: ["DsysCore"]),
        .plugin(name: "GenerateDesignSystem", targets: ["GenerateDesignSystem"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
    ],
    targets: [
        .target(
            name: "DsysCore",
            dependencies: [.product(name: "Yams", package: "Yams")]
        ),
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
    // (generated package folder, module name, whether colors use an asset catalog)
    let packages = [
        ("Examples/Starter/DesignSystem", "DesignSystem", true),
        ("Examples/AvaRobotics/DesignSystem", "AvaRoboticsDesignSystem", false),
        ("Examples/Taskweave/DesignSystem", "TaskweaveDesignSystem", true),
        ("Examples/Kordant/DesignSystem", "KordantDesign", false),
        ("Tests/DsysReferenceTests/Fixtures/css-gradients/CSSGradients", "CSSGradients", true),
        ("Tests/DsysReferenceTests/Fixtures/all-types/AllTypes", "AllTypes", true),
        ("Tests/DsysReferenceTests/Fixtures/appearance-modes/AppearanceModes", "AppearanceModes", true),
    ]
    return packages.flatMap { root, module, hasAssetCatalog -> [Target] in
        [
            .target(name: module, path: "\(root)/Sources/\(module)",
                    resources: hasAssetCatalog ? [.process("Colors.xcassets")] : nil),
            .testTarget(name: "\(module)Tests", dependencies: [.target(name: module)], path: "\(root)/Tests/\(module)Tests"),
        ]
    }
}
