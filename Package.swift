// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "dsys",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "dsys", targets: ["dsys"]),
        .library(name: "DsysCore", targets: ["DsysCore"]),
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
        .executableTarget(
            name: "dsys-bench",
            dependencies: ["DsysCore"]
        ),
        .testTarget(
            name: "DsysCoreTests",
            dependencies: ["DsysCore"]
        ),
    ]
)
