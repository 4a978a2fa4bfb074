import PathRouter

/// Which transition records a step made itself, as opposed to other navigations that landed
/// while it ran (one that a leave guard held, a link that waited for the scene to get a root,
/// one an interceptor started).
extension NavigationSimulation {
    struct StepRecords {
        /// The records logged during the step, in order, with their scene.
        let logged: [(scene: Int, transition: SceneTransition)]
        /// The path the step navigated to, when it was a navigation.
        let navigationPath: String?
        /// The root path a tab selection navigates to when it builds the tab.
        let tabRootPath: String?

        /// Whether a record with this cause is the step's own: a navigation's carry its path, a
        /// scene operation's none (and a tab it builds, the tab's root path).
        func isOwn(_ cause: String?) -> Bool {
            if let navigationPath { return cause == navigationPath }
            return cause == nil || (tabRootPath != nil && cause == tabRootPath)
        }

        /// The step's own records.
        var own: [SceneTransition] { logged.filter { isOwn($0.transition.cause) }.map(\.transition) }

        /// Whether another navigation landed in `scene` during the step. The mirror check proves
        /// that the records explain the state, so what that navigation changed is told apart by
        /// its records, and is not the step's doing.
        func othersLanded(in scene: Int) -> Bool {
            logged.contains { $0.scene == scene && !isOwn($0.transition.cause) }
        }

        /// The root path selecting tab `name` navigates to when the tab was never shown
        /// (`nil` when the tab has screens: selecting it is a scene operation).
        static func tabRootPath(selecting name: String, in state: SceneState) -> String? {
            guard state.tabContainer(containing: name)?.tabIsEmpty != false else { return nil }
            return state.rootPath(ofTab: name) ?? (World.tabs + World.modalTabs).first { $0.name == name }?.rootPath
        }
    }
}
