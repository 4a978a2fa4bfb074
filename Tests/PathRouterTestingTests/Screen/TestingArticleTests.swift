import PathRouter
import PathRouterBindings
import PathRouterModules
import PathRouterTesting
import Testing

/// The Testing article's `ScreenDriver` example, as the article writes it.
struct NotesModule: RoutableModule {
    init() {}
    func registerRoutes() throws {
        try NavigationRouter.bind(
            routes: ["/notes", "/notes/new"].map { NavigationRoute(path: $0, type: TestScreen.self, requiresAuthentication: false) })
    }
}

@Suite("The Testing article's examples")
struct TestingArticleTests {
    @Test @MainActor func discardingTheNoteAsksOnce() async throws {
        let test = try NavigationTest(modules: [NotesModule.self], mode: .relaxed)
        let notes = try test.scene()
        _ = try await notes.navigate(to: "/notes")
        let note = try await notes.navigate(to: "/notes/new")
        let leaving = LeaveQuestion()
        try notes.router.closer(for: note.screen!.id).guardLeaving(asking: leaving)  // the note was edited
        let user = ScreenDriver(router: notes.router)
        #expect(await user.settle())
        let back = user.back()  // the Back button of a guarded screen: it asks, nothing pops
        user.back()  // a second tap joins the same question
        #expect(await user.settle())
        #expect(leaving.asking?.screen.path == "/notes/new")
        leaving.answer(.leave)  // the user discards
        #expect(await back.answered() == nil)
        #expect(await user.settle())
        #expect(user.screen == "root · stack: /notes")
    }
}
