#if canImport(Glibc)
import Glibc
#endif
import PathRouter

/// Measures what the limits are for: memory under a flood of links into a scene that is not
/// ready, and the cost of describing a miss on a huge segment against many routes.
public enum BoundsCheck {
    public struct Report: Sendable, CustomStringConvertible {
        public var links: Int
        public var refusedLinks: Int
        public var residentGrowthKB: Int
        public var describeMilliseconds: Double

        public var description: String {
            "\(links) links into a cold scene: \(refusedLinks) refused with limitExceeded, resident memory grew \(residentGrowthKB) KB; "
                + "describing a miss on an 8 KB segment against 1,000 routes: \((describeMilliseconds * 1000).rounded() / 1000) ms"
        }
    }

    public static func run(links: Int) -> Report {
        let registry = NavigationRegistry()
        try? registry.bind(
            routes: (0..<1_000).map {
                NavigationRoute(path: "/section\($0)/page", type: FuzzViewModel.self, requiresAuthentication: false, allowedExternally: true)
            })
        registry.externalLinkPolicy = ExternalLinkPolicy(schemes: ["app"], hosts: ["open"])
        let router = NavigationRouter(scene: NavigationScene(id: "cold"), registry: registry)
        // Warm up, then measure resident memory around the flood.
        for index in 0..<2_000 { router.open(link: "app://open/section\(index % 1_000)/page") }
        let before = residentKB()
        var refused = 0
        for index in 0..<links {
            if case .failure(let error)? = router.open(link: "app://open/section\(index % 1_000)/page").currentResult,
                error.code == .limitExceeded
            {
                refused += 1
            }
        }
        let growth = residentKB() - before
        router.close()

        let huge = "/" + String(repeating: "x", count: 8 * 1024 - 1)
        let clock = ContinuousClock()
        var described = 0
        let elapsed = clock.measure {
            for _ in 0..<10 {
                do throws(NavigationError) { _ = try registry.resolve(huge) } catch { described += error.description.utf8.count }
            }
        }
        precondition(described > 0)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let milliseconds = seconds * 1000 / 10
        return Report(links: links, refusedLinks: refused, residentGrowthKB: growth, describeMilliseconds: milliseconds)
    }

    static func residentKB() -> Int {
        #if canImport(Glibc)
        guard let file = fopen("/proc/self/statm", "r") else { return 0 }
        defer { fclose(file) }
        var size = 0, resident = 0
        guard
            withUnsafeMutablePointer(
                to: &size,
                { sizePointer in
                    withUnsafeMutablePointer(to: &resident) { residentPointer in
                        withVaList([sizePointer, residentPointer]) { vfscanf(file, "%ld %ld", $0) }
                    }
                }) == 2
        else { return 0 }
        return resident * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
        #else
        return 0
        #endif
    }
}
