@testable import PathRouter
import PathRouterTestSupport
import Testing

/// After a large batch the trie gives back its arrays' growth slack, but does not copy an
/// array whose slack is only the allocator's rounding or an exact reservation (the entries a
/// batch reserves): that copy would retain and release every route it holds.
@Suite("Giving back growth slack")
struct GrowthSlackTests {
    final class Payload {}

    /// Where an array's elements are stored: the same address means the same storage.
    static func storage<Element>(of array: [Element]) -> UnsafeRawPointer? {
        array.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    @Test(
        "an array is reallocated only when it has room for at least a sixty-fourth more than it holds",
        arguments: [
            (reserved: 1_000, count: 1_000, reallocated: false),
            (reserved: 1_010, count: 1_000, reallocated: false),
            (reserved: 1_016, count: 1_000, reallocated: true),
            (reserved: 4_000, count: 1_000, reallocated: true),
            (reserved: 64, count: 1, reallocated: true),
            (reserved: 0, count: 0, reallocated: false),
        ])
    func reallocatesOnlyRealSlack(reserved: Int, count: Int, reallocated: Bool) {
        var values: [Int32] = []
        values.reserveCapacity(reserved)
        values.append(contentsOf: 0..<Int32(count))
        let trimmed = values.trimmingGrowthSlack()

        #expect(trimmed == values)
        #expect(
            (Self.storage(of: trimmed) != Self.storage(of: values)) == reallocated,
            "capacity \(values.capacity) for \(count)")
        if reallocated {
            #expect(
                trimmed.capacity < values.capacity && trimmed.capacity < count + 8,
                "capacity \(trimmed.capacity) for \(count), was \(values.capacity)")
        }
    }

    @Test("references keep their identity either way, and an exactly reserved array of them is not copied")
    func references() {
        let payloads = (0..<500).map { _ in Payload() }
        var exact: [Payload] = []
        exact.reserveCapacity(payloads.count)
        exact.append(contentsOf: payloads)
        var roomy: [Payload] = []
        roomy.reserveCapacity(payloads.count * 2)
        roomy.append(contentsOf: payloads)

        let keptExact = exact.trimmingGrowthSlack(), trimmedRoomy = roomy.trimmingGrowthSlack()

        #expect(Self.storage(of: keptExact) == Self.storage(of: exact))
        #expect(Self.storage(of: trimmedRoomy) != Self.storage(of: roomy))
        #expect(zip(keptExact, payloads).allSatisfy { $0 === $1 })
        #expect(zip(trimmedRoomy, payloads).allSatisfy { $0 === $1 })
    }

    @Test("a large batch leaves its entries in the storage it reserved for them")
    func batchKeepsReservedEntries() throws {
        var trie = RouteTrie(caseInsensitive: false)
        let routes = (0..<10_000).map { route("/section\($0)/item") }
        trie.beginBatch(ofRoutes: routes.count)
        let reserved = Self.storage(of: trie.entries)
        for route in routes { try trie.insert(route) }
        trie.finishBatch(trimming: true)

        #expect(Self.storage(of: trie.entries) == reserved)
        #expect(trie.entries.count == routes.count)
        #expect(
            trie.nodes.capacity < trie.nodes.count + max(1, trie.nodes.count / 64),
            "nodes: capacity \(trie.nodes.capacity) for \(trie.nodes.count)")
    }
}
