// swift-tools-version: 6.0
import CompilerPluginSupport
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

// The macro is a package of its own (swift-syntax) so that the library keeps zero dependencies.
let package = Package(
    name: "PathRouterMacros",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "PathRouterMacros", targets: ["PathRouterMacros"])
    ],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    ],
    targets: [
        .macro(
            name: "PathRouterMacrosPlugin",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "PathRouterMacros",
            dependencies: ["PathRouterMacrosPlugin", .product(name: "PathRouter", package: rootPackage)],
            swiftSettings: swiftSettings
        ),
        // Typed routes of another module than the tests': what they use is what an app's other
        // modules can (public and package declarations).
        .target(
            name: "OtherModuleRoutes",
            dependencies: ["PathRouterMacros"],
            path: "Tests/OtherModuleRoutes",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "PathRouterMacrosTests",
            dependencies: [
                "PathRouterMacros",
                "OtherModuleRoutes",
                "PathRouterMacrosPlugin",
                .product(name: "PathRouter", package: rootPackage),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
            ],
            swiftSettings: swiftSettings
        ),
    ]
)
