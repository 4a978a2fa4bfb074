import Foundation
import PathRouter
import PathRouterLocking
import PathRouterTestSupport
import Testing

/// An observer's token says which state its first change starts from, so a UI that joins a busy
/// scene neither misses a record nor applies one twice.
@Suite("Observers join a busy scene")
struct ObserverStartTests {
    @Test("an observer added while another thread navigates rebuilds the scene from its initial state")
    func joinsWhileBusy() async throws {
        let fixture = try Fixture()
        let router = fixture.router
        router.navigate(toPath: "/home")
        await router.idle()
        // One thread pushes and pops while observers join; each applies what it hears to the
        // state its token started from.
        let worker = Thread {
            for round in 0..<400 {
                router.navigate(toPath: round.isMultiple(of: 3) ? "/a" : "/b")
                if round.isMultiple(of: 2) { router.pop() }
            }
        }
        worker.start()
        var mirrors: [(Locked<SceneState>, Locked<String?>, SceneObservation)] = []
        for _ in 0..<40 {
            let mirror = Locked.make(SceneState())
            let failure = Locked<String?>.make(nil)
            let started = Locked.make(false)
            let heard = Locked.make([SceneTransition]())
            let token = router.addObserver { change in
                // A change may arrive before the token is returned: keep it until then.
                let ready = started.withLock { ready in
                    if !ready { heard.withLock { $0.append(change.transition) } }
                    return ready
                }
                guard ready else { return }
                mirror.withLock { state in
                    do throws(SceneError) { try state.apply(change.transition) } catch {
                        failure.withLock { $0 = "\(change.transition): \(error)" }
                    }
                }
            }
            started.withLock { ready in
                mirror.withLock { state in
                    state = token.initialState
                    for transition in heard.withLock({ $0 }) {
                        do throws(SceneError) { try state.apply(transition) } catch {
                            failure.withLock { $0 = "\(transition): \(error)" }
                        }
                    }
                }
                ready = true
            }
            mirrors.append((mirror, failure, token))
            try await Task.sleep(for: .microseconds(200))
        }
        while !worker.isFinished { try await Task.sleep(for: .milliseconds(5)) }
        await router.idle()
        let final = router.state
        for (index, (mirror, failure, token)) in mirrors.enumerated() {
            #expect(failure.withLock { $0 } == nil, "observer \(index)")
            #expect(mirror.withLock { $0 } == final, "observer \(index) rebuilt another state")
            token.cancel()
        }
    }
}
