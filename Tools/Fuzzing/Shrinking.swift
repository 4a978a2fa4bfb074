/// Shrinks failing step sequences and tells them, for the seeded checks (the random-use
/// simulation and the interleaving explorer).
enum Shrinking {
    /// Removes steps, in halving chunks, while `stillFails` says the shorter sequence still
    /// breaks the same promise.
    static func shrink<Step>(_ failing: [Step], stillFails: ([Step]) async -> Bool) async -> [Step] {
        var current = failing
        var chunk = max(1, current.count / 2)
        while chunk >= 1 {
            var index = 0
            var removedAny = false
            while index < current.count {
                var candidate = current
                candidate.removeSubrange(index..<min(current.count, index + chunk))
                if await stillFails(candidate) {
                    current = candidate
                    removedAny = true
                } else {
                    index += chunk
                }
            }
            if !removedAny || chunk > 1 { chunk /= 2 } else { break }
        }
        return current
    }

    /// "seed S: VIOLATION after N steps: …" followed by the numbered reproduction.
    static func describe<Step>(seed: UInt64, steps: Int, violation: String, reproduction: [Step]) -> String {
        "seed \(seed): VIOLATION after \(steps) steps: \(violation)\nshortest reproduction (\(reproduction.count) steps):\n"
            + reproduction.enumerated().map { "  \($0.offset + 1). \($0.element)" }.joined(separator: "\n")
    }
}
