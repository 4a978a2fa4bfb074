// swift-tools-version: 6.0
import PackageDescription

let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "PathRouter",
    // The lowest OS versions the core's APIs allow (`Duration`, `Task.sleep(for:)`: macOS 13,
    // iOS 16, tvOS 16, watchOS 9). What needs Observation (`ObservableScene`, the bindings'
    // `SceneModel`, `LeaveQuestion`, `ControllerDriver`, the test kit's `ScreenDriver`, the
    // SwiftUI and UIKit adapters) is marked `@available(macOS 14, iOS 17, tvOS 17, watchOS 10,
    // visionOS 1, *)`. README.md ("Requirements") says what is checked where.
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "PathRouter", targets: ["PathRouter"]),
        .library(name: "SceneHost", targets: ["SceneHost"]),
        .library(name: "PathRouterAuth", targets: ["PathRouterAuth"]),
        .library(name: "PathRouterModules", targets: ["PathRouterModules"]),
        .library(name: "PathRouterTesting", targets: ["PathRouterTesting"]),
        .library(name: "PathRouterBindings", targets: ["PathRouterBindings"]),
        .library(name: "PathRouterSwiftUI", targets: ["PathRouterSwiftUI"]),
        .library(name: "PathRouterUIKit", targets: ["PathRouterUIKit"]),
        // For the inspector (Inspector/), a sibling package, not part of the API: the sample
        // app's model for its demo, and the lock ThreadSanitizer sees (see `Locked`).
        .library(name: "PathRouterSampleApp", targets: ["SampleApp"]),
        .library(name: "PathRouterLocking", targets: ["PathRouterLocking"]),
    ],
    targets: [
        .target(
            name: "PathRouterAtomics",
            path: "Sources/Atomics"
        ),
        .target(
            name: "PathRouterLocking",
            dependencies: ["PathRouterAtomics"],
            path: "Sources/Locking",
            swiftSettings: swiftSettings
        ),
        .target(
            name: "PathRouterRetain",
            path: "Sources/Retain"
        ),
        .target(
            name: "SceneHost",
            dependencies: ["PathRouterLocking"],
            path: "Sources/SceneHost",
            swiftSettings: swiftSettings
        ),
        .target(
            name: "PathRouterAuth",
            dependencies: ["PathRouterLocking"],
            path: "Sources/Auth",
            swiftSettings: swiftSettings
        ),
        .target(
            name: "PathRouter",
            dependencies: ["SceneHost", "PathRouterAuth", "PathRouterLocking", "PathRouterRetain"],
            path: "Sources/PathRouter",
            swiftSettings: swiftSettings
        ),
        .target(
            name: "PathRouterModules",
            dependencies: ["PathRouter"],
            path: "Sources/Modules",
            swiftSettings: swiftSettings
        ),
        .target(
            name: "PathRouterBindings",
            dependencies: ["PathRouter", "PathRouterLocking"],
            path: "Sources/Bindings",
            swiftSettings: swiftSettings
        ),
        // Thin layers over the bindings; their code compiles only where SwiftUI or UIKit
        // exists (on Linux, empty modules).
        .target(
            name: "PathRouterSwiftUI",
            dependencies: ["PathRouterBindings"],
            path: "Sources/SwiftUIBindings",
            swiftSettings: swiftSettings
        ),
        .target(
            name: "PathRouterUIKit",
            dependencies: ["PathRouterBindings"],
            path: "Sources/UIKitBindings",
            swiftSettings: swiftSettings
        ),
        .target(
            name: "PathRouterTesting",
            dependencies: ["PathRouter", "PathRouterModules", "PathRouterLocking", "PathRouterBindings"],
            path: "Sources/Testing",
            swiftSettings: swiftSettings
        ),
        .target(
            name: "SampleApp",
            dependencies: ["PathRouter", "PathRouterModules", "PathRouterLocking", "PathRouterBindings"],
            path: "Sample/App",
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "Sample",
            dependencies: ["SampleApp"],
            path: "Sample/CLI",
            swiftSettings: swiftSettings
        ),
        .target(
            name: "PathRouterFuzzing",
            dependencies: ["PathRouter", "PathRouterLocking", "PathRouterTesting"],
            path: "Tools/Fuzzing",
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "PathRouterFuzz",
            dependencies: ["PathRouterFuzzing"],
            path: "Tools/FuzzCLI",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "ReliabilityTests",
            dependencies: ["PathRouter", "PathRouterLocking", "PathRouterFuzzing"],
            path: "Tests/ReliabilityTests",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "BindingsTests",
            dependencies: ["PathRouterBindings", "PathRouter", "PathRouterLocking"],
            path: "Tests/BindingsTests",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "SceneHostTests",
            dependencies: ["SceneHost"],
            path: "Tests/SceneHostTests",
            swiftSettings: swiftSettings
        ),
        // What the router's test targets share (Tests/Support): fixtures, view models that
        // record, waiting helpers. A regular target (nothing of it imports Testing), built
        // only for the tests that use it.
        .target(
            name: "PathRouterTestSupport",
            dependencies: ["PathRouter", "PathRouterLocking"],
            path: "Tests/Support",
            swiftSettings: swiftSettings
        ),
        // Interception only (Sources/PathRouter/Interception); every other test of the router
        // is in PathRouterTests, in the folder named like its feature's source folder.
        .testTarget(
            name: "InterceptorTests",
            dependencies: ["PathRouter", "PathRouterLocking", "PathRouterTestSupport"],
            path: "Tests/InterceptorTests",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "PathRouterModulesTests",
            dependencies: ["PathRouterModules", "PathRouter", "PathRouterLocking", "PathRouterTestSupport"],
            path: "Tests/PathRouterModulesTests",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "SampleTests",
            dependencies: ["SampleApp", "PathRouter", "PathRouterLocking"],
            path: "Tests/SampleTests",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "PathRouterTestingTests",
            dependencies: ["PathRouterTesting", "PathRouter", "PathRouterModules", "PathRouterBindings", "PathRouterLocking"],
            path: "Tests/PathRouterTestingTests",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "PathRouterTests",
            dependencies: [
                "PathRouter", "PathRouterModules", "PathRouterLocking", "PathRouterFuzzing", "PathRouterTesting", "PathRouterTestSupport",
            ],
            path: "Tests/PathRouterTests",
            swiftSettings: swiftSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
