/// What a landing builds, decided once (in the scene's job) for both ways of building — here,
/// or on the main actor: the target's screen id when its view model closes its own screen
/// (it gets its ``ScreenCloser`` while it is built), and the parents to build — those after the
/// deepest parent the landing stack shows, which stays as it is with those under it.
struct LandingBuild: Sendable {
    let targetID: Screen.ID?
    /// The deepest parent the landing stack shows, which the chain continues from.
    let shownParent: Screen?
    /// The index of the first parent to build.
    let firstBuilt: Int

    /// Whether a parent it builds lives on the main actor.
    func buildsOnMainActor(_ parents: [NavigationRouter.ChainLink]) -> Bool {
        for index in firstBuilt..<parents.count where parents[index].checked.build.livesOnMainActor { return true }
        return false
    }
}
