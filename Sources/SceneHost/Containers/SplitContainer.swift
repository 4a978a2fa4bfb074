/// A split view: a primary column, an optional supplementary one, and a secondary (detail)
/// column, each a navigation stack. When collapsed (a narrow window), the columns show as one
/// stack and a push continues the column of the visible screen (the secondary column if it
/// shows one, else the supplementary, else the primary); expanded, a push lands on the
/// secondary one.
///
/// ```swift
/// let split = SplitContainer(primary: [inbox], secondary: [message])
/// print(split.top.path)   // the message's path
/// ```
public struct SplitContainer: Hashable, Sendable {
    /// A column of a split, left to right.
    public enum Column: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// The first column (a sidebar, a list).
        case primary
        /// The optional middle column of a three-column split.
        case supplementary
        /// The detail column.
        case secondary

        public var description: String { rawValue }
    }

    /// The primary column, bottom first (never empty).
    public internal(set) var primary: [Screen]
    /// The supplementary column, if the split has one.
    public internal(set) var supplementary: [Screen]?
    /// The secondary (detail) column; empty until something is shown there.
    public internal(set) var secondary: [Screen]
    /// Whether the columns show as one stack (a narrow window).
    public internal(set) var isCollapsed: Bool

    public init(primary: [Screen], supplementary: [Screen]? = nil, secondary: [Screen] = [], isCollapsed: Bool = false) {
        precondition(!primary.isEmpty, "a split's primary column holds at least one screen")
        self.primary = primary
        self.supplementary = supplementary
        self.secondary = secondary
        self.isCollapsed = isCollapsed
    }

    /// Every screen: primary, supplementary, secondary.
    public var screens: [Screen] { primary + (supplementary ?? []) + secondary }

    /// The screen the user sees last: the secondary column's top, else the supplementary's,
    /// else the primary's.
    public var top: Screen { secondary.last ?? supplementary?.last ?? primary[primary.count - 1] }
}
