import Synchronization

/// When each scene was last used, for links sent to the most recently active scene: every
/// navigation and `activate()` stamp the scene with the registry's next activity number.
extension NavigationRouter {
    func noteActivity() {
        runtime.lastActivity.store(registry.nextActivity(), ordering: .relaxed)
    }
}

extension NavigationRegistry {
    /// The next activity number (``NavigationRouter/noteActivity()``).
    func nextActivity() -> UInt64 {
        activityCounter.wrappingAdd(1, ordering: .relaxed).newValue
    }
}
