/// The outcome of opening an external link.
public enum LinkOutcome: Sendable, CustomStringConvertible {
    /// The link navigated a scene.
    case navigated(NavigationOutcome, scene: NavigationScene)
    /// The authentication handler took the link (an OAuth callback, say).
    case handledByAuthentication

    public var description: String {
        switch self {
        case .navigated(let outcome, let scene): "navigated \(scene.id): \(outcome)"
        case .handledByAuthentication: "handled by the authentication handler"
        }
    }
}
