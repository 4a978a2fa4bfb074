/// How a route builds its view model: where the navigation runs, or on the main actor.
enum ViewModelFactory: Sendable {
    case anywhere(any RoutableViewModel.Type)
    case mainActor(any MainActorRoutableViewModel.Type)

    var type: any Any.Type {
        switch self {
        case .anywhere(let type): type
        case .mainActor(let type): type
        }
    }

    var requiredParameters: [String]? {
        switch self {
        case .anywhere(let type): type.requiredParameters
        case .mainActor(let type): type.requiredParameters
        }
    }

    var parameterTypes: [String: ParameterType] {
        switch self {
        case .anywhere(let type): type.parameterTypes
        case .mainActor(let type): type.parameterTypes
        }
    }

    /// Whether the view model is built on the main actor.
    var livesOnMainActor: Bool {
        if case .mainActor = self { true } else { false }
    }

    /// Builds the view model here and hands it `flow`, or returns `nil` if it lives on the
    /// main actor and the caller is elsewhere (nothing is built then).
    func buildHere(parameters: [String: String], flow: NavigationInterceptionFlow?) -> (any Sendable)? {
        switch self {
        case .anywhere(let type):
            var viewModel = type.init(parameters: parameters)
            if let flow { viewModel.navigationInterceptionExecutionFlow = flow }
            return viewModel
        case .mainActor(let type):
            return MainActorProbe.runIfOnMainActor { Self.buildOnMainActor(type, parameters: parameters, flow: flow) }
        }
    }

    /// Builds the view model on the main actor, wherever it is called from.
    func buildOnMainActor(parameters: [String: String], flow: NavigationInterceptionFlow?) async -> any Sendable {
        switch self {
        case .anywhere:
            return buildHere(parameters: parameters, flow: flow)!
        case .mainActor(let type):
            return await Self.buildOnMainActor(type, parameters: parameters, flow: flow)
        }
    }

    @MainActor
    private static func buildOnMainActor(
        _ type: any MainActorRoutableViewModel.Type, parameters: [String: String],
        flow: NavigationInterceptionFlow?
    ) -> any Sendable {
        let viewModel = type.init(parameters: parameters)
        if let flow { viewModel.navigationInterceptionExecutionFlow = flow }
        return viewModel
    }
}
