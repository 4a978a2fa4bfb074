import PathRouterLocking

/// An immutable snapshot of a registry's routes and options: what a resolve reads.
///
/// The registry swaps in a new table on every change, so a resolve that started on this one
/// finishes on it, whatever binds happen meanwhile.
@usableFromInline
final class RouteTable: Sendable {
    let trie: RouteTrie
    let options: NavigationRegistry.Options
    /// The bound routes by index (the trie's array, shared), for ``RouteMatch/route``.
    @usableFromInline let entries: [RouteTrie.Entry]
    /// Names this table among every table made (never reused), so that what was worked out
    /// about one (``ParentLink/unshadowedRouteIndex(in:)``) is known to be about this one.
    let generation: UInt64
    /// Unsafe views of ``trie``'s arrays, which this table keeps alive and never changes.
    let view: RouteTrie.View
    /// ``NavigationRegistry/Options/maximumPathLength``, read by every resolve.
    let maximumPathLength: Int

    /// The last generation handed out.
    private static let generations = AtomicBox<UInt64>(0)

    init(trie: RouteTrie, options: NavigationRegistry.Options) {
        self.trie = trie
        self.options = options
        entries = trie.entries
        view = RouteTrie.View(of: trie)
        maximumPathLength = options.maximumPathLength
        generation = Self.generations.add(1, ordering: .relaxed).newValue
    }

    /// Resolves `path`; see ``NavigationRegistry/resolve(_:)``.
    ///
    /// Consuming, so that the caller's reference to the table moves into the match instead of
    /// being retained once more.
    ///
    /// Always inlined into ``NavigationRegistry/resolve(_:)``: called, it wrote the match field
    /// by field and the registry copied it on 16 bytes at a time, loads that cannot be served
    /// from those narrower pending stores, so each hit waited for them to reach the cache (a
    /// stall that instruction counts do not show). Other callers take ``resolveOutOfLine(_:)``.
    @inline(__always)
    consuming func resolve(_ path: String) throws(NavigationError) -> RouteMatch {
        let (routeIndex, queryMark, spans) = try routeIndex(of: path)
        guard trie.redirectCount > 0, entries[Int(routeIndex)].isRedirect else {
            return RouteMatch(path: path, table: self, routeIndex: routeIndex, queryMark: queryMark, parameterSpans: spans)
        }
        let table = copy self
        return try table.followRedirects(from: RouteMatch(path: path, table: table, routeIndex: routeIndex, queryMark: queryMark))
    }

    /// ``resolve(_:)`` as a call, for the rare callers besides the registry's resolve (a deep
    /// link's parent that another route shadows), so that they do not grow by its inlined body.
    @inline(never)
    func resolveOutOfLine(_ path: String) throws(NavigationError) -> RouteMatch {
        let table = self
        return try table.resolve(path)
    }

    /// Resolves `path` to the route that matches it, a redirect included.
    func resolveWithoutRedirects(_ path: String) throws(NavigationError) -> RouteMatch {
        let (routeIndex, queryMark, spans) = try routeIndex(of: path)
        return RouteMatch(path: path, table: self, routeIndex: routeIndex, queryMark: queryMark, parameterSpans: spans)
    }

    /// The index of the route that matches `path`, a redirect included, the offset of its
    /// query's `?` (or -1), and where its first parameters are (``RouteMatch/parameterSpans``,
    /// 0 when unknown): a path that is an all-literal route's whole path with one hash
    /// (``staticRoute(_:)``), another plain path in one pass (``descend(_:miss:parameterSpans:queryStop:)``),
    /// which also resolves the plain part before a query or a fragment, once they are checked
    /// (``checkedQuery(_:stop:)``), and any other with the full scan and walk.
    @inline(__always)
    private func routeIndex(of path: String) throws(NavigationError) -> (Int32, Int32, UInt64) {
        var miss = RouteTrie.Miss(node: 0, failedSegmentStart: -1, failedSegmentEnd: -1, matchedPrefixEnd: 0)
        var spans: UInt64 = 0
        var queryStop = -1
        let found =
            path.utf8.withContiguousStorageIfAvailable { bytes -> Int32 in
                let route = staticRoute(bytes)
                return route >= 0 ? route : descend(bytes, miss: &miss, parameterSpans: &spans, queryStop: &queryStop)
            } ?? -1
        if queryStop < 0 {
            if found >= 0 { return (found, -1, spans) }
            if found == Self.certainMiss { throw missError(path: path) }
        } else if found >= 0 || found == Self.certainMiss, let queryMark = checkedQuery(path, stop: queryStop) {
            // The path part's route, or its miss, is the path's: the query and fragment after
            // it are well formed.
            if found == Self.certainMiss { throw missError(path: path) }
            return (found, queryMark, spans)
        }
        let (index, queryMark) = try fullRouteIndex(of: path)
        return (index, queryMark, 0)
    }

