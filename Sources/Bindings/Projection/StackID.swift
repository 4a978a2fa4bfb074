import PathRouter

/// Which navigation stack of a scene: the root's or a modal's, and within it the tab or the
/// split column. A UI keeps one `NavigationStack` (or `UINavigationController`) per stack id.
///
/// ```swift
/// StackID(place: .root, tab: "catalog")                  // the catalog tab's stack
/// StackID(place: .modal(sheet.id), column: .secondary)   // a modal split's detail column
/// ```
public struct StackID: Hashable, Sendable, CustomStringConvertible {
    /// Where the presentation that holds the stack is.
    public enum Place: Hashable, Sendable, CustomStringConvertible {
        /// The scene's root.
        case root
        /// The modal whose identity (``ModalProjection/id``) is this.
        case modal(Screen.ID)

        public var description: String {
            switch self {
            case .root: "root"
            case .modal(let id): "modal \(id)"
            }
        }
    }

    public let place: Place
    /// The tab, for a stack in a tab container.
    public let tab: String?
    /// The column, for a stack in a split container.
    public let column: SplitContainer.Column?

    public init(place: Place, tab: String? = nil, column: SplitContainer.Column? = nil) {
        self.place = place
        self.tab = tab
        self.column = column
    }

    public var description: String {
        "\(place)" + (tab.map { " tab \($0)" } ?? "") + (column.map { " column \($0)" } ?? "")
    }
}
