import PathRouter

/// One screen as a UI binds to it: its stable identity (the router's ``Screen/ID``, which an
/// unchanged screen keeps across every change), what it shows, and the marks a UI needs.
///
/// Two items are equal when everything a UI draws from them is: a reused screen with new
/// parameters is the same identity with a different item (the UI updates its content, it does
/// not push it again).
///
/// ```swift
/// ForEach(stack.path) { id in … }          // identities: what NavigationStack binds to
/// stack.item(id)?.isLogin                   // the router's login screen
/// ```
public struct ScreenItem: Identifiable, Hashable, Sendable {
    /// The screen, with its view model.
    public let screen: Screen
    /// The registry's login screen (the router shows it while a navigation waits for a login).
    public let isLogin: Bool
    /// A leave guard watches it: a UI disables the gestures that would remove it without asking.
    public let isGuarded: Bool

    public init(_ screen: Screen, isLogin: Bool = false, isGuarded: Bool = false) {
        self.screen = screen
        self.isLogin = isLogin
        self.isGuarded = isGuarded
    }

    /// The screen's identity.
    public var id: Screen.ID { screen.id }
    /// The path it shows.
    public var path: String { screen.path }

    public static func == (lhs: ScreenItem, rhs: ScreenItem) -> Bool {
        lhs.screen.id == rhs.screen.id && lhs.screen.path == rhs.screen.path && lhs.screen.parameters == rhs.screen.parameters
            && lhs.isLogin == rhs.isLogin && lhs.isGuarded == rhs.isGuarded
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(screen.id)
        hasher.combine(screen.path)
    }
}
