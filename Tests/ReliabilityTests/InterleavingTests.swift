import PathRouterFuzzing
import Testing

/// The bounded, seeded version of `PathRouterFuzz explore` (the long run explores ≥ 1,000,000
/// steps): held interceptors, logins, logouts, restores and links, resumed in seeded orders
/// while the world changes.
@Suite("Interleavings")
struct InterleavingTests {
    @Test("every explored interleaving keeps every promise", .timeLimit(.minutes(10)), arguments: Array(UInt64(1)...40))
    func explored(seed: UInt64) async {
        let report = await InterleavingExplorer.check(seed: seed, count: 500)
        #expect(report.violation == nil, "\(report)")
        #expect(report.steps == 500)
        #expect(report.heldOperations > 40, "the run held and resumed work (\(report.heldOperations))")
    }

    @Test("the same seed explores the same steps")
    func deterministic() {
        #expect(InterleavingExplorer.steps(count: 300, seed: 7) == InterleavingExplorer.steps(count: 300, seed: 7))
        #expect(InterleavingExplorer.steps(count: 300, seed: 7) != InterleavingExplorer.steps(count: 300, seed: 8))
    }
}
