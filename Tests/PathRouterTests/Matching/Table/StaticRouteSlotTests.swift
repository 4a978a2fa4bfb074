import Testing
@testable import PathRouter
import PathRouterTestSupport

@Suite("A whole-path slot holds its route and a tag of its key")
struct StaticRouteSlotTests {
    @Test(
        "a slot gives back its route whatever the hash, and the tag is seven bits of the hash in bits 24-30",
        arguments: [
            (0, 0), (1, 0x7F_0000), (12_345, 0xFFFF_FFFF_FFFF_FFFF),
            (StaticRouteIndex.Slot.routeLimit - 1, 0x0123_4567_89AB_CDEF),
        ] as [(Int32, UInt64)])
    func slotKeepsRoute(route: Int32, hash: UInt64) {
        let slot = StaticRouteIndex.Slot(key: 7, route: route, hash: hash)
        #expect(slot.isLive)
        #expect(slot.route == route)
        #expect(slot.key == 7)
        let tag = StaticRouteIndex.Slot.tag(of: hash)
        #expect(tag == Int32((hash >> 16) & 0x7F) << 24)
        #expect(slot.routeAndTag & StaticRouteIndex.Slot.tagMask == tag)
        // Another tag does not match, and neither do the empty and tombstone markers.
        #expect(slot.routeAndTag & StaticRouteIndex.Slot.tagMask != StaticRouteIndex.Slot.tag(of: hash ^ 0x1_0000))
        for marker in [StaticRouteIndex.Slot.empty, StaticRouteIndex.Slot.tombstone] {
            #expect(!StaticRouteIndex.Slot(key: 0, routeAndTag: marker).isLive)
            #expect(marker & StaticRouteIndex.Slot.tagMask != tag)
        }
    }

    @Test("a route past the slot's limit is not filed, so it takes the walk")
    func routePastLimitIsNotFiled() {
        var index = StaticRouteIndex()
        index.insert(route: StaticRouteIndex.Slot.routeLimit, pattern: "/settings/billing", fold: false)
        #expect(index.liveCount == 0)
        index.insert(route: StaticRouteIndex.Slot.routeLimit - 1, pattern: "/settings/billing", fold: false)
        #expect(index.liveCount == 1)
        #expect(index.slots.contains { $0.isLive && $0.route == StaticRouteIndex.Slot.routeLimit - 1 })
    }

    @Test("every all-literal route of many is found, and paths of parameter routes are not, through slots of other keys")
    func manyKeysWithSharedTags() throws {
        // 2,000 keys share 128 tags: many probes meet slots whose tag is the path's but whose
        // key is not.
        let registry = NavigationRegistry()
        let literals = (0..<2_000).map { "/section\($0)/billing" }
        try registry.bind(
            routes: literals.map { NavigationRoute(path: $0, type: RecordingViewModel.self) }
                + [NavigationRoute(path: "/section/:id/billing", type: RecordingViewModel.self)])
        for path in literals { #expect(try registry.resolve(path).route.path == path) }
        for number in 0..<2_000 {
            let match = try registry.resolve("/section/\(number)/billing")
            #expect(match.route.path == "/section/:id/billing")
            #expect(match.pathParameters == ["id": "\(number)"])
        }
    }
}
