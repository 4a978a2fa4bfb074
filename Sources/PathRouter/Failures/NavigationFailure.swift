/// A failure that a registry's failure observers see: every refused or failed navigation, scene
/// operation, link and restored path, whether or not anybody awaited its handle.
///
/// ```swift
/// registry.addFailureObserver { failure in
///     print(failure)   // [main] navigation: routeNotFound '/hmoe': no route matches: …
/// }
/// router.navigate(toPath: "/hmoe")   // fire and forget: the observer still sees it
/// ```
public struct NavigationFailure: Sendable, CustomStringConvertible {
    /// What failed.
    public enum Source: String, Sendable {
        /// A `navigate` call (a link's navigation counts as one, with its scene).
        case navigation
        /// `pop`, `popToRoot`, `dismiss` or `dismissAll`.
        case sceneOperation
        /// An external link refused before it reached a scene's navigation (bad link, policy,
        /// no scene, scene closed, buffer full).
        case link
        /// A saved path that `restore` left out.
        case restore
    }

    /// The error the handle (or the restore report) got.
    public let error: NavigationError
    /// The scene it happened in, when one was chosen.
    public let scene: NavigationScene?
    /// What failed.
    public let source: Source

    public init(error: NavigationError, scene: NavigationScene?, source: Source) {
        self.error = error
        self.scene = scene
        self.source = source
    }

    public var description: String {
        "[\(scene?.id ?? "no scene")] \(source.rawValue): \(error)"
    }
}
