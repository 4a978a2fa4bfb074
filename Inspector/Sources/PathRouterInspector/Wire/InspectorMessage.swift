/// One message from the inspector to the page. `type` says which fields are set:
///
/// | type | fields | meaning |
/// |---|---|---|
/// | `hello` | `controls`, `actions`, `loginPath`, `scenes` | first message of a connection |
/// | `snapshot` | `scene`, `seq`, `state`, `note` | start (or start again) from this state |
/// | `record` | `scene`, `seq`, `transition` | apply this record; `seq` is the previous one's plus one |
/// | `check` | `scene`, `seq`, `state` | the state after record `seq`: compare, do not apply |
/// | `event`, `failure` | `scene`, `event` or `failure` | for the scene's log |
/// | `sceneClosed` | `scene` | the scene was closed |
/// | `dropped` | `scene`, `count`, `note` | records or events left out (then a `snapshot` follows for records) |
/// | `reply` | `request`, `message` or `error` | the answer to command `request` |
/// | `error` | `error` | a message the inspector could not take (malformed, too large) |
///
/// The server sends messages in batches: each WebSocket text frame is a JSON array of them.
public struct InspectorMessage: Codable, Hashable, Sendable {
    public enum Kind: String, Codable, Hashable, Sendable {
        case hello, snapshot, record, check, event, failure, sceneClosed, dropped, reply, error
    }

    public var type: Kind
    public var scene: String?
    public var seq: UInt64?
    public var state: WireState?
    public var transition: WireTransition?
    public var event: WireEvent?
    public var failure: WireFailure?
    public var request: Int?
    public var message: String?
    public var error: InspectorError?
    public var note: String?
    public var count: Int?
    public var controls: Bool?
    public var actions: [String]?
    public var loginPath: String?
    public var scenes: [String]?

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
