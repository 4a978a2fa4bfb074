// swift-tools-version: 6.0
import Foundation
import PackageDescription

// A path dependency is identified by its folder's name, which depends on where the repository
// was cloned; read it instead of assuming it.
let rootPackage = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().lastPathComponent.lowercased()

// The benchmark package is separate so that the library keeps zero dependencies.
let package = Package(
    name: "PathRouterBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/vapor/routing-kit", exact: "4.9.3"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1"),
    ],
    targets: [
        .target(name: "HeapUsage", path: "Sources/HeapUsage"),
        .executableTarget(
            name: "PathRouterBenchmarks",
            dependencies: [
                "HeapUsage",
                .product(name: "PathRouter", package: rootPackage),
                .product(name: "PathRouterBindings", package: rootPackage),
                .product(name: "RoutingKit", package: "routing-kit"),
                .product(name: "Hummingbird", package: "hummingbird"),
            ],
            path: "Sources/PathRouterBenchmarks"
        ),
    ],
    swiftLanguageModes: [.v6]
)