    /// The offset of the query's `?` (-1 when there is none, only a fragment) once the query
    /// and the fragment, from the `?` or `#` at `stop` on, are found well formed
    /// (``PathScanner/scanQueryAndFragment(_:from:)``); `nil` when they are not, so that the
    /// full resolve reports them.
    @inline(never)
    private func checkedQuery(_ path: String, stop: Int) -> Int32? {
        path.utf8.withContiguousStorageIfAvailable { bytes -> Int32? in
            do throws(PathScanner.Failure) {
                let query = try PathScanner.scanQueryAndFragment(bytes, from: stop)
                return query.queryStart >= 0 ? query.queryStart &- 1 : -1
            } catch {
                return nil
            }
        } ?? nil
    }

    private func fullRouteIndex(of path: String) throws(NavigationError) -> (Int32, Int32) {
        let maximumLength = options.maximumPathLength
        let outcome: Outcome? = path.utf8.withContiguousStorageIfAvailable { bytes in
            self.resolve(bytes: bytes, maximumLength: maximumLength)
        }
        let found = outcome ?? resolveCopy(path, maximumLength: maximumLength)
        if found.routeIndex >= 0 { return (found.routeIndex, found.queryMark) }
        if let failure = found.failure { throw failure.error(for: path, maximumLength: maximumLength) }
        throw missError(path: path)
    }

    /// Every route whose pattern matches `path`, in no particular order (empty when the path
    /// is malformed: the navigation's own resolve reports that).
    func resolveAll(_ path: String) -> [Int32] {
        var copy = path
        copy.makeContiguousUTF8()
        let maximumLength = options.maximumPathLength
        return copy.utf8.withContiguousStorageIfAvailable { bytes -> [Int32] in
            let capacity = PathScanner.segmentCapacity(forLength: min(bytes.count, maximumLength))
            return withUnsafeTemporaryAllocation(of: PathScanner.Segment.self, capacity: capacity) { buffer in
                guard let scanned = try? PathScanner.scan(bytes, maximumLength: maximumLength, into: buffer) else { return [] }
                let segments = UnsafeBufferPointer(rebasing: buffer[0..<scanned.segmentCount])
                var walker = RouteTrie.Walker(bytes: bytes, segments: segments, trie: view)
                var matches: [Int32] = []
                walker.collect(node: 0, depth: 0, into: &matches)
                return matches
            }
        } ?? []
    }

    func resolveCopy(_ path: String, maximumLength: Int) -> Outcome {
        var copy = path
        copy.makeContiguousUTF8()
        return copy.utf8.withContiguousStorageIfAvailable { resolve(bytes: $0, maximumLength: maximumLength) }
            ?? Outcome(failure: .empty)
    }

    /// What a resolve found: a route index, or why there is none.
    struct Outcome {
        /// The matching route, or -1.
        var routeIndex: Int32 = -1
        /// The offset of the query's `?`, or -1.
        var queryMark: Int32 = -1
        /// Why the path is malformed, or `nil`.
        var failure: PathScanner.Failure?
        /// Where the walk stopped, when the path is well-formed but nothing matched.
        var miss = RouteTrie.Miss(node: 0, failedSegmentStart: -1, failedSegmentEnd: -1, matchedPrefixEnd: 0)

        init(routeIndex: Int32, queryMark: Int32) {
            self.routeIndex = routeIndex
            self.queryMark = queryMark
        }
        init(failure: PathScanner.Failure) { self.failure = failure }
        init(miss: RouteTrie.Miss) { self.miss = miss }
    }

