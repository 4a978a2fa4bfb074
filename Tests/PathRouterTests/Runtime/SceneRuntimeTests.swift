import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import PathRouter
import PathRouterLocking
import Testing

/// The scene's job queue: one thread runs the jobs, in order, claimed without the scene's lock.
@Suite("Scene runtime")
struct SceneRuntimeTests {
    /// What the jobs saw: their order, and whether two ever ran at once.
    final class Runs: Sendable {
        let log = Locked.make([String]())
        let inside = AtomicBox<Int>(0)
        let overlapped = AtomicBox<Bool>(false)
        let count = AtomicBox<Int>(0)
        let stranded = AtomicBox<Int>(0)
        /// Set by a test to let a waiting job finish.
        let proceed = AtomicBox<Bool>(false)

        func enter(_ name: String) {
            if inside.wrappingAdd(1, ordering: .sequentiallyConsistent).newValue > 1 {
                overlapped.store(true, ordering: .relaxed)
            }
            log.withLock { $0.append(name) }
        }

        func leave() {
            inside.wrappingSubtract(1, ordering: .sequentiallyConsistent)
        }
    }

    @Test("a held job's rest runs after the job returns, never beside it, even when it comes back first")
    func restWaitsForItsJob() {
        let runtime = SceneRuntime(scene: NavigationScene(id: "held"))
        let runs = Runs()
        runtime.enqueue {
            runs.enter("held")
            runtime.hold()
            // The rest comes back from another thread before this job returns.
            let resumed = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                runtime.resume {
                    runs.enter("rest")
                    runs.leave()
                }
                resumed.signal()
            }
            resumed.wait()
            runtime.enqueue {
                runs.enter("after")
                runs.leave()
            }
            runs.leave()
        }
        #expect(runs.log.withLock { $0 } == ["held", "rest", "after"])
        let overlapped = runs.overlapped.load(ordering: .relaxed)
        #expect(!overlapped)
    }

    @Test("a held job's rest that comes back after its thread returned runs the queue from there")
    func restAfterReturn() async {
        let runtime = SceneRuntime(scene: NavigationScene(id: "parked"))
        let runs = Runs()
        runtime.enqueue {
            runs.enter("held")
            runtime.hold()
            runs.leave()
        }
        runtime.enqueue {
            runs.enter("queued")
            runs.leave()
        }
        // The scene stays held: the queued job waits for the rest.
        #expect(runs.log.withLock { $0 } == ["held"])
        await Task.detached {
            runtime.resume {
                runs.enter("rest")
                runs.leave()
            }
        }.value
        #expect(runs.log.withLock { $0 } == ["held", "rest", "queued"])
        runtime.enqueue {
            runs.enter("idle again")
            runs.leave()
        }
        #expect(runs.log.withLock { $0 }.last == "idle again")
    }

    /// Two tasks meeting at each phase, spinning until both arrived. A waiting task yields
    /// its thread now and then (to the other, or to other tests: the pool has one thread per
    /// core, and a task that only spun could hold one from a task it waits for).
    final class Meeting: Sendable {
        private let arrived = AtomicBox<Int>(0)

        func meet() async {
            let ticket = arrived.wrappingAdd(1, ordering: .sequentiallyConsistent).newValue
            let everyone = (ticket + 1) / 2 * 2
            var spins = 0
            while arrived.load(ordering: .sequentiallyConsistent) < everyone {
                spins += 1
                if spins % 64 == 0 { await Task.yield() }
            }
        }
    }

    @Test("a job queued just as the running thread finds the queue empty is run before both calls return")
    func noStrandedJob() async {
        let runtime = SceneRuntime(scene: NavigationScene(id: "racing"))
        let runs = Runs()
        let meeting = Meeting()
        let rounds = 5_000
        // Each round both threads enqueue one job at once: one runs the scene, the other
        // queues as it stops. Once both calls returned, both jobs ran (two jobs: no drain hands
        // work to a task).
        await withTaskGroup(of: Void.self) { group in
            for worker in 0..<2 {
                group.addTask {
                    for round in 1...rounds {
                        await meeting.meet()
                        runtime.enqueue {
                            runs.count.add(1, ordering: .relaxed)
                            for _ in 0..<(round % 7) * 20 { _ = runs.count.load(ordering: .relaxed) }
                        }
                        await meeting.meet()
                        if worker == 0 && runs.count.load(ordering: .relaxed) != 2 * round {
                            runs.stranded.add(1, ordering: .relaxed)
                            // Runs the stranded job, so that the next rounds count from here.
                            runtime.enqueue {}
                        }
                    }
                }
            }
        }
        #expect(runs.stranded.load(ordering: .relaxed) == 0)
    }

    @Test("a task woken by a job resumes once its thread gave the scene up: its next call runs at once")
    func wakeUpAfterTheScene() async {
        let runtime = SceneRuntime(scene: NavigationScene(id: "wake"))
        let shot = OneShot<Int>.make()
        let runs = Runs()
        let waiter = Task.detached { () -> Bool in
            _ = await shot.value(cancelled: { -1 })
            // The scene is idle now: this job runs before `enqueue` returns.
            runtime.enqueue { runs.count.store(1, ordering: .relaxed) }
            return runs.count.load(ordering: .relaxed) == 1
        }
        func waiters() -> Int {
            shot.lock()
            defer { shot.unlock() }
            return shot.lockedState.waiters.count
        }
        while waiters() == 0 { await Task.yield() }
        // Another thread resolves the value in one job and stays busy with the next.
        DispatchQueue.global().async {
            runtime.enqueue {
                runtime.enqueue { shot.set(7) }
                runtime.enqueue { usleep(20_000) }
            }
        }
        #expect(await waiter.value, "the woken task's job queued behind the thread that woke it")
        #expect(shot.current == 7)
    }

    @Test("idle() returns once the thread that ran its job has given the scene up: a call right after it runs at once")
    func idleReturnsAfterTheScene() async {
        let router = NavigationRouter(scene: NavigationScene(id: "idle"), registry: NavigationRegistry())
        let runtime = router.runtime
        let runs = Runs()
        // Another thread runs the scene, busy until idle() and a slow job have queued behind it.
        DispatchQueue.global().async {
            runtime.enqueue {
                runs.count.store(1, ordering: .sequentiallyConsistent)
                while !runs.proceed.load(ordering: .sequentiallyConsistent) { usleep(1_000) }
            }
        }
        while runs.count.load(ordering: .sequentiallyConsistent) == 0 { await Task.yield() }
        let waiter = Task {
            await router.idle()
            runtime.enqueue { runs.count.store(2, ordering: .sequentiallyConsistent) }
            return runs.count.load(ordering: .sequentiallyConsistent) == 2
        }
        // Once idle() has queued its job, a slow one goes behind it: the thread that runs
        // idle's job runs that one too before it gives the scene up.
        while runtime.queuedJobs == 0 { await Task.yield() }
        runtime.enqueue { usleep(20_000) }
        runs.proceed.store(true, ordering: .sequentiallyConsistent)
        let ranAtOnce = await waiter.value
        #expect(ranAtOnce, "the call after idle() queued behind the thread that ran idle's job")
    }

    @Test("jobs queued from many threads while the running one stops are all run, one at a time")
    func noJobLeftBehind() async throws {
        let runtime = SceneRuntime(scene: NavigationScene(id: "busy"))
        let runs = Runs()
        let threads = 8, perThread = 20_000
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<threads {
                group.addTask {
                    for _ in 0..<perThread {
                        runtime.enqueue {
                            if runs.inside.wrappingAdd(1, ordering: .sequentiallyConsistent).newValue > 1 {
                                runs.overlapped.store(true, ordering: .relaxed)
                            }
                            runs.count.add(1, ordering: .relaxed)
                            runs.inside.wrappingSubtract(1, ordering: .sequentiallyConsistent)
                        }
                    }
                }
            }
        }
        // A drain that ran its share hands the rest to a task: wait for it (12,000 looks, about a
        // minute, only end a hang; counted in looks, so a busy machine is slower, not wrong).
        for _ in 0..<12_000 where runs.count.load(ordering: .relaxed) < threads * perThread {
            try await Task.sleep(for: .milliseconds(5))
        }
        #expect(runs.count.load(ordering: .relaxed) == threads * perThread)
        let overlapped = runs.overlapped.load(ordering: .relaxed)
        #expect(!overlapped)
    }
}
