import PathRouter

/// One navigation stack as a UI binds to it: the root screen apart (a `NavigationStack`'s root
/// view) and the pushed screens as identities (its `path`), bottom to top.
///
/// Its screens are kept in a persistent list that later projections share, so a push or a
/// pop makes a new stack in proportion to the screens it adds or removes; ``items`` and
/// ``path`` build arrays for a UI and walk every screen.
///
/// ```swift
/// NavigationStack(path: Binding(get: { model.path(of: stack.id) }, set: { model.write(.path($0, of: stack.id)) })) {
///     screenView(stack.root)
///         .navigationDestination(for: Screen.ID.self) { id in screenView(stack.item(id)!) }
/// }
/// ```
public struct StackProjection: Identifiable, Hashable, Sendable {
    public let id: StackID
    /// The first screen.
    public let root: ScreenItem
    /// The screens, shared with the projections this one was made from.
    let list: ScreenList

    public init(id: StackID, items: [ScreenItem]) {
        precondition(!items.isEmpty, "a stack has at least its root screen")
        self.init(id: id, list: ScreenList(items)!, root: items[0])
    }

    init(id: StackID, list: ScreenList, root: ScreenItem) {
        self.id = id
        self.list = list
        self.root = root
    }

    /// Every screen of the stack, root first.
    public var items: [ScreenItem] { list.items }
    /// The identities of the pushed screens (all but the root), bottom to top.
    public var path: [Screen.ID] { items.dropFirst().map(\.id) }
    /// The screen on top.
    public var top: ScreenItem { list.top.item }
    /// How many screens the stack holds, its root included.
    public var count: Int { list.count }

    /// The item of screen `id`, if the stack holds it.
    public func item(_ id: Screen.ID) -> ScreenItem? {
        var node: ScreenList.Node? = list.top
        while let current = node {
            if current.item.id == id { return current.item }
            node = current.below
        }
        return nil
    }

    /// This stack with `items` pushed.
    func pushing<Items: Sequence<ScreenItem>>(_ items: Items) -> StackProjection {
        StackProjection(id: id, list: list.pushing(items), root: root)
    }

    /// This stack cut to its first `count` screens (at least its root).
    func prefix(_ count: Int) -> StackProjection {
        count >= list.count ? self : StackProjection(id: id, list: list.prefix(count), root: root)
    }

    /// This stack with the screen `item.id` showing `item`; `nil` when it does not hold it.
    func replacing(_ item: ScreenItem) -> StackProjection? {
        list.replacing(item).map { StackProjection(id: id, list: $0, root: root.id == item.id ? item : root) }
    }

    public static func == (lhs: StackProjection, rhs: StackProjection) -> Bool {
        lhs.id == rhs.id && lhs.list == rhs.list
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(list.count)
        hasher.combine(list.top.item.id)
    }
}
