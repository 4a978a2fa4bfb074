/// A navigation a UI layer attaches to a control: a path and the options to follow it with.
///
/// The headless form of NavigationRouter's SwiftUI `RoutedLink`: a renderer shows the label
/// and, when the control is activated, calls ``follow(using:)``. Links are internal
/// navigations (`externally` is always `false`).
///
/// ```swift
/// let link = RoutedLink(toPath: "/products/42")
/// button.onTap { link.follow(using: router) }
/// ```
public struct RoutedLink: Sendable {
    public let path: String
    public let replace: Bool
    public let embedInNavigationView: Bool
    public let modal: Bool
    public let shouldPreventDismissal: Bool
    public let interceptionExecutionFlow: NavigationInterceptionFlow?
    public let animation: NavigationTransition?

    /// Creates a link with the same options and defaults as `navigate(toPath:…)`.
    public init(
        toPath path: String,
        replace: Bool = false,
        embedInNavigationView: Bool = true,
        modal: Bool = false,
        shouldPreventDismissal: Bool = false,
        interceptionExecutionFlow: NavigationInterceptionFlow? = nil,
        animation: NavigationTransition? = nil
    ) {
        self.path = path
        self.replace = replace
        self.embedInNavigationView = embedInNavigationView
        self.modal = modal
        self.shouldPreventDismissal = shouldPreventDismissal
        self.interceptionExecutionFlow = interceptionExecutionFlow
        self.animation = animation
    }

    /// Follows the link with `router` (default: ``NavigationRouter/main``).
    @discardableResult
    public func follow(using router: NavigationRouter = .main) -> NavigationHandle {
        router.follow(self)
    }
}
