import PathRouter

/// What the page marks on a scene besides its screens, read from the router when a snapshot or
/// a check is made: the navigations that wait (the page replaces its own list, made from the
/// events, with this one, so a wait whose last events were left out does not stay), the one of
/// them that waits for a login, and the screens a leave guard watches (the page disables the
/// gestures that would remove them without asking).
struct SceneMarks: Sendable {
    var waiting: [String] = []
    var waitingForLogin: String?
    var guarded: [UInt64] = []

    init(waiting: [String] = [], waitingForLogin: String? = nil, guarded: [UInt64] = []) {
        self.waiting = waiting
        self.waitingForLogin = waitingForLogin
        self.guarded = guarded
    }

    init(_ router: NavigationRouter) {
        waiting = router.waitingNavigations
        waitingForLogin = router.pendingNavigation?.path
        guarded = router.state.allScreens.filter { router.isGuarded($0.id) }.map(\.id.rawValue)
    }

    func write(to message: inout InspectorMessage) {
        message.waiting = waiting
        message.waitingForLogin = waitingForLogin
        message.guarded = guarded
    }
}
