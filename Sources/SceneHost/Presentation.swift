/// What fills the root of a scene or one of its modals: a single screen, or a navigation
/// stack of screens (the first is the stack's root, the last is visible).
///
/// ```swift
/// let stack = Presentation.stack([home, product])
/// print(stack.top.path)       // the product's path
/// print(stack.isNavigationStack)   // true
/// ```
public struct Presentation: Hashable, Sendable {
    /// The screens, bottom first. A single screen has exactly one; a stack has at least one.
    public private(set) var screens: [Screen]
    /// Whether screens can be pushed onto this presentation.
    public let isNavigationStack: Bool

    /// A presentation of one screen, with no navigation stack.
    public static func single(_ screen: Screen) -> Presentation {
        Presentation(screens: [screen], isNavigationStack: false)
    }

    /// A navigation stack. It must hold at least one screen.
    public static func stack(_ screens: [Screen]) -> Presentation {
        precondition(!screens.isEmpty, "a navigation stack holds at least one screen")
        return Presentation(screens: screens, isNavigationStack: true)
    }

    /// A presentation of `screen`: a stack of one when `embedded`, a single screen otherwise.
    public static func of(_ screen: Screen, embedded: Bool) -> Presentation {
        embedded ? .stack([screen]) : .single(screen)
    }

    /// The visible screen.
    public var top: Screen { screens[screens.count - 1] }

    mutating func push(_ screen: Screen) { screens.append(screen) }

    mutating func pop() -> Screen { screens.removeLast() }

    mutating func popToRoot() -> [Screen] {
        let removed = Array(screens.dropFirst())
        screens.removeSubrange(1...)
        return removed
    }
}

/// A presentation shown modally above everything below it.
public struct Modal: Hashable, Sendable {
    /// What the modal shows.
    public internal(set) var presentation: Presentation
    /// Whether the user may not dismiss it interactively (a swipe, a back gesture).
    public let preventsDismissal: Bool

    /// Creates a modal.
    public init(presentation: Presentation, preventsDismissal: Bool = false) {
        self.presentation = presentation
        self.preventsDismissal = preventsDismissal
    }
}
