import PathRouter

/// A button on the page that runs app code in a scene (with control allowed): what a user
/// does beyond navigation, such as submitting a login form. It answers with a line of text.
///
/// ```swift
/// InspectorAction("Log in") { router in
///     authenticator.submit(user: "ada")
///     return "logged in as ada"
/// }
/// ```
public struct InspectorAction: Sendable {
    public let title: String
    /// The scenes (by id) whose panels show it; `nil`: every scene.
    public let scenes: Set<String>?
    let run: @Sendable (NavigationRouter) async -> String

    /// - Parameter scenes: The scenes whose panels show the button (`nil`: every scene), as
    ///   `InspectorAction("Log in as ada", scenes: ["main"]) { … }`.
    public init(_ title: String, scenes: Set<String>? = nil, run: @escaping @Sendable (NavigationRouter) async -> String) {
        self.title = title
        self.scenes = scenes
        self.run = run
    }

    /// Whether the panel of `scene` shows it.
    func applies(to scene: String) -> Bool { scenes?.contains(scene) ?? true }
}
