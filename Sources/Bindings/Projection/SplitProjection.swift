import PathRouter

/// A split container as a UI binds to it (`NavigationSplitView`, `UISplitViewController`): a
/// stack per column that has screens, whether it is collapsed, and which columns show.
///
/// ```swift
/// NavigationSplitView(columnVisibility: …) { column(split.stack(.primary)) }
///     detail: { column(split.stack(.secondary)) }
/// ```
public struct SplitProjection: Hashable, Sendable {
    /// Whether the container has a supplementary (middle) column.
    public let hasSupplementary: Bool
    /// The stacks of the columns that have screens (primary, supplementary, secondary).
    public let stacks: [StackProjection]
    /// Collapsed: the columns show as one stack (a compact width).
    public let isCollapsed: Bool
    /// The columns a UI shows: every column when expanded; collapsed, the one the user is in.
    public let visibleColumns: [SplitContainer.Column]

    public init(hasSupplementary: Bool, stacks: [StackProjection], isCollapsed: Bool, visibleColumns: [SplitContainer.Column]) {
        self.hasSupplementary = hasSupplementary
        self.stacks = stacks
        self.isCollapsed = isCollapsed
        self.visibleColumns = visibleColumns
    }

    /// The stack of `column`, if it has screens.
    public func stack(_ column: SplitContainer.Column) -> StackProjection? {
        stacks.first { $0.id.column == column }
    }
}
