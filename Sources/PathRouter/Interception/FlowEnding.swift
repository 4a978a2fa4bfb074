import PathRouterLocking

/// Why a flow is being cancelled, while its completion runs: the navigation it took over then
/// ends with an error that says what really happened (a cycle, the take-over screen leaving)
/// rather than "an interceptor cancelled".
enum FlowEnding {
    @TaskLocal static var error: NavigationError?

    /// Cancels `flow`, telling the navigation it took over that it ended because of `error`.
    static func cancel(_ flow: NavigationInterceptionFlow?, because error: NavigationError) {
        guard let flow else { return }
        $error.withValue(error) { _ = flow.continue(cancel: true) }
    }
}
