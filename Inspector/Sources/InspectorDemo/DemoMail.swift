import PathRouter

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
}
