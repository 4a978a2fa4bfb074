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
    /// The path to navigate to.
    public let path: String
    /// Make the destination the new root.
    public let replace: Bool
    /// Wrap the destination in a navigation stack when it becomes a root or a modal.
    public let embedInNavigationView: Bool
    /// Present the destination modally.
    public let modal: Bool
    /// With `modal`, refuse interactive dismissal.
    public let shouldPreventDismissal: Bool
    /// The flow to hand to the destination's view model.
    public let interceptionExecutionFlow: NavigationInterceptionFlow?
    /// The animation to record on the transition.
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