    /// Scans `bytes` and walks the trie, with one temporary buffer (on the stack for paths
    /// of up to a few hundred bytes) for the segments and the walk's backtrack points.
    func resolve(bytes: UnsafeBufferPointer<UInt8>, maximumLength: Int) -> Outcome {
        let capacity = PathScanner.segmentCapacity(forLength: min(bytes.count, maximumLength))
        let pointCapacity = RouteTrie.View.backtrackCapacity(forSegments: capacity)
        let pointsOffset = capacity * MemoryLayout<PathScanner.Segment>.stride
        let byteCount = pointsOffset + pointCapacity * MemoryLayout<RouteTrie.View.BacktrackPoint>.stride
        return withUnsafeTemporaryAllocation(byteCount: byteCount, alignment: 8) { raw in
            let base = raw.baseAddress.unsafelyUnwrapped
            let buffer = UnsafeMutableBufferPointer(
                start: base.bindMemory(to: PathScanner.Segment.self, capacity: capacity),
                count: capacity)
            let scanned: PathScanner.Result
            do throws(PathScanner.Failure) {
                scanned = try PathScanner.scan(bytes, maximumLength: maximumLength, into: buffer)
            } catch {
                return Outcome(failure: error)
            }
            let segments = UnsafeBufferPointer(start: buffer.baseAddress, count: scanned.segmentCount)
            let points = (base + pointsOffset).bindMemory(to: RouteTrie.View.BacktrackPoint.self, capacity: pointCapacity)
            var deepest = RouteTrie.View.Deepest(depth: 0, node: 0)
            let routeIndex = view.find(bytes: bytes, segments: segments, points: points, deepest: &deepest)
            if routeIndex >= 0 {
                if scanned.hasEscapes,
                    let offset = escapedSeparatorInCatchAll(routeIndex: routeIndex, bytes: bytes, segments: segments)
                {
                    return Outcome(failure: .escapedSeparatorInCatchAll(offset: offset))
                }
                return Outcome(routeIndex: routeIndex, queryMark: scanned.queryStart >= 0 ? scanned.queryStart - 1 : -1)
            }
            let depth = deepest.depth
            return Outcome(
                miss: RouteTrie.Miss(
                    node: deepest.node,
                    failedSegmentStart: depth < segments.count ? segments[depth].start : -1,
                    failedSegmentEnd: depth < segments.count ? segments[depth].end : -1,
                    matchedPrefixEnd: depth == 0 ? 0 : segments[depth - 1].end))
        }
    }

    /// A catch-all's value is its segments joined by `/`, so a `%2F` inside one of them would
    /// be indistinguishable from a separator (`/files/private%2Fx` would hand the view model
    /// `private/x`). Such paths are refused; the offset of the first `%2F` is returned.
    @inline(__always)
    private func escapedSeparatorInCatchAll(
        routeIndex: Int32, bytes: UnsafeBufferPointer<UInt8>,
        segments: UnsafeBufferPointer<PathScanner.Segment>
    ) -> Int? {
        let catchAll = Int(entries[Int(routeIndex)].catchAllPosition)
        guard catchAll >= 0, catchAll < segments.count else { return nil }
        for segment in segments[catchAll...] where segment.hasEscapes {
            var index = Int(segment.start)
            while index + 2 < Int(segment.end) {
                if bytes[index] == UInt8(ascii: "%") && bytes[index + 1] == UInt8(ascii: "2")
                    && (bytes[index + 2] | 0x20) == UInt8(ascii: "f")
                {
                    return index
                }
                index += 1
            }
        }
        return nil
    }

    /// The error for a path that no route matches. Only the table is kept: where the walk
    /// stopped is found again when the error's reason is read (``MissDescription``).
    private func missError(path: String) -> NavigationError {
        NavigationError(path: path, detail: .noRoute(self))
    }

