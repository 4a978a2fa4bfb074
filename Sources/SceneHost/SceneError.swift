/// Why a scene refused an operation. The scene's state is unchanged when it refuses.
///
/// ```swift
/// var state = SceneState()
/// do { _ = try state.pop() } catch { print(error) }   // nothingToPop: the scene is empty
/// ```
public struct SceneError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kind of refusal.
    public enum Code: String, Hashable, Sendable {
        /// The scene has no root yet.
        case emptyScene
        /// The top-most presentation has no navigation stack to push onto.
        case noNavigationStack
        /// The top-most navigation stack has only one screen (dismiss a modal instead).
        case nothingToPop
        /// No modal is presented.
        case noModal
        /// The top modal prevents interactive dismissal.
        case dismissalPrevented
        /// The scene has no tab container.
        case noTabs
        /// The tab container has no tab of that name.
        case noSuchTab
        /// A tab that has never been shown got no first screen (or the selected tab would be
        /// left empty).
        case emptyTab
        /// The scene's root is not a split container.
        case noSplit
        /// No screen of the scene has that id (it left, or never was there).
        case noSuchScreen
        /// A UI's report does not match the scene: the screen is no longer there, or not where
        /// the UI thinks.
        case staleReport
    }

    /// The kind of refusal.
    public let code: Code
    /// One sentence that explains it.
    public let reason: String

    /// Creates a refusal.
    public init(_ code: Code, _ reason: String) {
        self.code = code
        self.reason = reason
    }

    public var description: String { "\(code.rawValue): \(reason)" }
}
