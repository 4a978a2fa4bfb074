import PathRouter
import PathRouterBindings
import PathRouterModules
import PathRouterTesting
import Testing

private struct PromiseNote: RoutableViewModel {
    var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    init(parameters: [String: String]?) {}
}

/// A notes app: a list, a new note, drafts and settings.
struct PromiseNotesModule: RoutableModule {
    init() {}
    func registerRoutes() throws {
        try NavigationRouter.bind(
            routes: ["/notes", "/notes/new", "/drafts", "/settings"].map {
                NavigationRoute(path: $0, type: PromiseNote.self, requiresAuthentication: false)
            })
    }
}

/// Testing.md "The user's hands: ScreenDriver" and README "Testing your navigation": a user
/// played from a `@MainActor` test — `back()`, `longPressBack(to:)`, `swipeDown()`,
/// `tapTab(_:)`, `splitBack()` — each judged on what the screen shows, each a `Gesture` whose
/// `answered()` is the router's answer; `settle()` waits for the router and the UI, but not for
/// a `LeaveQuestion` the test has not answered; `screen` is what the user sees, as text.
@Suite("As the docs promise: ScreenDriver, as a README reader uses it")
@MainActor
struct PromiseScreenDriverTests {

    func scene() throws -> (NavigationTest, SceneUnderTest) {
        let test = try NavigationTest(modules: [PromiseNotesModule.self], mode: .relaxed)
        return (test, try test.scene())
    }

