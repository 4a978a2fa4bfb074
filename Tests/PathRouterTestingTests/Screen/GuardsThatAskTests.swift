import PathRouter
import PathRouterBindings
import PathRouterTesting
import PathRouterLocking
import Testing

/// A guard that asks its user (``LeaveQuestion``), through every gesture a UI offers and the
/// app's own requests: one question however many attempts arrive, the answer decides for all
/// of them, and a gesture made before the UI showed the guard asks all the same.
@Suite("Guards that ask")
@MainActor
struct GuardsThatAskTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func notes() throws -> NavigationRouter {
        let registry = NavigationRegistry()
        try registry.bind(
            routes: ["/notes", "/notes/new", "/settings"].map { NavigationRoute(path: $0, type: TestScreen.self, requiresAuthentication: false) })
        return NavigationRouter(scene: NavigationScene(id: "notes"), registry: registry, screenIDs: Screen.ID.Source())
    }

    /// Guards `id` with `question`, counting the attempts its guard hears.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func guardScreen(
        _ id: Screen.ID, of router: NavigationRouter, with question: LeaveQuestion, counting attempts: Attempts
    )
        throws -> ScreenCloser
    {
        let closer = try router.closer(for: id)
        let set = closer.guardLeaving { [question] request in
            attempts.count.withLock { $0 += 1 }
            return await question.ask(request)
        }
        #expect(set)
        return closer
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("Back and a second Back during the question: asked once, and the answer decides for both")
    func backTwice() async throws {
        let router = try notes()
        let list = try #require(await router.navigate(toPath: "/notes").result.get().screen)
        let note = try #require(await router.navigate(toPath: "/notes/new").result.get().screen)
        let question = LeaveQuestion()
        let attempts = Attempts()
        let closer = try guardScreen(note.id, of: router, with: question, counting: attempts)
        let user = ScreenDriver(router: router)
        #expect(await user.settle())
        let first = user.back()
        #expect(first.verdict == .ask(.popBack(to: list.id)))
        #expect(await user.settle(), "settle() returns while the question waits for the user")
        #expect(question.asking?.screen.id == note.id)
        let second = user.back()
        await router.idle()
        #expect(second.verdict == first.verdict)
        #expect(attempts.count.withLock { $0 } == 1, "the second tap joins the first's request: the guard is asked once")
        #expect(LeaveQuestion.openCount(in: router) == 1, "one question for two taps")
        #expect(user.screen == "root · stack: /notes › /notes/new", "nothing popped while the guard decides")
        question.answer(.stay(reason: "kept"))
        #expect(await first.answered()?.code == .leaveRefused)
        #expect(await second.answered()?.code == .leaveRefused)
        #expect(await user.settle())
        #expect(user.screen == "root · stack: /notes › /notes/new")
        #expect(question.asking == nil && LeaveQuestion.openCount(in: router) == 0)
        // Asked again, the user leaves.
        let third = user.back()
        #expect(await until { question.asking != nil })
        question.answer(.leave)
        #expect(await third.answered() == nil)
        #expect(await user.settle())
        #expect(user.screen == "root · stack: /notes")
        #expect(!closer.stopGuardingLeaving(), "the guard went with its screen")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("the long-press menu, a guarded sheet's swipe-down and the app's pop() ask the same question")
    func everyGesture() async throws {
        let router = try notes()
        _ = await router.navigate(toPath: "/notes").result
        _ = await router.navigate(toPath: "/settings").result
        let note = try #require(await router.navigate(toPath: "/notes/new").result.get().screen)
        let question = LeaveQuestion()
        let attempts = Attempts()
        _ = try guardScreen(note.id, of: router, with: question, counting: attempts)
        let user = ScreenDriver(router: router)
        #expect(await user.settle())
        let longPress = user.longPressBack(to: "/notes")
        guard case .ask = longPress.verdict else {
            Issue.record("the long-press past a guarded screen did not ask: \(longPress)")
            return
        }
        #expect(await until { question.asking != nil })
        question.answer(.stay(reason: "kept"))
        #expect(await longPress.answered()?.code == .leaveRefused)
        // The app's own pop asks the same guard.
        let pop = router.pop()
        #expect(await until { question.asking != nil })
        question.answer(.stay(reason: "kept"))
        #expect(await pop.result.failure?.code == .leaveRefused)
        #expect(await user.settle())
        #expect(user.screen == "root · stack: /notes › /settings › /notes/new")
        // A guarded sheet: its swipe-down is held back by the UI and asks.
        let sheet = try #require(await router.navigate(toPath: "/notes/new", modal: true).result.get().screen)
        _ = try guardScreen(sheet.id, of: router, with: question, counting: attempts)
        #expect(await user.settle())
        #expect(user.screen.hasSuffix("sheet · stack: /notes/new (swipe-down asks)"))
        let swipe = user.swipeDown()
        #expect(swipe.verdict == .ask(.dismissModal(holding: sheet.id)))
        #expect(await until { question.asking?.screen.id == sheet.id })
        question.answer(.leave)
        #expect(await swipe.answered() == nil)
        #expect(await user.settle())
        #expect(router.state.modals.isEmpty)
        #expect(attempts.count.withLock { $0 } == 3)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("a Back made in the instant after the guard was set, before the UI showed it, asks that guard")
    func staleBack() async throws {
        let router = try notes()
        _ = await router.navigate(toPath: "/notes").result
        let note = try #require(await router.navigate(toPath: "/notes/new").result.get().screen)
        let user = ScreenDriver(router: router)
        #expect(await user.settle())
        // The user types: the form guards itself; the user taps Back before the UI heard of it.
        #expect(try router.closer(for: note.id).guardLeaving { _ in .stay(reason: "the note is not saved") })
        let back = user.back()
        #expect(back.verdict == .report(.pop(note.id)), "the UI did not show the guard yet")
        #expect(await back.answered()?.code == .leaveRefused, "the router asked the guard")
        #expect(await user.settle())
        #expect(user.screen == "root · stack: /notes › /notes/new", "the note came back")
        #expect(router.state.topScreen?.id == note.id)
        // Saved: the guard stops, and Back just leaves.
        #expect(try router.closer(for: note.id).stopGuardingLeaving())
        #expect(await user.settle())
        #expect(await user.back().answered() == nil)
        #expect(await user.settle())
        #expect(user.screen == "root · stack: /notes")
    }
}

/// How many attempts a guard heard.
final class Attempts: Sendable {
    let count = Locked.make(0)
}

extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// Runs the main actor until `condition` holds (a bound for a hang only).
@MainActor
func until(_ condition: () -> Bool) async -> Bool {
    for _ in 0..<60_000 {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(1))
    }
    return condition()
}
