/// A take-over's flow and the screen it lands on: the navigation that carries the flow hands it
/// to its screen before the commit (``SceneRuntime/hand(_:to:)``, so that a later commit or
/// `close()` that removes the screen finds it and cancels it); once the screen has landed, the
/// flow it replaced ends and, when the flow says so, the screen leaves as the flow finishes.
extension NavigationRouter {
    /// After the commit of the screen `screenID` that carries `flow`: the earlier flow the
    /// screen gave up ends (``NavigationError/Code/takeOverEnded``), and a flow whose screen
    /// ``NavigationInterceptionFlow/ScreenPolicy/leavesWhenFinished`` removes it as it finishes.
    func flowLanded(_ flow: NavigationInterceptionFlow, on screenID: Screen.ID, replacing earlier: NavigationInterceptionFlow?, path: String) {
        if let earlier, earlier !== flow {
            FlowEnding.cancel(
                earlier,
                because: NavigationError(
                    code: .takeOverEnded, path: path, reason: "its screen was reused by a later take-over and handed that one's flow"))
        }
        if flow.screenPolicy == .leavesWhenFinished {
            flow.whenFinished { [weak runtime] in
                guard let runtime else { return }
                runtime.enqueue { runtime.removeScreen(screenID) }
            }
        }
    }
}
