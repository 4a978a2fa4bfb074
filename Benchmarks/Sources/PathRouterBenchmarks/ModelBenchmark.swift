import Foundation
import PathRouter
import PathRouterBindings

/// One push followed end to end by a UI layer, as an app runs it: the router's push, the
/// ``SceneModel`` hearing its record on the main actor, the update shown and ended (by the
/// UI's signal, as `SceneView`'s `onDisappear` ends it), and what a SwiftUI body reads then
/// (the stack's path and the top screen's item); or, with `controllers`, the same through a
/// ``ControllerDriver`` whose host completes every operation at once (the coordinator's loop).
@MainActor
enum ModelBenchmark {
    /// A host that performs nothing and completes at once.
    final class InstantHost: ControllerHost {
        var operations = 0
        func perform(_ operation: ControllerPlan.Operation, done: @escaping @MainActor (Bool) -> Void) {
            operations += 1
            done(true)
        }
    }

    /// `pushes` pushes onto a stack of `depth` screens, each followed until the UI settled.
    /// Returns the main-actor turns it waited.
    static func follow(depth: Int, pushes: Int, controllers: Bool) async -> Int {
        let router = NavigationRouter(scene: NavigationScene(id: "model"), registry: NavigationBenchmark.makeRegistry())
        let paths = NavigationBenchmark.itemPaths
        router.navigate(toPath: "/home")
        for index in 0..<depth { router.navigate(toPath: paths[index % paths.count]) }
        let model = SceneModel(router: router)
        model.stepDuration = nil
        let host = InstantHost()
        let driver = controllers ? ControllerDriver(model: model, host: host) : nil
        driver?.start()
        var turns = await settle(model, driver, router)
        for index in 0..<pushes {
            router.navigate(toPath: paths[index % paths.count])
            turns += await settle(model, driver, router)
            // What a SwiftUI body reads after the change.
            guard let stack = model.shown.root?.activeStack, model.item(stack.top.id) != nil else { fatalError("no top screen") }
            precondition(model.path(of: stack.id).count == depth + index + 1)
        }
        return turns
    }

    /// Waits until the UI shows the router's scene: every update ended as the UI's signal
    /// (or the driver's host) ends it.
    private static func settle(_ model: SceneModel, _ driver: ControllerDriver?, _ router: NavigationRouter) async -> Int {
        var turns = 0
        while true {
            if driver == nil, let step = model.step { model.stepFinished(step) }
            let top = model.shown.root?.activeStack?.top.id
            if model.isSettled && top == router.state.topScreen?.id && (driver?.isIdle ?? true) { return turns }
            turns += 1
            await Task.yield()
        }
    }

    /// Serves the main queue, where the main actor runs, from the run loop for ever (not
    /// `dispatchMain()`, whose exit of the main thread valgrind cannot follow).
    nonisolated static func serveMainQueue() -> Never {
        while true { _ = RunLoop.main.run(mode: .default, before: .distantFuture) }
    }
}
