import PathRouter

/// How the inspector listens and what the page may do. The defaults are the safe ones:
/// loopback only, a random token, read-only.
///
/// ```swift
/// var configuration = InspectorConfiguration()
/// configuration.allowsControl = true        // the page may navigate, go back, select tabs
/// configuration.port = 8123                 // 0 (the default): any free port
/// let inspector = try await NavigationInspector.start(for: registry, configuration: configuration)
/// ```
public struct InspectorConfiguration: Sendable {
    /// The address to listen on. `127.0.0.1` by default: only this machine reaches it. Another
    /// address (`0.0.0.0`) lets other machines in, still with the token.
    public var host: String
    /// The port; `0` picks a free one (``NavigationInspector/url`` says which).
    public var port: Int
    /// Whether the page may change scenes (navigate, open links, go back, select tabs, close,
    /// run the app's actions). Off by default: the page only watches.
    public var allowsControl: Bool
    /// The token every request and the WebSocket must carry; `nil` (the default) makes a random
    /// one of 128 bits.
    public var token: String?
    /// Buttons the page shows (with control allowed) for things the app does beyond
    /// navigation, such as answering its login screen.
    public var actions: [InspectorAction]
    /// The largest message the page may send (bytes); a larger one is answered with
    /// `messageTooLarge` and ignored.
    public var maximumMessageSize: Int
    /// How many messages wait for a page that reads slowly before records give way to a
    /// snapshot and events are dropped (and counted).
    public var maximumWaitingMessages: Int
    /// Host names a request may name besides the loopback names and ``host`` (its `Host` header,
    /// and a browser's `Origin`): add the machine's name when the page is opened through it.
    /// Any other is refused with 403, so another site cannot reach the inspector by pointing a
    /// name of its own at this machine (DNS rebinding).
    public var allowedHostNames: [String]

    /// How many recent events (and failures) of each scene the inspector keeps for a page that
    /// connects later (default 100; `0`: none kept, and nothing registered until a page
    /// connects).
    public var eventHistory: Int

    public init(
        host: String = "127.0.0.1", port: Int = 0, allowsControl: Bool = false, token: String? = nil,
        actions: [InspectorAction] = [], maximumMessageSize: Int = 16 * 1024, maximumWaitingMessages: Int = 2_000,
        allowedHostNames: [String] = [], eventHistory: Int = 100
    ) {
        self.eventHistory = max(0, eventHistory)
        self.host = host
        self.port = port
        self.allowsControl = allowsControl
        self.token = token
        self.actions = actions
        self.maximumMessageSize = maximumMessageSize
        self.maximumWaitingMessages = maximumWaitingMessages
        self.allowedHostNames = allowedHostNames
    }
}
