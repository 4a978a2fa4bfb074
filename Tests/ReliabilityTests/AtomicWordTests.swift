import PathRouterLocking
import Testing

/// `AtomicBox` and `AtomicGlobal`: the values each kind of word holds come back as stored,
/// arithmetic wraps as the value's type does, and concurrent updates lose nothing.
@Suite("Atomic words")
struct AtomicWordTests {
    @Test("every value kind comes back as stored, whatever the bits above it")
    func roundTrips() {
        let flag = AtomicBox(false)
        flag.store(true, ordering: .releasing)
        #expect(flag.load(ordering: .acquiring))
        #expect(flag.exchange(false, ordering: .acquiringAndReleasing))
        #expect(!flag.load(ordering: .relaxed))

        let byte = AtomicBox<UInt8>(255)
        #expect(byte.wrappingAdd(1, ordering: .relaxed) == (255, 0))
        #expect(byte.load(ordering: .relaxed) == 0)

        let count = AtomicBox<Int>(-2)
        #expect(count.add(-3, ordering: .relaxed).newValue == -5)
        #expect(count.subtract(-10, ordering: .relaxed) == (-5, 5))
        #expect(count.load(ordering: .sequentiallyConsistent) == 5)

        let word = AtomicBox<UInt64>(.max)
        #expect(word.wrappingAdd(2, ordering: .relaxed) == (.max, 1))
        #expect(word.wrappingSubtract(2, ordering: .relaxed) == (1, .max))
    }

    @Test("the process-wide words start at zero and only grow")
    func globals() {
        let before = AtomicGlobal.navigationIDs.load(ordering: .relaxed)
        let next = AtomicGlobal.navigationIDs.wrappingAdd(1, ordering: .relaxed)
        #expect(next.oldValue >= before && next.newValue == next.oldValue + 1)
        #expect(AtomicGlobal.eventObservers.load(ordering: .relaxed) >= 0)
    }

    @Test("eight threads adding at once lose no addition")
    func concurrentAdds() async {
        let total = AtomicBox<UInt64>(0)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<10_000 { total.wrappingAdd(1, ordering: .relaxed) }
                }
            }
        }
        #expect(total.load(ordering: .acquiring) == 80_000)
    }
}
