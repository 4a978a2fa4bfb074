import PathRouter
import PathRouterLocking

/// Races `close()` against a request, `rounds` times: each round makes a scene (`setUp`), starts
/// `request` in one task, which must end by waiting for something that never answers, and
/// `close()` in another. Whichever comes first, the request must end, with a scene left with
/// nothing waiting. Returns the first round in which the request was left waiting, or `nil`;
/// `check` judges what each round's request returned.
public func raceClose<Value: Sendable>(
    rounds: Int, setUp: () throws -> Fixture, request: @escaping @Sendable (NavigationRouter) async -> Value,
    check: (_ value: Value, _ router: NavigationRouter, _ round: Int) async -> Void
) async rethrows -> Int? {
    for round in 0..<rounds {
        let router = try setUp().router
        let ended = Locked.make(false)
        let requesting = Task {
            let value = await request(router)
            ended.withLock { $0 = true }
            return value
        }
        await Task { router.close() }.value
        guard await eventually({ ended.withLock { $0 } }) else { return round }
        await check(await requesting.value, router, round)
    }
    return nil
}
