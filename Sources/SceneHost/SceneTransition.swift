/// A record of one change to a scene: what kind, which screens, with which animation, and
/// which navigation caused it. A renderer animates it; a test asserts it.
///
/// ```swift
/// for await change in router.changes {
///     print(change.transition.kind, change.transition.added.map(\.path))
/// }
/// ```
public struct SceneTransition: Hashable, Sendable, CustomStringConvertible {
    /// The kinds of change a scene goes through.
    public enum Kind: String, Hashable, Sendable, CustomStringConvertible {
        /// A screen was pushed onto the top-most navigation stack.
        case push
        /// A modal was presented above everything.
        case present
        /// The root was replaced (and every modal dismissed).
        case replaceRoot
        /// The top screen of the top-most navigation stack was popped.
        case pop
        /// The top-most navigation stack was popped to its first screen.
        case popToRoot
        /// The top modal was dismissed.
        case dismiss
        /// Every modal was dismissed.
        case dismissAll
        /// The whole state was replaced by a restore or by the app.
        case restore
        /// Screens were removed wherever they were (protected screens, after a logout).
        case removeScreens

        public var description: String { rawValue }
    }

    /// What happened.
    public let kind: Kind
    /// The screens that appeared, bottom first.
    public let added: [Screen]
    /// The screens that went away, bottom first.
    public let removed: [Screen]
    /// The animation asked for, if any.
    public let animation: NavigationTransition?
    /// The navigation that caused the change: its path, or `nil` for pops and dismissals.
    public let cause: String?

    /// Creates a transition record.
    public init(kind: Kind, added: [Screen] = [], removed: [Screen] = [], animation: NavigationTransition? = nil, cause: String? = nil) {
        self.kind = kind
        self.added = added
        self.removed = removed
        self.animation = animation
        self.cause = cause
    }

    /// The same record with the cause and animation set.
    public func caused(by cause: String?, animation: NavigationTransition?) -> SceneTransition {
        SceneTransition(kind: kind, added: added, removed: removed, animation: animation ?? self.animation, cause: cause ?? self.cause)
    }

    public var description: String {
        var text = kind.rawValue
        if !added.isEmpty { text += " +" + added.map(\.path).joined(separator: ", +") }
        if !removed.isEmpty { text += " -" + removed.map(\.path).joined(separator: ", -") }
        if let animation { text += " (animation: \(animation))" }
        return text
    }
}
