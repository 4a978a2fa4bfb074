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
    let run: @Sendable (NavigationRouter) async -> String

    public init(_ title: String, run: @escaping @Sendable (NavigationRouter) async -> String) {
        self.title = title
        self.run = run
    }
}
