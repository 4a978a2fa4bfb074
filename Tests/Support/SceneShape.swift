import PathRouter

/// A compact text form of a scene's shape: `N[a,b]` is a stack root, `S[a]` a single-screen
/// root, ` M(…)` a modal and ` M!(…)` a modal that prevents dismissal; paths lose their `/`.
public func shape(_ state: SceneState) -> String {
    func list(_ screens: [Screen]) -> String { screens.map { String($0.path.dropFirst()) }.joined(separator: ",") }
    func render(_ presentation: Presentation) -> String {
        if let tabs = presentation.tabs {
            // `T{home*[a,b];catalog[]}`: each tab's stack, `*` on the selected one.
            return "T{"
                + tabs.tabs.enumerated().map { index, tab in
                    tab.name + (index == tabs.selectedIndex ? "*" : "") + "[" + list(tab.screens) + "]"
                }.joined(separator: ";") + "}"
        }
        return (presentation.isNavigationStack ? "N[" : "S[") + list(presentation.screens) + "]"
    }
    guard let root = state.root else { return "" }
    return render(root) + state.modals.map { " M\($0.preventsDismissal ? "!" : "")(\(render($0.presentation)))" }.joined()
}

/// A router on a fresh registry holding `patterns`, none of them protected.
public func makeRouter(_ patterns: [String], scene: String = "test", allowedExternally: Set<String> = []) throws -> NavigationRouter {
    let registry = NavigationRegistry()
    try registry.bind(
        routes: patterns.map {
            NavigationRoute(
                path: $0, type: RecordingViewModel.self, requiresAuthentication: false,
                allowedExternally: allowedExternally.contains($0))
        })
    return NavigationRouter(scene: NavigationScene(id: scene), registry: registry)
}
