@testable import PathRouter
import Testing

/// What an interceptor's answer does to a waiting navigation, as the pure values its flight
/// holds (``InterceptorCall``, ``NavigationStages``): an answer given while the handler runs is
/// kept for its return, a later one goes on in a new job, a stale one is ignored, and the stages
/// decide once what a `cancel` means.
@Suite("Interceptor answers")
struct InterceptorAnswerTests {
    static let before = RequestStagesTests.interceptor(1)
    static let after = RequestStagesTests.interceptor(2, .after)

    @Test("an answer given while the handler runs is kept until it returns; a second one is not")
    func answerInsideTheHandler() {
        var call = InterceptorCall()
        let number = call.begin(Self.before)
        #expect(call.answer(number, .init(cancel: true, reason: "first")) == .keptUntilReturn)
        #expect(call.answer(number, .init(cancel: false)) == .keptUntilReturn)
        let early = call.handlerReturned()
        #expect(early?.cancel == true)
        #expect(early?.reason == "first")
    }

    @Test("an answer after the handler returned goes on in a new job, and its call is taken once")
    func answerAfterTheHandler() {
        var call = InterceptorCall()
        let number = call.begin(Self.before)
        #expect(call.handlerReturned() == nil)
        #expect(call.answer(number, .init(cancel: false)) == .resumeInJob)
        #expect(call.take(number)?.id == Self.before.id)
        #expect(call.take(number) == nil)
        #expect(call.answer(number, .init(cancel: false)) == .ignore)
    }

    @Test("an answer to an earlier call, or after the navigation ended, is ignored")
    func staleAnswers() {
        var call = InterceptorCall()
        let first = call.begin(Self.before)
        _ = call.handlerReturned()
        let second = call.begin(Self.after)
        #expect(call.answer(first, .init(cancel: true)) == .ignore)
        _ = call.handlerReturned()
        call.end()
        #expect(call.answer(second, .init(cancel: false)) == .ignore)
        #expect(call.interceptor == nil)
    }

    @Test("a before-interceptor's cancel ends the navigation with its reason or its take-over's error; an after-interceptor's only stops the chain")
    func whatACancelMeans() {
        var stages = NavigationStages(before: [], needsAuthentication: false)
        let plain = stages.answered(.init(cancel: true, reason: "no"), by: Self.before, path: "/a")
        guard case .fail(let error) = plain else {
            Issue.record("a cancel went on")
            return
        }
        #expect(error.code == .interceptorCancelled)
        #expect(error.reason.hasSuffix("cancelled the navigation: no"))
        let cycle = NavigationError(code: .interceptionCycle, path: "/b", reason: "round")
        guard case .fail(let carried) = stages.answered(.init(cancel: true, propagated: cycle), by: Self.before, path: "/a") else {
            Issue.record("a take-over's cycle went on")
            return
        }
        #expect(carried.code == .interceptionCycle)
        #expect(carried.path == "/a")
        guard case .goOn = stages.answered(.init(cancel: true), by: Self.after, path: "/a") else {
            Issue.record("an after-interceptor's cancel ended a navigation that landed")
            return
        }
        guard case .goOn = stages.answered(.init(cancel: false), by: Self.before, path: "/a") else {
            Issue.record("a proceed ended the navigation")
            return
        }
    }
}
