import PathRouterLocking

/// When each scene was last used, for links sent to the most recently active scene: every
/// navigation and `activate()` stamp the scene with the registry's next activity number.
extension NavigationRouter {
    /// Marks this scene as the one the user uses now (for links sent to the most recently
    /// active scene). Navigations mark it too.
    ///
    /// ```swift
    /// router.activate()   // the window became key
    /// ```
    public func activate() {
        noteActivity()
    }

    func noteActivity() {
        // The number first: the store then reaches the runtime's word with nothing called in
        // between, so its box needs no reference of its own.
        let activity = registry.nextActivity()
        runtime.lastActivity.store(activity, ordering: .relaxed)
    }
}

extension NavigationRegistry {
    /// The next activity number (``NavigationRouter/noteActivity()``).
    func nextActivity() -> UInt64 {
        activityCounter.wrappingAdd(1, ordering: .relaxed).newValue
    }
}
