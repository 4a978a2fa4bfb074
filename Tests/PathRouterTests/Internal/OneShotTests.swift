@testable import PathRouter
import PathRouterLocking
import Testing

/// The one-shot value behind every navigation and link handle: set once, read without a
/// lock once set, awaited by tasks and callbacks that each get the value exactly once.
@Suite("One-shot values")
struct OneShotTests {
    /// Counts deliveries (and what a race saw) from any thread.
    final class Deliveries: Sendable {
        let count = AtomicBox<Int>(0)
        let wrongValues = AtomicBox<Int>(0)
        let sum = AtomicBox<Int>(0)
        let started = AtomicBox<Int>(0)
        let wins = AtomicBox<Int>(0)
        let winner = AtomicBox<Int>(-1)
        let seenByReader = AtomicBox<Int>(-1)

        func record(_ value: Int, expected: Int) {
            count.add(1, ordering: .relaxed)
            if value != expected { wrongValues.add(1, ordering: .relaxed) }
        }
    }

    @Test("the first value set stays: a later set is refused and changes nothing")
    func firstSetWins() {
        let shot = OneShot<Int>.make()
        #expect(shot.current == nil)
        #expect(shot.set(1))
        #expect(!shot.set(2))
        #expect(shot.current == 1)
    }

    @Test("callbacks added before and after the set each run once, with the value")
    func callbacksBeforeAndAfter() {
        let shot = OneShot<Int>.make()
        let deliveries = Deliveries()
        for _ in 0..<3 { shot.whenSet { deliveries.record($0, expected: 7) } }
        #expect(deliveries.count.load(ordering: .relaxed) == 0)
        shot.set(7)
        #expect(deliveries.count.load(ordering: .relaxed) == 3)
        shot.whenSet { deliveries.record($0, expected: 7) }
        shot.set(8)
        #expect(deliveries.count.load(ordering: .relaxed) == 4)
        #expect(deliveries.wrongValues.load(ordering: .relaxed) == 0)
    }

    @Test("a task awaiting the value gets it once it is set; one that awaits later gets it at once")
    func awaitingTasks() async {
        let shot = OneShot<Int>.make()
        let waiting = Task { await shot.value { -1 } }
        // Let the task start waiting (it may also find the value set: both must give 5).
        await Task.yield()
        shot.set(5)
        #expect(await waiting.value == 5)
        #expect(await shot.value { -1 } == 5)
    }

    @Test("a cancelled waiter stops waiting with the cancelled value; the others still get the value")
    func cancelledWaiter() async {
        let shot = OneShot<Int>.make()
        let progress = Deliveries()
        let cancelled = Task {
            progress.started.add(1, ordering: .relaxed)
            return await shot.value { -1 }
        }
        let kept = Task {
            progress.started.add(1, ordering: .relaxed)
            return await shot.value { -1 }
        }
        while progress.started.load(ordering: .relaxed) < 2 { await Task.yield() }
        cancelled.cancel()
        #expect(await cancelled.value == -1)
        shot.set(9)
        #expect(await kept.value == 9)
        #expect(shot.current == 9)
    }

    @Test(
        "setters, callbacks, waiters and readers racing in 8 tasks, 2,000 times: one set wins, everyone gets its value once",
        .timeLimit(.minutes(10)))
    func racing() async {
        let rounds = 2_000, threads = 8
        for round in 0..<rounds {
            // Cancelled (its time limit): the limit reports the one failure; no round after it
            // runs, and the round it interrupted is not judged (a cancelled wait returns -1).
            if Task.isCancelled { return }
            let shot = OneShot<Int>.make()
            let deliveries = Deliveries()
            await withTaskGroup(of: Int?.self) { group in
                for thread in 0..<threads {
                    group.addTask {
                        switch (thread + round) % 4 {
                        case 0:
                            if shot.set(thread) {
                                deliveries.wins.add(1, ordering: .relaxed)
                                deliveries.winner.store(thread, ordering: .releasing)
                            }
                            return nil
                        case 1:
                            shot.whenSet { value in
                                deliveries.count.add(1, ordering: .relaxed)
                                deliveries.sum.add(value, ordering: .relaxed)
                            }
                            return nil
                        case 2:
                            return await shot.value { -1 }
                        default:
                            // A reader never sees a value that is later replaced.
                            if let seen = shot.current { deliveries.seenByReader.store(seen, ordering: .relaxed) }
                            if shot.set(thread) {
                                deliveries.wins.add(1, ordering: .relaxed)
                                deliveries.winner.store(thread, ordering: .releasing)
                            }
                            return nil
                        }
                    }
                }
                var awaited: [Int] = []
                for await value in group { if let value { awaited.append(value) } }
                if Task.isCancelled { return }
                let final = shot.current
                #expect(deliveries.wins.load(ordering: .relaxed) == 1, "round \(round)")
                #expect(final == deliveries.winner.load(ordering: .acquiring), "round \(round)")
                #expect(awaited.allSatisfy { $0 == final }, "round \(round): awaited \(awaited), value \(String(describing: final))")
                let seen = deliveries.seenByReader.load(ordering: .relaxed)
                #expect(seen == -1 || seen == final, "round \(round): a reader saw \(seen), the value is \(String(describing: final))")
                let callbacks = (0..<threads).filter { ($0 + round) % 4 == 1 }.count
                #expect(deliveries.count.load(ordering: .relaxed) == callbacks, "round \(round)")
                #expect(deliveries.sum.load(ordering: .relaxed) == callbacks * (final ?? -1000), "round \(round)")
            }
        }
    }
}
