// swift-tools-version: 6.0
import Foundation
import PackageDescription

// A path dependency is identified by its folder's name, which depends on where the repository
// was cloned; read it instead of assuming it.
let rootPackage = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().lastPathComponent.lowercased()

let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

// The inspector is a package of its own so that the library keeps zero dependencies.
let package = Package(
    name: "PathRouterInspector",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "PathRouterInspector", targets: ["PathRouterInspector"]),
        .executable(name: "InspectorDemo", targets: ["InspectorDemo"]),
    ],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", exact: "2.8.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.5.0"),
    ],
    targets: [
        .target(
            name: "PathRouterInspector",
            dependencies: [
                .product(name: "PathRouter", package: rootPackage),
                .product(name: "PathRouterLocking", package: rootPackage),
                .product(name: "PathRouterBindings", package: rootPackage),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "Logging", package: "swift-log"),
            ],
            resources: [.copy("Page")],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "InspectorDemo",
            dependencies: [
                "PathRouterInspector",
                .product(name: "PathRouter", package: rootPackage),
                .product(name: "PathRouterSampleApp", package: rootPackage),
                .product(name: "PathRouterLocking", package: rootPackage),
            ],
            swiftSettings: swiftSettings
        ),
        // A page's end of the WebSocket (a small client of its own: a general one brings a TLS
        // stack into the build), for the tests and the cost probe.
        .target(
            name: "InspectorPageSocket",
            dependencies: [.product(name: "PathRouterLocking", package: rootPackage)],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "InspectorCost",
            dependencies: [
                "PathRouterInspector",
                "InspectorPageSocket",
                .product(name: "PathRouter", package: rootPackage),
                .product(name: "PathRouterLocking", package: rootPackage),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "PathRouterInspectorTests",
            dependencies: [
                "PathRouterInspector",
                .product(name: "PathRouter", package: rootPackage),
                .product(name: "PathRouterTesting", package: rootPackage),
                .product(name: "PathRouterLocking", package: rootPackage),
                "InspectorPageSocket",
            ],
            swiftSettings: swiftSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
