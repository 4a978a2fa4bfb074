/// The one error type of PathRouter: what went wrong, for which path or pattern, and why.
///
/// Every failure a caller can cause (a bad pattern at registration, a malformed or unknown
/// path, a missing parameter, …) is reported as a `NavigationError`. The ``code`` says what kind
/// of failure it is, ``path`` names the offending path or pattern exactly as it was given, and
/// ``reason`` explains it in one sentence. The ``description`` combines all three, so the
/// error can be logged as it is.
///
/// ```swift
/// do {
///     let match = try registry.resolve("/users")
///     print(match.route.path)
/// } catch {
///     // routeNotFound '/users': no route matches; nearest pattern '/users/:id' expects
///     // another segment after '/users'
///     print(error)
///     if error.code == .routeNotFound { print(error.nearestPattern ?? "no route at all") }
/// }
/// ```
public struct NavigationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kind of a ``NavigationError``.
    ///
    /// Codes are open-ended static values, so new kinds can be added without breaking
    /// exhaustive `switch` statements in client code.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The code's stable name, as it appears in ``NavigationError/description``.
        public let rawValue: String

        /// Creates a code from its stable name.
        public init(rawValue: String) { self.rawValue = rawValue }

        public var description: String { rawValue }

        /// A route pattern could not be parsed (empty name, duplicate name, misplaced `**`, …).
        public static let invalidPattern = Code(rawValue: "invalidPattern")
        /// A route pattern is already bound, or differs from a bound one only in parameter names.
        public static let routeConflict = Code(rawValue: "routeConflict")
        /// A path is malformed: no leading `/`, a control character, a dot segment, …
        public static let invalidPath = Code(rawValue: "invalidPath")
        /// A path is longer than ``NavigationRegistry/Options/maximumPathLength``.
        public static let pathTooLong = Code(rawValue: "pathTooLong")
        /// A path contains a `%` that is not followed by two hex digits, or escapes that do
        /// not decode to valid UTF-8.
        public static let invalidPercentEncoding = Code(rawValue: "invalidPercentEncoding")
        /// No registered route matches the path.
        public static let routeNotFound = Code(rawValue: "routeNotFound")
        /// The route matched, but parameters its view model requires are missing.
        public static let missingParameters = Code(rawValue: "missingParameters")
        /// A routable module failed while registering its routes or interceptors.
        public static let moduleLoadFailed = Code(rawValue: "moduleLoadFailed")
    }

    /// What kind of failure this is.
    public let code: Code
    /// The offending path or route pattern, exactly as the caller gave it.
    public let path: String
    /// One sentence that explains the failure.
    public let reason: String
    /// For ``Code/routeNotFound``: the registered pattern that came closest to matching.
    /// For ``Code/routeConflict``: the pattern that was already bound.
    public let nearestPattern: String?
    /// For ``Code/routeNotFound``: the first path segment that no route accepted, if any.
    public let failedSegment: String?
    /// For ``Code/missingParameters``: every required parameter that was missing.
    public let missingParameters: [String]

    /// Creates an error. Library code uses the specific factories; this initializer lets app
    /// code and tests build any error value.
    public init(
        code: Code,
        path: String,
        reason: String,
        nearestPattern: String? = nil,
        failedSegment: String? = nil,
        missingParameters: [String] = []
    ) {
        self.code = code
        self.path = path
        self.reason = reason
        self.nearestPattern = nearestPattern
        self.failedSegment = failedSegment
        self.missingParameters = missingParameters
    }

    public var description: String {
        "\(code) '\(path)': \(reason)"
    }
}

extension NavigationError {
    static func invalidPattern(_ pattern: String, _ problem: String) -> NavigationError {
        NavigationError(code: .invalidPattern, path: pattern, reason: problem)
    }

    static func invalidPath(_ path: String, _ problem: String) -> NavigationError {
        NavigationError(code: .invalidPath, path: path, reason: problem)
    }
}
