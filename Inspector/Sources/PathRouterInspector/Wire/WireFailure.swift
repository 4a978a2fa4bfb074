import PathRouter

/// A failure, as the page's failure list shows it (``NavigationFailure``): what failed, the
/// error's code and path, and its whole message.
///
/// ```json
/// {"source": "sceneOperation", "code": "leaveRefused", "path": "/settings", "message": "leaveRefused '/settings': …"}
/// ```
public struct WireFailure: Codable, Hashable, Sendable {
    /// `navigation`, `sceneOperation`, `link` or `restore`.
    public var source: String
    /// The error's code (``NavigationError/Code``).
    public var code: String
    /// The path, pattern or link the error names.
    public var path: String
    /// The error's whole description.
    public var message: String

    public init(source: String, code: String, path: String, message: String) {
        self.source = source
        self.code = code
        self.path = path
        self.message = message
    }

    /// The failure's wire form.
    public init(_ failure: NavigationFailure) {
        self.init(
            source: failure.source.rawValue, code: failure.error.code.rawValue, path: failure.error.path,
            message: failure.error.description)
    }
}
