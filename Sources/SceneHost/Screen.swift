import PathRouterLocking

/// One screen in a scene: where it came from and what it shows.
///
/// A screen is a value with a unique ``id``; the ``viewModel`` is opaque to the scene (the
/// router stores the view model it built there). Two screens are equal when their ids are.
///
/// ```swift
/// let screen = Screen(pattern: "/users/:id", path: "/users/42", parameters: ["id": "42"], viewModel: nil)
/// print(screen.path)   // /users/42
/// ```
public struct Screen: Identifiable, Hashable, Sendable, CustomStringConvertible {
    /// A screen's unique identity within the process.
    public struct ID: Hashable, Sendable, Comparable, CustomStringConvertible {
        /// The raw number; ids grow in creation order.
        public let rawValue: UInt64

        /// The id with this number (a UI that kept ids as numbers; tests).
        public init(rawValue: UInt64) {
            self.rawValue = rawValue
        }

        /// A new id, never handed out before in this process.
        public static func next() -> ID {
            ID(rawValue: AtomicGlobal.screenIDs.wrappingAdd(1, ordering: .relaxed).newValue)
        }

        public static func < (lhs: ID, rhs: ID) -> Bool { lhs.rawValue < rhs.rawValue }

        public var description: String { "#\(rawValue)" }

        /// Ids in a predictable order, for tests: `#1`, `#2`, … for the screens of the scenes
        /// that use this source (``Screen/init(id:pattern:path:requestedPath:parameters:viewModel:)``).
        ///
        /// ```swift
        /// let ids = Screen.ID.Source()
        /// print(ids.next(), ids.next())   // #1 #2
        /// ```
        public final class Source: Sendable {
            private let counter: AtomicBox<UInt64>

            /// A source whose first id is `first`.
            public init(startingAt first: UInt64 = 1) {
                counter = AtomicBox(first &- 1)
            }

            /// The next id of this source.
            public func next() -> ID {
                ID(rawValue: counter.wrappingAdd(1, ordering: .relaxed).newValue)
            }
        }
    }

    /// The fields, shared by every copy: a screen is copied often (stacks, transition
    /// records, observers) and a copy is then one reference count, not one per field.
    private final class Storage: Sendable {
        let id: ID
        let pattern: String
        let path: String
        let requestedPath: String
        let parameters: [String: String]
        let viewModel: (any Sendable)?

        init(id: ID, pattern: String, path: String, requestedPath: String, parameters: [String: String], viewModel: (any Sendable)?) {
            self.id = id
            self.pattern = pattern
            self.path = path
            self.requestedPath = requestedPath
            self.parameters = parameters
            self.viewModel = viewModel
        }
    }

    private let storage: Storage

    /// The screen's unique identity.
    public var id: ID { storage.id }
    /// The route pattern that matched, such as `/users/:id`.
    public var pattern: String { storage.pattern }
    /// The concrete path in its normalised form, such as `/users/42?tab=posts` (empty segments
    /// and a trailing `/` dropped, the fragment left out, escapes kept as written).
    public var path: String { storage.path }
    /// The path as the navigation asked for it, such as `//users/42/?tab=posts`.
    public var requestedPath: String { storage.requestedPath }
    /// The parameters the view model was built with.
    public var parameters: [String: String] { storage.parameters }
    /// What the screen shows: the view model the router built, or any value of yours.
    public var viewModel: (any Sendable)? { storage.viewModel }

    /// Creates a screen with a fresh ``id``.
    ///
    /// - Parameters:
    ///   - requestedPath: The path as it was asked for (default: `path`).
    public init(pattern: String, path: String, requestedPath: String? = nil, parameters: [String: String] = [:], viewModel: (any Sendable)?) {
        storage = Storage(
            id: .next(), pattern: pattern, path: path, requestedPath: requestedPath ?? path,
            parameters: parameters, viewModel: viewModel)
    }

    /// Creates a screen with the given ``id`` (from a ``ID/Source``, for tests).
    public init(
        id: ID, pattern: String, path: String, requestedPath: String? = nil, parameters: [String: String] = [:],
        viewModel: (any Sendable)?
    ) {
        storage = Storage(
            id: id, pattern: pattern, path: path, requestedPath: requestedPath ?? path,
            parameters: parameters, viewModel: viewModel)
    }

    /// The same screen (same ``id``, same pattern) showing new content: what a reused screen
    /// becomes when a navigation brings it forward with new parameters.
    public func updated(path: String, requestedPath: String, parameters: [String: String], viewModel: (any Sendable)?) -> Screen {
        Screen(
            storage: Storage(
                id: id, pattern: pattern, path: path, requestedPath: requestedPath,
                parameters: parameters, viewModel: viewModel))
    }

    private init(storage: Storage) {
        self.storage = storage
    }

    public static func == (lhs: Screen, rhs: Screen) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    public var description: String {
        let model = viewModel.map { " [\(type(of: $0))]" } ?? ""
        return "\(path)\(model)"
    }
}
