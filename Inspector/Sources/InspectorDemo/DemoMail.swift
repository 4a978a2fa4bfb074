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

/// A flood for the page to survive: 20,000 navigations while mail windows open and close under
/// four reused ids (`flood-0` … `flood-3`), none left open at the end; then a window `flooded`
/// opens and stays, to say it ended (the action's answer may be left out of a full outbox).
enum DemoFlood {
    /// The window that says the flood ended, kept alive here.
    private static let marker = Locked<NavigationRouter?>.make(nil)

    static func run(registry: NavigationRegistry) async -> String {
        var navigations = 0
        for round in 0..<40 {
            let router = NavigationRouter(scene: NavigationScene(id: "flood-\(round % 4)"), registry: registry)
            for index in 0..<500 {
                router.navigate(toPath: index % 2 == 0 ? "/mail/flood" : "/mail/flood/\(round)-\(index)")
                navigations += 1
            }
            await router.idle()
            router.close()
        }
        let flooded = NavigationRouter(scene: NavigationScene(id: "flooded"), registry: registry)
        _ = await flooded.navigate(toPath: "/mail").result
        marker.withLock { $0 = flooded }
        return "\(navigations) navigations in 40 windows, all closed"
    }
}
