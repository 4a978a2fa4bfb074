/// What the inspector answers when it does not do what the page asked: its own codes, or the
/// router's (`NavigationError.Code`'s raw value, such as `leaveRefused`) with its message.
///
/// ```json
/// {"code": "readOnly", "message": "the inspector is read-only: the app did not allow control"}
/// ```
public struct InspectorError: Error, Codable, Hashable, Sendable, CustomStringConvertible {
    /// The inspector's own codes.
    public enum Code: String, Codable, Hashable, Sendable, CaseIterable {
        /// The app did not allow control (``InspectorConfiguration/allowsControl``).
        case readOnly
        /// No open scene has that id.
        case unknownScene
        /// The message is not JSON, or not a command, or lacks a field its type needs.
        case malformedMessage
        /// The message is larger than ``InspectorConfiguration/maximumMessageSize``.
        case messageTooLarge
        /// The app has no action of that name.
        case unknownAction
        /// The page has too many commands waiting for their answer.
        case tooManyRequests
        /// A gesture (Back, Swipe down) that would remove a screen a leave guard watches without
        /// asking it: a UI disables it, and Close asks the guard.
        case guarded
        /// A gesture the write-back rules drop (a modal that may not be dismissed, a screen that
        /// is not where the page drew it): no report is sent, the message says why.
        case dropped
    }

    /// An inspector code's raw value, or the router's error code.
    public var code: String
    /// What happened, in words.
    public var message: String

    public init(code: String, message: String) {
        self.code = code
        self.message = message
    }

    public init(_ code: Code, _ message: String) {
        self.init(code: code.rawValue, message: message)
    }

    public var description: String { "\(code): \(message)" }
}
