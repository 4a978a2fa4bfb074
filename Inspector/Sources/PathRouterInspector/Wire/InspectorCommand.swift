/// One message from the page to the inspector: something a user of the page asks, which the
/// inspector does through the router's public API, as a UI layer would. `id` comes back in the
/// `reply`.
///
/// | type | fields | what the inspector does |
/// |---|---|---|
/// | `navigate` | `scene`, `path`, `modal` | `router.navigate(toPath: path, modal: modal)` |
/// | `openLink` | `scene`, `link` | `registry.open(link:in: .scene(router))`: the link policy decides |
/// | `back` | `scene`, `screen` | `router.userDidPop(screen)`: the user went back from `screen` |
/// | `swipeDown` | `scene`, `screen` | `router.userDidDismiss(modalHolding: screen)` |
/// | `selectTab` | `scene`, `tab` | `router.selectTab(tab)` |
/// | `close` | `scene` | `router.dismiss()` when a modal is on top, else `router.pop()` (leave guards answer) |
/// | `check` | `scene` | sends a `check` message |
/// | `action` | `scene`, `action` | runs the app's action of that name |
///
/// Every type but `check` needs control allowed (``InspectorConfiguration/allowsControl``).
///
/// ```json
/// {"id": 3, "type": "back", "scene": "main", "screen": 14}
/// ```
public struct InspectorCommand: Codable, Hashable, Sendable {
    public enum Kind: String, Codable, Hashable, Sendable {
        case navigate, openLink, back, swipeDown, selectTab, close, check, action
    }

    /// A number the reply carries back (`request`).
    public var id: Int?
    /// What to do: the table above.
    public var type: Kind
    /// The scene's id.
    public var scene: String
    /// For `navigate`: the path.
    public var path: String?
    /// For `navigate`: present the screen as a modal.
    public var modal: Bool?
    /// For `openLink`: the link.
    public var link: String?
    /// For `back` and `swipeDown`: the id of the screen the user left.
    public var screen: UInt64?
    /// For `selectTab`: the tab's name.
    public var tab: String?
    /// For `action`: the action's title.
    public var action: String?

    public init(
        id: Int? = nil, type: Kind, scene: String, path: String? = nil, modal: Bool? = nil, link: String? = nil, screen: UInt64? = nil,
        tab: String? = nil, action: String? = nil
    ) {
        self.id = id
        self.type = type
        self.scene = scene
        self.path = path
        self.modal = modal
        self.link = link
        self.screen = screen
        self.tab = tab
        self.action = action
    }
}
