/// NavigationRouter's transition names, replaced by ``NavigationTransition``'s.
extension NavigationTransition {
    @available(*, unavailable, renamed: "top", message: "NavigationRouter's .up is .top")
    public static var up: NavigationTransition { .top }

    @available(*, unavailable, renamed: "bottom", message: "NavigationRouter's .down is .bottom")
    public static var down: NavigationTransition { .bottom }

    @available(*, unavailable, message: "a custom transition is .custom(name): the UI layer that renders the transition decides what the name means")
    public static func function(_ body: Any) -> NavigationTransition { .custom("function") }
}