    /// Testing.md's start: `/notes › /notes/new`, the note guarded by a question the test
    /// answers, and a settled user.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func guardedNote() async throws -> (NavigationTest, SceneUnderTest, LeaveQuestion, ScreenDriver) {
        let (test, notes) = try scene()
        _ = try await notes.navigate(to: "/notes")
        let note = try await notes.navigate(to: "/notes/new")
        let leaving = LeaveQuestion()
        try notes.router.closer(for: note.screen!.id).guardLeaving(asking: leaving)
        let user = ScreenDriver(router: notes.router)
        #expect(await user.settle())
        return (test, notes, leaving, user)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("Testing.md's example: Back on a guarded note asks once, a second tap joins, leave discards")
    func articleExample() async throws {
        let (test, notes, leaving, user) = try await guardedNote()
        let back = user.back()
        user.back()
        #expect(await user.settle())
        #expect(leaving.asking?.screen.path == "/notes/new")
        #expect(notes.router.state.topScreen?.path == "/notes/new", "the note left before the answer")
        leaving.answer(.leave)
        #expect(await back.answered() == nil)
        #expect(await user.settle())
        #expect(user.screen == "root · stack: /notes")
        try test.finish()
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("answered stay: the gesture's answer is leaveRefused, and the screen shows the note again")
    func answeredStay() async throws {
        let (test, _, leaving, user) = try await guardedNote()
        #expect(user.screen == "root · stack: /notes › /notes/new")
        let back = user.back()
        guard case .ask = back.verdict else {
            Issue.record("Back on a guarded screen did not ask: \(back)")
            return
        }
        #expect(await user.settle(), "settle() waited for the user's answer")
        #expect(leaving.asking != nil)
        leaving.answer(.stay(reason: "keep editing"))
        #expect(await back.answered()?.code == .leaveRefused)
        #expect(await user.settle())
        #expect(user.screen == "root · stack: /notes › /notes/new")
        try test.finish()
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("back and longPressBack on plain screens: reported and taken")
    func backAndLongPress() async throws {
        let (test, notes) = try scene()
        for path in ["/notes", "/drafts", "/notes", "/notes/new", "/settings"] { _ = try await notes.navigate(to: path) }
        let user = ScreenDriver(router: notes.router)
        #expect(await user.settle())
        #expect(user.screen == "root · stack: /notes › /drafts › /notes › /notes/new › /settings")
        let back = user.back()
        #expect(back.verdict.sent != nil)
        #expect(await back.answered() == nil)
        #expect(await user.settle())
        #expect(user.screen == "root · stack: /notes › /drafts › /notes › /notes/new")
        // Back to the last screen with /notes: the second one.
        let long = user.longPressBack(to: "/notes")
        #expect(await long.answered() == nil)
        #expect(await user.settle())
        #expect(user.screen == "root · stack: /notes › /drafts › /notes")
        #expect(notes.router.state.allScreens.map(\.path) == ["/notes", "/drafts", "/notes"])
        try test.finish()
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("swipeDown: a plain sheet goes; a guarded sheet's swipe-down is held back and asks; a sheet that prevents dismissal stays")
    func swipeDown() async throws {
        let (test, notes) = try scene()
        _ = try await notes.navigate(to: "/notes")
        _ = try await notes.navigate(to: "/drafts", modal: true)
        let user = ScreenDriver(router: notes.router)
        #expect(await user.settle())
        #expect(user.screen.split(separator: "\n").map(String.init) == ["root · stack: /notes", "sheet · stack: /drafts"], "\(user.screen)")
        let plain = user.swipeDown()
        #expect(await plain.answered() == nil)
        #expect(await user.settle())
        #expect(user.screen == "root · stack: /notes")
        // A guarded sheet.
        let form = try await notes.navigate(to: "/notes/new", modal: true)
        let leaving = LeaveQuestion()
        try notes.router.closer(for: form.screen!.id).guardLeaving(asking: leaving)
        #expect(await user.settle())
        #expect(user.screen.hasSuffix("sheet · stack: /notes/new (swipe-down asks)"), "\(user.screen)")
        let swipe = user.swipeDown()
        guard case .ask = swipe.verdict else {
            Issue.record("a guarded sheet's swipe-down did not ask: \(swipe)")
            return
        }
        #expect(await user.settle())
        #expect(leaving.asking?.screen.path == "/notes/new")
        leaving.answer(.stay(reason: "keep"))
        #expect(await swipe.answered()?.code == .leaveRefused)
        #expect(await user.settle())
        #expect(notes.router.state.modals.count == 1)
        #expect(user.screen.hasSuffix("sheet · stack: /notes/new (swipe-down asks)"), "\(user.screen)")
        // Discarded through the same question.
        let again = user.swipeDown()
        #expect(await user.settle())
        leaving.answer(.leave)
        #expect(await again.answered() == nil)
        #expect(await user.settle())
        #expect(user.screen == "root · stack: /notes")
        // Prevents dismissal: dropped, nothing sent.
        _ = try await notes.navigate(to: "/settings", modal: true, shouldPreventDismissal: true)
        #expect(await user.settle())
        let held = user.swipeDown()
        #expect(held.verdict.sent == nil, "\(held)")
        #expect(await held.answered() == nil)
        #expect(await user.settle())
        #expect(notes.router.state.modals.count == 1)
        try test.finish()
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("tapTab: a tab never opened opens, an opened one is selected, the screen line shows the selection")
    func tabs() async throws {
        let (test, notes) = try scene()
        let tabs = [TabDefinition(name: "notes", rootPath: "/notes"), TabDefinition(name: "settings", rootPath: "/settings")]
        _ = try await notes.perform { $0.setTabs(tabs, selected: "notes") }
        _ = try await notes.navigate(to: "/drafts")
        let user = ScreenDriver(router: notes.router)
        #expect(await user.settle())
        #expect(user.screen == "root · tabs: [notes] | settings — /notes › /drafts")
        let open = user.tapTab("settings")
        #expect(open.verdict == .ask(.openTab("settings")))
        #expect(await open.answered() == nil)
        #expect(await user.settle())
        #expect(user.screen == "root · tabs: notes | [settings] — /settings")
        let back = user.tapTab("notes")
        #expect(back.verdict == .report(.selectTab("notes")))
        #expect(await user.settle())
        #expect(user.screen == "root · tabs: [notes] | settings — /notes › /drafts")
        #expect(notes.router.state.selectedTab == "notes")
        try test.finish()
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("splitBack: collapsed, back to the sidebar empties the detail; expanded, the sidebar's own Back closes its screens")
    func splitBack() async throws {
        let (test, notes) = try scene()
        _ = try await notes.perform { $0.setSplit(primaryPath: "/notes") }
        _ = try await notes.perform { $0.setCollapsed(true) }
        _ = try await notes.perform { $0.show("/drafts", in: .secondary) }
        let user = ScreenDriver(router: notes.router)
        #expect(await user.settle())
        let collapsed = user.splitBack()
        #expect(collapsed.verdict == .report(.showColumn(.primary)), "\(collapsed)")
        #expect(await collapsed.answered() == nil)
        #expect(await user.settle())
        #expect(notes.router.state.root?.split?.secondary.isEmpty == true)
        // Expanded, with a second screen in the sidebar's column.
        _ = try await notes.navigate(to: "/settings")  // collapsed with an empty detail: lands in the sidebar
        _ = try await notes.perform { $0.setCollapsed(false) }
        _ = try await notes.perform { $0.show("/drafts", in: .secondary) }
        #expect(await user.settle())
        #expect(notes.router.state.root?.split?.primary.map(\.path) == ["/notes", "/settings"])
        let sidebar = user.splitBack()
        guard case .ask(.close) = sidebar.verdict else {
            Issue.record("the expanded sidebar's Back did not ask to close: \(sidebar)")
            return
        }
        #expect(await sidebar.answered() == nil)
        #expect(await user.settle())
        #expect(notes.router.state.root?.split?.primary.map(\.path) == ["/notes"])
        try test.finish()
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("a Back tapped in the instant after the form set its guard, before settle(): the router asks the guard all the same")
    func backBeforeSettle() async throws {
        let (test, notes) = try scene()
        _ = try await notes.navigate(to: "/notes")
        let note = try await notes.navigate(to: "/notes/new")
        let user = ScreenDriver(router: notes.router)
        #expect(await user.settle())
        let leaving = LeaveQuestion()
        try notes.router.closer(for: note.screen!.id).guardLeaving(asking: leaving)
        let back = user.back()  // no settle() in between
        #expect(back.verdict.sent != nil, "\(back)")
        let settled = await user.settle()
        #expect(
            settled,
            "settle() while the guard's question is open, after \(back.verdict): the screen shows [\(user.screen)], the router \(notes.router.state.allScreens.map(\.path)), question open: \(leaving.asking != nil)"
        )
        #expect(leaving.asking?.screen.path == "/notes/new", "the guard was not asked")
        leaving.answer(.stay(reason: "keep"))
        #expect(await back.answered()?.code == .leaveRefused)
        #expect(await user.settle())
        #expect(user.screen == "root · stack: /notes › /notes/new")
        try test.finish()
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("README's example: a registry guard that keeps the note; the back swipe asks, and the screen comes back")
    func readmeExample() async throws {
        let registry = NavigationRegistry()
        try registry.bind(
            routes: ["/notes", "/notes/new"].map {
                NavigationRoute(path: $0, type: PromiseNote.self, requiresAuthentication: false)
            })
        try registry.guardLeaving("/notes/new") { _ in .stay(reason: "the note is not saved") }
        let router = NavigationRouter(scene: NavigationScene(id: "notes"), registry: registry, screenIDs: Screen.ID.Source())
        _ = await router.navigate(toPath: "/notes").result
        _ = await router.navigate(toPath: "/notes/new").result
        let user = ScreenDriver(router: router)
        #expect(await user.settle())
        let back = user.back()
        #expect(await user.settle())
        #expect(user.screen == "root · stack: /notes › /notes/new")
        #expect(await back.answered()?.code == .leaveRefused)
    }
}