    /// The "nearest pattern" of a miss that stopped at `node`, chosen the same way whatever
    /// the registration order:
    ///
    /// 1. When the failed segment looks like a typo of literals there (a small edit distance),
    ///    the closest literal first (then in byte order): if the path with that segment
    ///    corrected resolves, its route (it matches all of the path: `/prodcts/42` →
    ///    `/products/:id`); otherwise the shortest pattern through the closest literal.
    /// 2. Otherwise the shortest pattern at or below `node` (fewest segments, then in byte
    ///    order): the one that matches the most of the path with the least left over.
    func nearestPattern(below node: Int32, failedSegment: String?, path: String, failedStart: Int32, failedEnd: Int32) -> String? {
        // Typo suggestions compare short segments only, and only with literals of a similar
        // length, so describing a miss costs O(64 × 64) per literal child at most, whatever
        // the path (an 8 KB segment used to take a quarter of a second).
        if let failedSegment, failedSegment.utf8.count <= Self.maximumTypoLength {
            // Letter case counts for nothing here: `/HOME` is nearest to `/home`, however far
            // its bytes are.
            func folded(_ bytes: [UInt8]) -> [UInt8] { bytes.map { $0 &- UInt8(ascii: "A") < 26 ? $0 | 0x20 : $0 } }
            let typed = folded(Array(failedSegment.utf8))
            let slack = max(2, typed.count / 3)
            var candidates: [(distance: Int, literal: [UInt8], child: Int32)] = []
            for edge in trie.edges where edge.child >= 0 && edge.parent == node {
                let literal = trie.literal(of: edge)
                guard abs(literal.count - typed.count) <= slack else { continue }
                let distance = Self.editDistance(typed, folded(literal))
                if distance <= slack { candidates.append((distance, literal, edge.child)) }
            }
            candidates.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.literal.lexicographicallyPrecedes($1.literal) }
            if failedStart >= 0 {
                let bytes = Array(path.utf8)
                for candidate in candidates.prefix(8) where candidate.literal.allSatisfy(Self.isPlainPathByte) {
                    let corrected = String(decoding: bytes[..<Int(failedStart)] + candidate.literal + bytes[Int(failedEnd)...], as: UTF8.self)
                    let found = resolveCopy(corrected, maximumLength: options.maximumPathLength)
                    if let route = trie.entry(at: found.routeIndex)?.route.path {
                        return route
                    }
                }
            }
            if let closest = candidates.first, let route = preferredRoute(below: closest.child) {
                return route
            }
        }
        return preferredRoute(below: node)
    }

    /// Bytes a literal may have to be put back into a path as they are.
    static func isPlainPathByte(_ byte: UInt8) -> Bool {
        byte > 0x20 && byte != 0x7F && byte != UInt8(ascii: "%") && byte != UInt8(ascii: "/")
            && byte != UInt8(ascii: "?") && byte != UInt8(ascii: "#")
    }

    /// The shortest pattern at or below `node`: the live routes at the shallowest depth that
    /// has any, the first in byte order. Looks at 4,096 nodes at most (a diagnostic).
    func preferredRoute(below node: Int32) -> String? {
        var literalChildren: [Int32: [Int32]] = [:]
        for edge in trie.edges where edge.child >= 0 { literalChildren[edge.parent, default: []].append(edge.child) }
        var level: [Int32] = [node]
        var visited = 0
        while !level.isEmpty && visited < 4_096 {
            var found: [String] = []
            var next: [Int32] = []
            for current in level {
                visited += 1
                let value = trie.nodes[Int(current)]
                if let route = trie.entry(at: value.route)?.route.path { found.append(route) }
                if let route = trie.entry(at: value.catchAllRoute)?.route.path { found.append(route) }
                if value.parameterChild >= 0 { next.append(value.parameterChild) }
                if value.wildcardChild >= 0 { next.append(value.wildcardChild) }
                next += literalChildren[current] ?? []
            }
            if let best = found.min(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) { return best }
            level = next
        }
        return trie.nearestRoute(below: node)?.route.path
    }

    /// The longest failed segment that is compared with literals for a typo suggestion.
    static let maximumTypoLength = 64

    /// Levenshtein distance between two byte strings (short segments only: slow path).
    static func editDistance(_ lhs: [UInt8], _ rhs: [UInt8]) -> Int {
        if lhs.isEmpty { return rhs.count }
        if rhs.isEmpty { return lhs.count }
        var previous = Array(0...rhs.count)
        var current = [Int](repeating: 0, count: rhs.count + 1)
        for (i, left) in lhs.enumerated() {
            current[0] = i + 1
            for (j, right) in rhs.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[rhs.count]
    }
}
