import SceneHost

/// Selecting a tab, decided in the scene's job on the state as it is then: a tab the scene
/// shows is a scene operation (re-selecting pops it to its root, so leave guards ask); a tab
/// never shown is a navigation to its root path, with every rule.
extension NavigationRouter {
    func selectTabNow(_ name: String, handle: NavigationHandle, ancestry: [UInt64]) {
        let (scene, declared) = runtime.stateAndTabs
        if let container = scene.tabContainer(containing: name), !container.tabIsEmpty {
            // A scene operation (re-selecting pops the tab to its root: leave guards ask).
            noteActivity()
            drive(
                SceneOperationAttempt(
                    name: "selectTab(\(name))", animation: nil, subject: name, guarded: true,
                    operation: { state throws(SceneError) in
                        var stages: [SceneTransition] = []
                        if let dismissed = state.dismissModals(above: container.place) { stages.append(dismissed) }
                        stages.append(try state.selectTab(name))
                        return SceneTransition.combining(stages)
                    }, handle: handle), JobStages(OperationStages()))
            return
        }
        let tabs = Array(Set(scene.tabNames + declared.map(\.name))).sorted()
        guard let rootPath = scene.rootPath(ofTab: name) ?? declared.first(where: { $0.name == name })?.rootPath else {
            let known = scene.tabContainer(containing: name) != nil
            handle.resolve(
                .failure(
                    NavigationError(
                        code: .noSuchTab, path: name,
                        reason: known
                            ? "the tab '\(name)' has never been shown and has no root path to build its first screen from"
                            : "the scene has no tab named '\(name)' (tabs: \(tabs.joined(separator: ", ")))")))
            return
        }
        var request = NavigationRequest(
            path: rootPath, replace: false, externally: false, embedInNavigationView: true,
            modal: false, shouldPreventDismissal: false, interceptionExecutionFlow: nil, animation: nil)
        request.tab = name
        // Building the tab is a navigation to its root: its events carry that path, and the
        // tab in their own field.
        let navigation = NavigationHandle(request: rootPath, failures: navigationFailures, tab: name)
        navigation.emit(.started)
        navigation.whenResolved { result in handle.resolve(forwarding: result) }
        start(request, handle: navigation, ancestry: ancestry)
    }
}
