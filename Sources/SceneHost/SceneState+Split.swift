/// Split containers: show in the secondary column, collapse and expand.
extension SceneState {
    private var rootSplit: SplitContainer? { root?.split }

    /// Shows `screens` in the secondary column of the root's split, replacing what it showed.
    /// - Throws: ``SceneError/Code/noSplit`` when the root is not a split.
    public mutating func showInSecondary(_ screens: [Screen]) throws(SceneError) -> SceneTransition {
        guard var split = rootSplit else { throw SceneError(.noSplit, "the scene's root is not a split") }
        let removed = split.secondary
        split.secondary = screens
        root = .split(split)
        return SceneTransition(kind: .showInSecondary, added: screens, removed: removed)
    }

    /// Collapses the root's split into one stack (a narrow window) or expands it into columns.
    /// - Throws: ``SceneError/Code/noSplit`` when the root is not a split.
    public mutating func setCollapsed(_ collapsed: Bool) throws(SceneError) -> SceneTransition {
        guard var split = rootSplit else { throw SceneError(.noSplit, "the scene's root is not a split") }
        split.isCollapsed = collapsed
        root = .split(split)
        return SceneTransition(kind: .setCollapsed)
    }
}
