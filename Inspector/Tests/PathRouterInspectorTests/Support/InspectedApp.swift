import PathRouter
import PathRouterInspector
import PathRouterLocking

/// A small app under an inspector: open routes, a link policy, a leave guard on `/form` that
/// keeps the screen while `dirty`, and a scene "main" showing `/home`.
struct InspectedApp {
    struct Model: RoutableViewModel {
        var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
        init(parameters: [String: String]?) {}
    }

    /// Whether `/form` has unsaved changes (its leave guard keeps it then).
    final class Form: Sendable {
        let dirty = Locked.make(false)
    }

    let registry: NavigationRegistry
    let main: NavigationRouter
    let form: Form
    let inspector: NavigationInspector

    static func start(
        allowsControl: Bool = true, maximumWaitingMessages: Int = 2_000, eventHistory: Int = 100, actions: [InspectorAction] = []
    ) async throws -> InspectedApp {
        let registry = NavigationRegistry()
        try registry.bind(routes: [
            NavigationRoute(path: "/home", type: Model.self, requiresAuthentication: false, allowedExternally: true),
            NavigationRoute(path: "/items/:id", type: Model.self, requiresAuthentication: false),
            NavigationRoute(path: "/form", type: Model.self, requiresAuthentication: false),
        ])
        registry.externalLinkPolicy = ExternalLinkPolicy(schemes: ["myapp"], hosts: ["open"])
        let form = Form()
        try registry.guardLeaving("/form") { _ in
            form.dirty.withLock { $0 } ? .stay(reason: "the form has unsaved changes") : .leave
        }
        let main = NavigationRouter(scene: NavigationScene(id: "main"), registry: registry)
        _ = await main.navigate(toPath: "/home").result
        let inspector = try await NavigationInspector.start(
            for: registry,
            configuration: InspectorConfiguration(
                allowsControl: allowsControl, actions: actions, maximumWaitingMessages: maximumWaitingMessages, eventHistory: eventHistory))
        return InspectedApp(registry: registry, main: main, form: form, inspector: inspector)
    }
}
