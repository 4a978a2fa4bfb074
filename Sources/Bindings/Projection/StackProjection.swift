import PathRouter

/// One navigation stack as a UI binds to it: the root screen apart (a `NavigationStack`'s root
/// view) and the pushed screens as identities (its `path`), bottom to top.
///
/// ```swift
/// NavigationStack(path: binding.path(of: stack.id)) {
///     screenView(stack.root)
///         .navigationDestination(for: Screen.ID.self) { id in screenView(stack.item(id)!) }
/// }
/// ```
public struct StackProjection: Identifiable, Hashable, Sendable {
    public let id: StackID
    /// Every screen of the stack, root first.
    public let items: [ScreenItem]

    public init(id: StackID, items: [ScreenItem]) {
        precondition(!items.isEmpty, "a stack has at least its root screen")
        self.id = id
        self.items = items
    }

    /// The first screen.
    public var root: ScreenItem { items[0] }
    /// The identities of the pushed screens (all but the root), bottom to top.
    public var path: [Screen.ID] { items.dropFirst().map(\.id) }
    /// The screen on top.
    public var top: ScreenItem { items[items.count - 1] }

    /// The item of screen `id`, if the stack holds it.
    public func item(_ id: Screen.ID) -> ScreenItem? {
        items.first { $0.id == id }
    }
}
