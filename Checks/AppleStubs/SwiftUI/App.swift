// SwiftUI stub: apps and scenes.
// Conventions: see SwiftUI.swift.

// developer.apple.com/documentation/swiftui/app
@MainActor @preconcurrency public protocol App {
    // developer.apple.com/documentation/swiftui/app/body-swift.associatedtype
    associatedtype Body: Scene

    // developer.apple.com/documentation/swiftui/app/body-swift.property
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }

    // developer.apple.com/documentation/swiftui/app/init() (page not read)
    @MainActor @preconcurrency init()
}

extension App {
    // developer.apple.com/documentation/swiftui/app/main() (page not read)
    @MainActor @preconcurrency public static func main() { fatalError() }
}

// developer.apple.com/documentation/swiftui/scene (declaration as mirrored for SDK 27.1)
@MainActor @preconcurrency public protocol Scene {
    // developer.apple.com/documentation/swiftui/scene/body-swift.associatedtype (page not read)
    associatedtype Body: Scene

    // developer.apple.com/documentation/swiftui/scene/body-swift.property (page not read)
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

/// The underlying type of the stub's opaque `some Scene` results (not an Apple type).
nonisolated struct StubScene: Scene {
    var body: Never { fatalError() }
}

// developer.apple.com/documentation/swiftui/scenebuilder (page not read)
@resultBuilder public struct SceneBuilder {
    // developer.apple.com/documentation/swiftui/scenebuilder/buildexpression(_:) (from a mirror of the page)
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: Scene { content }

    // developer.apple.com/documentation/swiftui/scenebuilder/buildblock(_:) (single-scene overload; page not read)
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: Scene { content }

    // developer.apple.com/documentation/swiftui/scenebuilder/buildblock(_:)
    public static func buildBlock<each Content>(_ content: repeat each Content) -> some Scene where repeat each Content: Scene {
        StubScene()
    }
}

// developer.apple.com/documentation/swiftui/windowgroup (page not read; "struct WindowGroup<Content> where Content : View")
public struct WindowGroup<Content> where Content: View {
    // developer.apple.com/documentation/swiftui/windowgroup/init(content:) (page not read)
    nonisolated public init(@ViewBuilder content: () -> Content) {}
}

extension WindowGroup: Scene {
    public var body: Never { fatalError() }
}

extension Scene {
    // developer.apple.com/documentation/swiftui/scene/environment(_:_:)
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene {
        StubScene()
    }
}

// developer.apple.com/documentation/swiftui/scenephase
// (cases and conformances from the SDK interface: Comparable, Hashable, Sendable)
public enum ScenePhase: Comparable, Hashable, Sendable {
    case background
    case inactive
    case active
}

extension EnvironmentValues {
    // developer.apple.com/documentation/swiftui/environmentvalues/scenephase (page not read)
    public var scenePhase: ScenePhase {
        get { .active }
        set {}
    }
}
