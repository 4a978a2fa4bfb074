import PathRouter
import PathRouterLocking

/// A mail window for the demo's second scene: a three-column split (mailboxes, a mailbox's
/// messages, a message), which the sample app has no use for.
struct MailScreen: RoutableViewModel {
    var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    let parameters: [String: String]

    init(parameters: [String: String]?) {
        self.parameters = parameters ?? [:]
    }
}

enum DemoMail {
    static let routes = [
        NavigationRoute(path: "/mail", type: MailScreen.self, requiresAuthentication: false),
        NavigationRoute(path: "/mail/:box", type: MailScreen.self, requiresAuthentication: false),
        NavigationRoute(path: "/mail/:box/:message", type: MailScreen.self, requiresAuthentication: false),
    ]

    /// Opens the mail scene: mailboxes, the inbox, its first message.
    static func open(in router: NavigationRouter) async {
        _ = await router.setSplit(primaryPath: "/mail").result
        _ = await router.show("/mail/inbox", in: .supplementary).result
        _ = await router.show("/mail/inbox/1", in: .secondary).result
    }

    /// The mail window opened again (a window closed and reopened under its id), kept alive here.
    private static let reopened = Locked<NavigationRouter?>.make(nil)

    /// Closes the mail scene and opens a new one under the same id.
    static func reopen(_ current: NavigationRouter, registry: NavigationRegistry) async -> String {
        current.close()
        // The inspector looks for new and closed scenes every 200 ms: let it see the closing.
        try? await Task.sleep(for: .milliseconds(600))
        let router = NavigationRouter(scene: NavigationScene(id: "mail"), registry: registry)
        reopened.withLock { $0 = router }
        await open(in: router)
        return "the mail window closed and opened again"
    }
}
