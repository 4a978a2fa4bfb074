/// How one navigation builds its screen's view model, worked out when its parameters are
/// checked: with the view model's `init(parameters:)`, or with the route's own closure over
/// what the check read (a typed route's value, the parameters), where the navigation runs or
/// on the main actor.
enum ViewModelBuild: Sendable {
    case anywhere(any RoutableViewModel.Type)
    case mainActor(any MainActorRoutableViewModel.Type)
    /// The route's closure, given what the check read; it hands the flow to the view model.
    case here(@Sendable (NavigationInterceptionFlow?) -> any ScreenViewModel)
    case onMainActor(@MainActor @Sendable (NavigationInterceptionFlow?) -> any MainActorScreenViewModel)

    /// Whether the view model is built on the main actor.
    var livesOnMainActor: Bool {
        switch self {
        case .anywhere, .here: false
        case .mainActor, .onMainActor: true
        }
    }

    /// Builds the view model here and hands it `flow`, or returns `nil` if it lives on the
    /// main actor and the caller is elsewhere (nothing is built then).
    func buildHere(parameters: [String: String], flow: NavigationInterceptionFlow?) -> (any Sendable)? {
        switch self {
        case .anywhere(let type):
            return Self.build(type, parameters: parameters, flow: flow)
        case .here(let build):
            return build(flow)
        case .mainActor(let type):
            return MainActorProbe.runIfOnMainActor { Self.buildOnMainActor(type, parameters: parameters, flow: flow) }
        case .onMainActor(let build):
            return MainActorProbe.runIfOnMainActor { build(flow) }
        }
    }

    /// Builds the view model on the main actor, wherever it is called from.
    func buildOnMainActor(parameters: [String: String], flow: NavigationInterceptionFlow?) async -> any Sendable {
        switch self {
        case .anywhere(let type):
            return Self.build(type, parameters: parameters, flow: flow)
        case .here(let build):
            return build(flow)
        case .mainActor(let type):
            return await Self.buildOnMainActor(type, parameters: parameters, flow: flow)
        case .onMainActor(let build):
            return await build(flow)
        }
    }

    private static func build(
        _ type: any RoutableViewModel.Type, parameters: [String: String], flow: NavigationInterceptionFlow?
    ) -> any Sendable {
        var viewModel = type.init(parameters: parameters)
        if let flow { viewModel.navigationInterceptionExecutionFlow = flow }
        return viewModel
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
