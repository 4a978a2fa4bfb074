import PathRouter

extension NavigationSimulation {
    /// What a run found.
    public struct Report: Sendable, CustomStringConvertible {
        public var seed: UInt64
        public var steps: Int
        public var handles: Int
        /// The broken promise, if any.
        public var violation: String?
        /// The shortest sequence found that reproduces the violation.
        public var reproduction: [Step] = []

        public var description: String {
            guard let violation else { return "seed \(seed): \(steps) steps, \(handles) handles, no violation" }
            return Shrinking.describe(seed: seed, steps: steps, violation: violation, reproduction: reproduction)
        }
    }
}
