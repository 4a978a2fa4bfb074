import PathRouter

/// A view model that records the parameters it was built with.
struct RecordingViewModel: RoutableViewModel {
    var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    let parameters: [String: String]

    init(parameters: [String: String]?) {
        self.parameters = parameters ?? [:]
    }
}

/// A view model that requires `id` and `tab`.
struct RequiringViewModel: RoutableViewModel {
    static let requiredParameters: [String]? = ["id", "tab"]
    var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?

    init(parameters: [String: String]?) {}
}

func route(_ pattern: String) -> NavigationRoute {
    NavigationRoute(path: pattern, type: RecordingViewModel.self, requiresAuthentication: false)
}

/// Builds a registry with `patterns` bound in the given order.
func registry(_ patterns: [String], options: NavigationRegistry.Options = .init()) throws -> NavigationRegistry {
    let registry = NavigationRegistry(options: options)
    try registry.bind(routes: patterns.map(route))
    return registry
}
