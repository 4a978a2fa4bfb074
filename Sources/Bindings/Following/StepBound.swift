/// When the current update ends at the latest (its bound: ``SceneModel/stepDuration`` or
/// ``SceneModel/signalTimeout`` after it started), and when the model's one timer wakes.
///
/// One timer serves every update: an update that ends sooner only clears its bound, and the
/// timer, when it wakes, sleeps on to the bound of the update that runs then, or stops. So a
/// series of updates, each ended by the UI's signal, costs a comparison each, not a task made
/// and cancelled each. A pure value; the model runs the timer it asks for.
///
/// ```swift
/// var bound = StepBound()
/// let start = ContinuousClock.now
/// bound.set(step: 1, end: start + .seconds(2))   // true: start a timer, waking then
/// bound.clear()                                  // the UI ended update 1
/// bound.set(step: 2, end: start + .seconds(3))   // false: the timer wakes before, and sleeps on
/// bound.woke(at: start + .seconds(2))            // .sleep(until: start + .seconds(3))
/// ```
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, visionOS 1, *)
package struct StepBound: Sendable, Equatable {
    /// The current update and the instant its bound passes; `nil` when no update waits for one.
    package private(set) var bound: Bound?
    /// When the running timer wakes; `nil` when none runs.
    package private(set) var wake: ContinuousClock.Instant?

    /// An update and the instant its bound passes.
    package struct Bound: Sendable, Equatable {
        /// The update (``SceneFollower/step``).
        package var step: Int
        /// When it ends at the latest.
        package var end: ContinuousClock.Instant
    }

    /// What the timer does once it woke.
    package enum Wake: Sendable, Equatable {
        /// Sleep on, until then: the current update's bound has not passed.
        case sleep(until: ContinuousClock.Instant)
        /// End update `step` (its bound passed); the timer stops.
        case end(step: Int)
        /// Stop: no update waits for a bound.
        case stop
    }

    /// No bound, no timer.
    package init() {}

    /// Update `step` ends at `end` at the latest. Returns `true` when a timer must start,
    /// waking at `end` (none runs, or the one that runs wakes after `end`: cancel it first).
    @discardableResult
    package mutating func set(step: Int, end: ContinuousClock.Instant) -> Bool {
        bound = Bound(step: step, end: end)
        if let wake, wake <= end { return false }
        wake = end
        return true
    }

    /// The current update ended sooner, or none runs: no bound (a running timer stops when
    /// it wakes).
    package mutating func clear() {
        bound = nil
    }

    /// The timer woke at `now`.
    package mutating func woke(at now: ContinuousClock.Instant) -> Wake {
        guard let bound else {
            wake = nil
            return .stop
        }
        guard bound.end <= now else {
            wake = bound.end
            return .sleep(until: bound.end)
        }
        self.bound = nil
        wake = nil
        return .end(step: bound.step)
    }
}
