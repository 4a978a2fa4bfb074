import PathRouter

/// What the root or a modal shows, as a UI binds to it: one screen, one stack, tabs, or a split.
///
/// ```swift
/// switch presentation {
/// case .single(let item): screenView(item)
/// case .stack(let stack): stackView(stack)
/// case .tabs(let tabs): tabView(tabs)
/// case .split(let split): splitView(split)
/// }
/// ```
public enum PresentationProjection: Hashable, Sendable {
    case single(ScreenItem)
    case stack(StackProjection)
    case tabs(TabsProjection)
    case split(SplitProjection)

    /// Every stack it holds (none for a single screen).
    public var stacks: [StackProjection] {
        switch self {
        case .single: []
        case .stack(let stack): [stack]
        case .tabs(let tabs): tabs.stacks
        case .split(let split): split.stacks
        }
    }

    /// Every screen it holds.
    public var items: [ScreenItem] {
        switch self {
        case .single(let item): [item]
        default: stacks.flatMap(\.items)
        }
    }

    /// Its first screen: what identifies a modal (``ModalProjection/id``).
    var firstItem: ScreenItem {
        switch self {
        case .single(let item): item
        default: stacks[0].root
        }
    }

    /// The screen on top: what the user sees.
    var topItem: ScreenItem {
        switch self {
        case .single(let item): item
        default: activeStack!.top
        }
    }

    /// The stack the user navigates in (the selected tab's, the column the user is in), as
    /// ``Presentation/activeStack`` says; `nil` for a single screen.
    public var activeStack: StackProjection? {
        switch self {
        case .single: nil
        case .stack(let stack): stack
        case .tabs(let tabs): tabs.stack(tabs.selected)
        case .split(let split): split.stack(.secondary) ?? split.stack(.supplementary) ?? split.stack(.primary)
        }
    }
}
