import PathRouter
import PathRouterBindings
import Testing

/// A leave question's dialog closed by its UI: stay when the user chose nothing, the choice
/// when one came (a UI may close the dialog before it runs the chosen button), and a question
/// opened meanwhile is left alone. The rule is the bindings' (`dialogClosed(after:)`);
/// `.confirmLeaving` only calls it.
@Suite("A leave question's dialog closed")
@MainActor
struct LeaveQuestionTests {
    /// A shop whose `/b` asks `question` before it leaves, showing `/a` › `/b`, and a pop that
    /// opened the question.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func popAsking(_ question: LeaveQuestion) async throws -> (Shop, NavigationHandle) {
        let shop = try Shop()
        try shop.registry.guardLeaving("/b") { request in await question.ask(request) }
        _ = try await shop.router.navigate(toPath: "/a").result.get()
        _ = try await shop.router.navigate(toPath: "/b").result.get()
        let pop = shop.router.pop()
        await opened(question)
        return (shop, pop)
    }

    /// Waits until `question` is open (the guard runs away from the scene's job).
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func opened(_ question: LeaveQuestion) async {
        while !question.isAsking { await Task.yield() }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("closed without a choice: the question answers stay, and the screen stays")
    func closedWithoutChoice() async throws {
        let question = LeaveQuestion()
        let (shop, pop) = try await popAsking(question)
        await question.dialogClosed(after: .milliseconds(5)).value
        #expect(!question.isAsking)
        let result = await pop.result
        guard case .failure(let error) = result else {
            Issue.record("the pop went through: \(result)")
            return
        }
        #expect(error.code == .leaveRefused)
        #expect(shop.router.state.topScreen?.path == "/b")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("closed, then the chosen button's action: the choice answers, the close adds nothing")
    func closedThenChosen() async throws {
        let question = LeaveQuestion()
        let (shop, pop) = try await popAsking(question)
        let closed = question.dialogClosed(after: .milliseconds(20))
        question.answer(.leave)
        _ = try await pop.result.get()
        #expect(shop.router.state.topScreen?.path == "/a")
        // A new question, opened before the close's wait ends, is not the one that closed.
        _ = try await shop.router.navigate(toPath: "/b").result.get()
        let second = shop.router.pop()
        await opened(question)
        await closed.value
        #expect(question.isAsking, "the close of the first question answered the second")
        question.answer(.stay(reason: "kept editing"))
        #expect(await second.result.failure?.code == .leaveRefused)
    }
}

extension Result {
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
