/// A deterministic pseudo-random generator (SplitMix64), so every run measures the same work.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Route patterns and query paths for one route count.
///
/// About 60% static routes (`/section12/item3/comments`, and `/users7/new` beside
/// `/users7/:id`), 35% with one or two parameters (`/users7/:id/comments/:commentsId`), 5%
/// catch-all (`/files3/**`, `/docs3/guide/**`), registered in shuffled order. Hits pick a route
/// uniformly; misses are a wrong deep literal, an extra trailing segment, or an unknown first
/// segment, in equal shares.
struct Workload {
    let patterns: [String]
    /// Hit paths with the index (into `patterns`) of the route each must resolve to.
    let hits: [(path: String, expected: Int)]
    let misses: [String]

    init(routeCount: Int, queryCount: Int = 10_000, seed: UInt64 = 42) {
        var random = SplitMix64(seed: seed &+ UInt64(routeCount))
        let staticTarget = routeCount * 60 / 100
        let parameterTarget = routeCount * 35 / 100
        let catchAllTarget = routeCount - staticTarget - parameterTarget
        var statics: [String] = []
        var parameterized: [String] = []
        var catchAlls: [String] = []

        var family = 0
        while parameterized.count < parameterTarget {
            let base = "/users\(family)"
            if statics.count < staticTarget { statics.append(base + "/new") }
            for suffix in ["/:id", "/:id/settings", "/:id/comments/:commentsId", "/:id/comments/:commentsId/stats"]
            where parameterized.count < parameterTarget {
                parameterized.append(base + suffix)
            }
            family += 1
        }
        var section = 0
        while statics.count < staticTarget {
            let base = "/section\(section)"
            var candidates = [base, base + "/billing"]
            for item in 0..<3 {
                candidates += [base + "/item\(item)", base + "/item\(item)/comments", base + "/item\(item)/comments/billing"]
            }
            for candidate in candidates where statics.count < staticTarget { statics.append(candidate) }
            section += 1
        }
        var group = 0
        while catchAlls.count < catchAllTarget {
            catchAlls.append("/files\(group)/**")
            if catchAlls.count < catchAllTarget { catchAlls.append("/docs\(group)/guide/**") }
            group += 1
        }
        var all = statics + parameterized + catchAlls
        all.shuffle(using: &random)
        // Each pattern string is allocated in registration order, as an app that builds its routes
        // as it binds them has them.
        patterns = all.map { String(decoding: Array($0.utf8), as: UTF8.self) }

        func value(_ random: inout SplitMix64) -> String {
            if random.next() % 5 == 0 {
                let hex = String(random.next() & 0xFFFF_FFFF, radix: 16)
                return "u" + String(repeating: "0", count: 8 - hex.count) + hex
            }
            return String(random.next() % 1_000_000)
        }

        var hits: [(String, Int)] = []
        let hitCount = queryCount * 9 / 10
        for _ in 0..<hitCount {
            let index = Int(random.next() % UInt64(all.count))
            var path = ""
            for segment in all[index].split(separator: "/") {
                if segment.hasPrefix(":") {
                    path += "/" + value(&random)
                } else if segment == "**" {
                    for _ in 0...(random.next() % 3) { path += "/" + value(&random) }
                } else {
                    path += "/" + segment
                }
            }
            hits.append((path, index))
        }
        var misses: [String] = []
        let sectionCount = max(section, 1)
        let familyCount = max(family, 1)
        for index in 0..<(queryCount - hitCount) {
            switch index % 3 {
            case 0:
                misses.append("/users\(Int(random.next() % UInt64(familyCount)))/\(value(&random))/photosx/\(value(&random))")
            case 1:
                misses.append("/section\(Int(random.next() % UInt64(sectionCount)))/billing/extra")
            default:
                misses.append("/section\(Int(random.next() % UInt64(sectionCount)))x/item1/comments")
            }
        }
        // Allocate each pool's strings in the order they are read, so no pool pays for layout.
        self.hits = hits.map { (String(decoding: Array($0.0.utf8), as: UTF8.self), $0.1) }
        self.misses = misses.map { String(decoding: Array($0.utf8), as: UTF8.self) }
    }
}
