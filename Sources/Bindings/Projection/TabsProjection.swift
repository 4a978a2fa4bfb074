import PathRouter

/// A tab container as a UI binds to it (`TabView(selection:)`, `UITabBarController`): the tab
/// names in order, the selected one, and each shown tab's stack (a tab never shown has none).
///
/// ```swift
/// TabView(selection: Binding(get: { tabs.selected }, set: { model.write(.selectedTab($0, in: .root)) })) {
///     ForEach(tabs.names, id: \.self) { name in tabContent(tabs.stack(name)).tag(name) }
/// }
/// ```
public struct TabsProjection: Hashable, Sendable {
    /// The tab names, in order.
    public let names: [String]
    /// The selected tab.
    public let selected: String
    /// The stacks of the tabs that have screens, in the order of ``names``.
    public let stacks: [StackProjection]

    public init(names: [String], selected: String, stacks: [StackProjection]) {
        self.names = names
        self.selected = selected
        self.stacks = stacks
    }

    /// The stack of tab `name`, if it has been shown.
    public func stack(_ name: String) -> StackProjection? {
        stacks.first { $0.id.tab == name }
    }
}
