@testable import PathRouter
import PathRouterLocking
import PathRouterTestSupport
import Testing

/// The registry's lock-free read of its current table: what a slot hands out, when the table
/// it replaces is freed, and readers racing a publisher.
@Suite("The current table is read without the lock")
struct RouteTableSlotTests {
    static func table() -> RouteTable {
        RouteTable(trie: RouteTrie(caseInsensitive: false), options: .init())
    }

    /// Watches a table without keeping it alive.
    final class Watched {
        weak var table: RouteTable?
    }

    /// A slot publishing a new table that nothing else holds, and a watch on that table.
    static func slotAlone() -> (slot: RouteTableSlot, watched: Watched) {
        let table = table(), watched = Watched()
        watched.table = table
        return (RouteTableSlot(table), watched)
    }

    @Test("a published table replaces the one before, which is freed once nobody holds it")
    func publishReleasesTheReplacedTable() {
        let (slot, first) = Self.slotAlone()
        let held = slot.load()
        #expect(held === first.table)
        let second = Self.table()
        slot.publish(second)
        #expect(first.table != nil, "a reader still holds the first table")
        #expect(slot.load() === second)
        _ = consume held
        #expect(first.table == nil)
    }

    @Test("reads past the references one publication holds renew it, and every reference is given back")
    func readsRenewThePublication() {
        let (slot, published) = Self.slotAlone()
        let reads = Int(RouteTableSlot.referencesPerPublication) * 3
        var held: [RouteTable] = []
        held.reserveCapacity(reads)
        for _ in 0..<reads {
            guard let table = slot.load() else { break }
            held.append(table)
        }
        #expect(held.count == reads)
        #expect(held.allSatisfy { $0 === published.table })
        #expect(slot.takenCount < Int(RouteTableSlot.renewalCount), "a renewal started a fresh count")
        slot.publish(nil)
        #expect(published.table != nil, "the readers still hold the table")
        held.removeAll()
        #expect(published.table == nil, "the slot gave back every reference nobody took")
    }

    @Test("an emptied slot reads nil, and the registry then reads its table under the lock")
    func emptiedSlotFallsBackToTheLock() throws {
        let slot = RouteTableSlot(Self.table())
        slot.publish(nil)
        #expect(slot.load() == nil)

        let registry = NavigationRegistry()
        try registry.bind(route: NavigationRoute(path: "/users/:id", type: RecordingViewModel.self, requiresAuthentication: false))
        registry.tableSlot.publish(nil)
        #expect(try registry.resolve("/users/7").route.path == "/users/:id")
    }

    @Test("every change to the registry's table is published to the slot")
    func everyChangeIsPublished() throws {
        let registry = NavigationRegistry()
        func agree(_ step: String) {
            #expect(registry.tableSlot.load() === registry.state.withLock { $0.table }, "after \(step)")
        }
        agree("init")
        let route = NavigationRoute(path: "/users/:id", type: RecordingViewModel.self, requiresAuthentication: false)
        try registry.bind(route: route)
        agree("bind")
        try registry.bind(routes: [
            NavigationRoute(path: "/a", type: RecordingViewModel.self, requiresAuthentication: false),
            NavigationRoute(path: "/b", type: RecordingViewModel.self, requiresAuthentication: false),
        ])
        agree("a batch")
        #expect(throws: NavigationError.self) { try registry.bind(route: route) }
        agree("a refused bind")
        registry.unbind(route: route)
        agree("unbind")
        try registry.setOptions(.init(caseInsensitiveLiterals: true))
        agree("setOptions")
        registry.removeAll()
        agree("removeAll")
    }

    @Test("readers racing a publisher only ever get live tables, newer and newer", .timeLimit(.minutes(10)))
    func readersRacingAPublisher() async {
        let slot = RouteTableSlot(Self.table())
        // Fixed amounts of work on both sides: the cooperative pool may have fewer threads
        // than tasks, so no task may wait for another.
        let failures = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    var failures = 0
                    var last: UInt64 = 0
                    for _ in 0..<50_000 {
                        guard let table = slot.load() else { continue }
                        // A freed table would not read back its own generation and options.
                        if table.generation < last || table.maximumPathLength != NavigationRegistry.Options.defaultMaximumPathLength {
                            failures += 1
                        }
                        last = table.generation
                    }
                    return failures
                }
            }
            group.addTask {
                for round in 0..<2_000 {
                    slot.publish(round % 10 == 9 ? nil : Self.table())
                }
                slot.publish(Self.table())
                return 0
            }
            return await group.reduce(0, +)
        }
        #expect(failures == 0)
        weak let last = slot.load()
        #expect(last != nil)
        slot.publish(nil)
        #expect(last == nil, "the last table is freed once the slot lets go of it")
    }
}
