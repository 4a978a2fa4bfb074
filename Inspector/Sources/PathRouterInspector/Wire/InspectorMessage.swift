/// One message from the inspector to the page. `type` says which fields are set:
///
/// | type | fields | meaning |
/// |---|---|---|
/// | `hello` | `controls`, `actions`, `loginPath` | first message of a connection; a `snapshot` per scene follows |
/// | `snapshot` | `scene`, `seq`, `state`, `note`, `waiting`, `waitingForLogin`, `guarded` | start (or start again) from this state |
/// | `record` | `scene`, `seq`, `transition`, `guarded` | apply this record; `seq` is the previous one's plus one |
/// | `check` | `scene`, `seq`, `state`, `waiting`, `waitingForLogin`, `guarded` | the state after record `seq`: compare, do not apply |
/// | `event`, `failure` | `scene`, `event` or `failure` | for the scene's log |
/// | `sceneClosed` | `scene` | the scene was closed (a scene opened again under its id starts with a `snapshot`) |
/// | `dropped` | `scene`, `count`, `note` | records or events of that scene left out (then a `snapshot` follows for records); without `scene`, the registry's own failures or answers |
/// | `reply` | `request`, `message` or `error` | the answer to command `request` |
/// | `error` | `error` | a message the inspector could not take (malformed, too large) |
///
/// The server sends messages in batches: each WebSocket text frame is a JSON array of them.
///
/// ```json
/// [{"type": "record", "scene": "main", "seq": 4, "transition": {"kind": "pop", "added": [], "removed": […], "userInitiated": true}}]
/// ```
public struct InspectorMessage: Codable, Hashable, Sendable {
    public enum Kind: String, Codable, Hashable, Sendable {
        case hello, snapshot, record, check, event, failure, sceneClosed, dropped, reply, error
    }

    /// Which message this is: the table above.
    public var type: Kind
    /// The scene it is about.
    public var scene: String?
    /// The number of the scene's record (of the last one a snapshot or check includes).
    public var seq: UInt64?
    /// A `snapshot`'s or a `check`'s state.
    public var state: WireState?
    /// A `record`'s transition.
    public var transition: WireTransition?
    /// An `event`'s event.
    public var event: WireEvent?
    /// A `failure`'s failure.
    public var failure: WireFailure?
    /// For a `reply`: the command's `id`.
    public var request: Int?
    /// A successful `reply`'s answer.
    public var message: String?
    /// A refused `reply`'s or an `error`'s error.
    public var error: InspectorError?
    /// Why a `snapshot` or `dropped` was sent, in words.
    public var note: String?
    /// For `dropped`: how many records or events were left out.
    public var count: Int?
    /// For `hello`: whether the page may change scenes.
    public var controls: Bool?
    /// For `hello`: the titles of the app's actions.
    public var actions: [String]?
    /// For `hello`: the scenes each action is for, by title (an action absent here is for every
    /// scene).
    public var actionScenes: [String: [String]]?
    /// For `hello`: the registry's login path, to mark the login screen.
    public var loginPath: String?
    /// For `snapshot` and `check`: the paths of the scene's navigations that wait now (an
    /// interceptor, a login, leave guards), oldest first; the page's list of waiting
    /// navigations becomes this one (absent in a snapshot that replaces records left out).
    public var waiting: [String]?
    /// For `snapshot` and `check`: the path of the navigation that waits for a login, if any.
    public var waitingForLogin: String?
    /// For `snapshot` and `check`: the ids of the scene's screens a leave guard watches; for a
    /// `record`: those among the screens it adds (absent when none). The page disables Back and
    /// Swipe down for them (Close asks the guards).
    public var guarded: [UInt64]?

    public init(type: Kind, scene: String? = nil) {
        self.type = type
        self.scene = scene
    }

    static func snapshot(_ scene: String, seq: UInt64, state: WireState, note: String, type: Kind = .snapshot) -> Self {
        var message = InspectorMessage(type: type, scene: scene)
        message.seq = seq
        message.state = state
        message.note = note
        return message
    }

    static func reply(to request: Int?, _ outcome: Result<String, InspectorError>) -> Self {
        var message = InspectorMessage(type: .reply)
        message.request = request
        switch outcome {
        case .success(let text): message.message = text
        case .failure(let error): message.error = error
        }
        return message
    }
}
