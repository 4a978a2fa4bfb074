import PathRouterBindings
import Testing

/// The bounds of updates, served by one timer (`StepBound`): an update that ends sooner only
/// clears its bound; the timer, when it wakes, sleeps on to the current bound or stops; every
/// bound still ends its update at its own instant, as a timer per update would.
@Suite("Update bounds on one timer")
struct StepBoundTests {
    let start = ContinuousClock.now

    @Test("updates ended by their signal share the timer: it sleeps on to the next bound, then stops")
    func sharedTimer() {
        var bound = StepBound()
        let first = bound.set(step: 1, end: start + .seconds(2))
        bound.clear()
        let second = bound.set(step: 2, end: start + .seconds(3))
        let woke = bound.woke(at: start + .seconds(2))
        bound.clear()
        let wokeAgain = bound.woke(at: start + .seconds(3))
        #expect(first && !second, "a second timer while one wakes in time")
        #expect(woke == .sleep(until: start + .seconds(3)) && wokeAgain == .stop)
        #expect(bound.wake == nil && bound.bound == nil)
        let third = bound.set(step: 3, end: start + .seconds(5))
        #expect(third, "no timer runs: a new one starts")
    }

    @Test("a bound that passed ends its update; a shorter bound than the timer's wake asks a new timer")
    func endingAndShorterBounds() {
        var bound = StepBound()
        let first = bound.set(step: 1, end: start + .seconds(2))
        let shorter = bound.set(step: 2, end: start + .milliseconds(600))
        #expect(first && shorter, "the timer wakes too late for this bound")
        #expect(bound.wake == start + .milliseconds(600))
        let woke = bound.woke(at: start + .milliseconds(600))
        #expect(woke == .end(step: 2))
        #expect(bound.wake == nil && bound.bound == nil)
    }

    /// One seeded run: updates start (with a bound of 100 to 500 ms), end sooner or not, and
    /// time passes; the timer is simulated on a virtual clock.
    struct Run {
        enum Op: CustomStringConvertible {
            case start(step: Int, bound: Duration)
            case signal
            case advance(Duration)
            var description: String {
                switch self {
                case .start(let step, let bound): "start(\(step), \(bound))"
                case .signal: "signal"
                case .advance(let duration): "advance(\(duration))"
                }
            }
        }

        /// The updates the timer ended, with their instants, by `StepBound` and by a timer per
        /// update; `nil` when an invariant broke first (with why).
        static func play(_ ops: [Op], from start: ContinuousClock.Instant) -> (shared: [String], perUpdate: [String], broken: String?) {
            var bound = StepBound()
            var timer: ContinuousClock.Instant?
            var reference: (step: Int, end: ContinuousClock.Instant)?
            var now = start
            var shared: [String] = []
            var perUpdate: [String] = []
            func at(_ instant: ContinuousClock.Instant) -> String { "\(start.duration(to: instant))" }
            for op in ops {
                switch op {
                case .start(let step, let duration):
                    if bound.set(step: step, end: now + duration) { timer = now + duration }
                    reference = (step, now + duration)
                case .signal:
                    bound.clear()
                    reference = nil
                case .advance(let duration):
                    let until = now + duration
                    if let ended = reference, ended.end <= until {
                        perUpdate.append("\(ended.step)@\(at(ended.end))")
                        reference = nil
                    }
                    while let wake = timer, wake <= until {
                        switch bound.woke(at: wake) {
                        case .sleep(let next):
                            guard next > wake else { return (shared, perUpdate, "slept on to \(at(next)) at \(at(wake))") }
                            timer = next
                        case .end(let step):
                            shared.append("\(step)@\(at(wake))")
                            timer = nil
                        case .stop:
                            timer = nil
                        }
                    }
                    now = until
                }
                if let waiting = reference, (timer.map { $0 > waiting.end } ?? true) {
                    return (shared, perUpdate, "update \(waiting.step)'s bound \(at(waiting.end)) has no timer waking by then")
                }
            }
            return (shared, perUpdate, nil)
        }

        static func ops(seed: UInt64, count: Int) -> [Op] {
            var random = SeededRandom(seed: seed)
            var step = 0
            return (0..<count).map { _ in
                switch random.next() % 3 {
                case 0:
                    step += 1
                    return .start(step: step, bound: .milliseconds(100 * Int(1 + random.next() % 5)))
                case 1: return .signal
                default: return .advance(.milliseconds(Int(random.next() % 300)))
                }
            }
        }
    }

    @Test("seeded runs: the updates ended, and when, are exactly a timer per update's", arguments: Array(UInt64(1)...40))
    func seededRuns(seed: UInt64) {
        let ops = Run.ops(seed: seed, count: 200)
        let failing = { (ops: [Run.Op]) -> Bool in
            let run = Run.play(ops, from: start)
            return run.broken != nil || run.shared != run.perUpdate
        }
        guard failing(ops) else { return }
        // The shortest failing prefix, for the report.
        let shortest = (1...ops.count).first { failing(Array(ops.prefix($0))) } ?? ops.count
        let run = Run.play(Array(ops.prefix(shortest)), from: start)
        Issue.record(
            "seed \(seed), after \(ops.prefix(shortest).map(\.description).joined(separator: ", ")): \(run.broken ?? "ended \(run.shared), a timer per update \(run.perUpdate)")"
        )
    }
}
