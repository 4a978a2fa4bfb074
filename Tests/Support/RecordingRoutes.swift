import PathRouter

/// A view model that records the parameters it was built with.
public struct RecordingViewModel: RoutableViewModel {
    public var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    public let parameters: [String: String]

    public init(parameters: [String: String]?) {
        self.parameters = parameters ?? [:]
    }
}

/// A view model that requires `id` and `tab`.
public struct RequiringViewModel: RoutableViewModel {
    public static let requiredParameters: [String]? = ["id", "tab"]
    public var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?

    public init(parameters: [String: String]?) {}
}

/// An open route to a ``RecordingViewModel``.
public func route(_ pattern: String) -> NavigationRoute {
    NavigationRoute(path: pattern, type: RecordingViewModel.self, requiresAuthentication: false)
}

/// Builds a registry with `patterns` bound in the given order.
public func registry(_ patterns: [String], options: NavigationRegistry.Options = .init()) throws -> NavigationRegistry {
    let registry = NavigationRegistry(options: options)
    try registry.bind(routes: patterns.map(route))
    return registry
}
