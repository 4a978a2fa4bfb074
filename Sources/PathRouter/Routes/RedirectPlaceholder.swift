/// What a redirect route would show if it were ever built (it never is: navigations follow it).
struct RedirectPlaceholder: RoutableViewModel {
    var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    init(parameters: [String: String]?) {}
}
