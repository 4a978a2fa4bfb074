@testable import PathRouter
import PathRouterTestSupport
import Testing

/// A restore's stages as the pure value the scene's driver stages (``RestoreStages``): each saved
/// path's mandatory interceptors in turn, a veto dropping that path only, the main-actor view
/// models, then one landing with what was decided, in the order the saved state lists it.
@Suite("Restore stages")
struct RestoreStagesTests {
    static func mandatory(_ id: UInt64) -> Interceptor {
        Interceptor(
            id: id, pattern: "/a", point: .before, priority: .mandatory, requiresAuthentication: false,
            handler: .immediate { _, _ in .proceed })
    }

    /// Admissions of `/a`, `/b` (plain view models) and `/settings` (a main-actor one).
    static func admissions() throws -> [String: NavigationRouter.Admission] {
        let registry = NavigationRegistry()
        try registry.bind(routes: [
            NavigationRoute(path: "/a", type: RecordingViewModel.self, requiresAuthentication: false),
            NavigationRoute(path: "/b", type: RecordingViewModel.self, requiresAuthentication: false),
            NavigationRoute(path: "/settings", type: SettingsModel.self, requiresAuthentication: false),
        ])
        let router = NavigationRouter(scene: NavigationScene(id: "restore-stages"), registry: registry)
        var admissions: [String: NavigationRouter.Admission] = [:]
        for path in ["/a", "/b", "/settings"] { admissions[path] = try router.admit(path: path, externally: false) }
        return admissions
    }

    /// The interceptor a step asks, and for which path; `nil` for another step.
    static func asked(_ step: RequestStage<RestoreStages.Decision, RestoreStages.Decided>) -> (id: UInt64, path: String)? {
        guard case .decide(.ask(let interceptor, let path, _)) = step else { return nil }
        return (interceptor.id, path)
    }

    static func decided(_ step: RequestStage<RestoreStages.Decision, RestoreStages.Decided>) -> RestoreStages.Decided? {
        guard case .land(let decided) = step else { return nil }
        return decided
    }

    @Test("each path's interceptors are asked in order; a veto refuses its path, skips its other interceptors, and the others go on")
    func vetoDropsOnePath() throws {
        let admissions = try Self.admissions()
        let gone = NavigationError(code: .routeNotFound, path: "/gone", reason: "no route")
        var stages = RestoreStages([
            .admitted("/a", try #require(admissions["/a"]), mandatory: [Self.mandatory(1), Self.mandatory(2)]),
            .refused(gone),
            .admitted("/b", try #require(admissions["/b"]), mandatory: [Self.mandatory(3)]),
        ])
        #expect(Self.asked(stages.next(authenticated: false))! == (1, "/a"))
        #expect(Self.asked(stages.next(authenticated: false)) == nil, "nothing is handed out while an answer is awaited")
        stages.answered(.init(cancel: true, reason: "not now"))
        #expect(Self.asked(stages.next(authenticated: false))! == (3, "/b"), "/a's second interceptor is not asked")
        stages.answered(.init(cancel: false))
        let decided = try #require(Self.decided(stages.next(authenticated: false)))
        #expect(decided.admitted.keys.sorted() == ["/b"])
        #expect(decided.refused.map(\.path) == ["/a", "/gone"])
        #expect(decided.refused[0].code == .interceptorCancelled)
        #expect(decided.refused[0].reason.hasSuffix("vetoed the restored screen: not now"))
        #expect(decided.builtOnMainActor.isEmpty)
    }

    @Test("an answer that comes when none is awaited changes nothing; the landing and the outcome are handed out once")
    func onceEach() throws {
        let admissions = try Self.admissions()
        var stages = RestoreStages([.admitted("/a", try #require(admissions["/a"]), mandatory: [])])
        stages.answered(.init(cancel: true))
        let decided = try #require(Self.decided(stages.next(authenticated: false)))
        #expect(decided.admitted.keys.sorted() == ["/a"])
        #expect(decided.refused.isEmpty)
        guard case .stop = stages.next(authenticated: false) else {
            Issue.record("the landing was handed out twice")
            return
        }
        stages.landed(try RequestStagesTests.outcome(), after: [])
        guard case .finish = stages.next(authenticated: false) else {
            Issue.record("no outcome after the landing")
            return
        }
        guard case .stop = stages.next(authenticated: false) else {
            Issue.record("the outcome was handed out twice")
            return
        }
    }

    @Test("the view models that live on the main actor are built there, after every path was checked, and handed to the landing")
    func mainActorBuildAfterTheChecks() throws {
        let admissions = try Self.admissions()
        var stages = RestoreStages([
            .admitted("/settings", try #require(admissions["/settings"]), mandatory: [Self.mandatory(1)]),
            .admitted("/a", try #require(admissions["/a"]), mandatory: []),
        ])
        #expect(Self.asked(stages.next(authenticated: false))! == (1, "/settings"))
        stages.answered(.init(cancel: false))
        guard case .decide(.buildOnMainActor(let builds)) = stages.next(authenticated: false) else {
            Issue.record("no main-actor build")
            return
        }
        #expect(builds.keys.sorted() == ["/settings"], "only those that live on the main actor")
        stages.built(["/settings": "built"])
        let decided = try #require(Self.decided(stages.next(authenticated: false)))
        #expect(decided.admitted.keys.sorted() == ["/a", "/settings"])
        #expect(decided.builtOnMainActor["/settings"] as? String == "built")
    }

    @Test("a restore whose only main-actor path was vetoed builds nothing on the main actor")
    func vetoedMainActorPathIsNotBuilt() throws {
        let admissions = try Self.admissions()
        var stages = RestoreStages([.admitted("/settings", try #require(admissions["/settings"]), mandatory: [Self.mandatory(1)])])
        _ = stages.next(authenticated: false)
        stages.answered(.init(cancel: true))
        let decided = try #require(Self.decided(stages.next(authenticated: false)))
        #expect(decided.admitted.isEmpty)
        #expect(decided.refused.map(\.path) == ["/settings"])
    }
}
