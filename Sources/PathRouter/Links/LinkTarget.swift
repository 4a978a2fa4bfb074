/// Which scene opens a link.
public enum LinkTarget: Sendable {
    /// This scene.
    case scene(NavigationRouter)
    /// A scene that already shows the link's route (its top screen first, then anywhere in
    /// its stacks), else the most recently active scene.
    case showingTarget
    /// The scene that navigated (or was activated) last.
    case mostRecentlyActive
}
