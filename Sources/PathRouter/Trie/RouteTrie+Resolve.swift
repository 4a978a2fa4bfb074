extension RouteTrie {
    /// Resolves `path` to the most specific route: at every depth a literal child first, then
    /// the parameter child, then `*`, then a `**` starting there, backtracking when a branch
    /// dead-ends. Each trie node stands for one depth, so the walk visits a node at most once.
    ///
    /// - Complexity: O(length of the path + nodes visited while backtracking); independent of
    ///   the number of routes. No heap allocation unless a segment has percent-escapes.
    func resolve(_ path: String, maximumLength: Int) throws(NavigationError) -> RouteMatch {
        let outcome: Outcome? = path.utf8.withContiguousStorageIfAvailable { bytes in
            resolve(bytes: bytes, maximumLength: maximumLength)
        }
        switch outcome ?? resolveCopy(path, maximumLength: maximumLength) {
        case .match(let found):
            return found.makeMatch(path: path, entries: entries)
        case .invalid(let failure):
            throw failure.error(for: path, maximumLength: maximumLength)
        case .miss(let miss):
            throw missError(path: path, miss: miss)
        }
    }

    private func resolveCopy(_ path: String, maximumLength: Int) -> Outcome {
        var copy = path
        copy.makeContiguousUTF8()
        return copy.utf8.withContiguousStorageIfAvailable { resolve(bytes: $0, maximumLength: maximumLength) }
            ?? .invalid(.empty)
    }

    enum Outcome {
        case match(Found)
        case invalid(PathScanner.Failure)
        case miss(Miss)
    }

    /// A successful walk: the route and where its captures are in the path's bytes.
    struct Found {
        var routeIndex: Int32
        var captures: CaptureList
        var catchAllStart: Int32
        var catchAllEnd: Int32
        var queryStart: Int32
        var queryEnd: Int32

        func makeMatch(path: String, entries: [Entry?]) -> RouteMatch {
            let entry = entries[Int(routeIndex)]!
            return RouteMatch(route: entry.route, path: path, parameterNames: entry.parameterNames,
                              captures: captures, catchAllStart: entry.endsWithCatchAll ? catchAllStart : -1,
                              catchAllEnd: catchAllEnd, queryStart: queryStart, queryEnd: queryEnd)
        }
    }

    /// Where the deepest attempt stopped, for the "nearest pattern" diagnostic.
    struct Miss {
        var depth: Int
        var node: Int32
        var segmentCount: Int
        var failedSegmentStart: Int32
        var failedSegmentEnd: Int32
        var matchedPrefixEnd: Int32
    }

    private func resolve(bytes: UnsafeBufferPointer<UInt8>, maximumLength: Int) -> Outcome {
        let capacity = PathScanner.segmentCapacity(forLength: min(bytes.count, maximumLength))
        return withUnsafeTemporaryAllocation(of: PathScanner.Segment.self, capacity: capacity) { segmentBuffer in
            let scanned: PathScanner.Result
            do throws(PathScanner.Failure) {
                scanned = try PathScanner.scan(bytes, maximumLength: maximumLength, into: segmentBuffer)
            } catch {
                return .invalid(error)
            }
            let segments = UnsafeBufferPointer(rebasing: segmentBuffer[0..<scanned.segmentCount])
            return nodes.withUnsafeBufferPointer { nodes in
                slots.withUnsafeBufferPointer { slots in
                    edges.withUnsafeBufferPointer { edges in
                        literalBytes.withUnsafeBufferPointer { literals in
                            var walker = Walker(
                                bytes: bytes, segments: segments, nodes: nodes, slots: slots,
                                edges: edges, literals: literals, fold: caseInsensitive)
                            let routeIndex = walker.visit(node: 0, depth: 0)
                            if routeIndex >= 0 {
                                let catchAllStart = walker.catchAllDepth < segments.count
                                    ? segments[walker.catchAllDepth].start : scanned.pathEnd
                                return .match(Found(
                                    routeIndex: routeIndex, captures: walker.captures,
                                    catchAllStart: catchAllStart, catchAllEnd: scanned.pathEnd,
                                    queryStart: scanned.queryStart, queryEnd: scanned.queryEnd))
                            }
                            let depth = walker.deepestDepth
                            return .miss(Miss(
                                depth: depth, node: walker.deepestNode, segmentCount: segments.count,
                                failedSegmentStart: depth < segments.count ? segments[depth].start : -1,
                                failedSegmentEnd: depth < segments.count ? segments[depth].end : -1,
                                matchedPrefixEnd: depth == 0 ? 0 : segments[depth - 1].end))
                        }
                    }
                }
            }
        }
    }

    private func missError(path: String, miss: Miss) -> NavigationError {
        let nearest = nearestRoute(below: miss.node)?.route.path
        var failedSegment: String?
        if miss.failedSegmentStart >= 0 {
            let utf8 = path.utf8
            let start = utf8.index(utf8.startIndex, offsetBy: Int(miss.failedSegmentStart))
            let end = utf8.index(utf8.startIndex, offsetBy: Int(miss.failedSegmentEnd))
            let raw = Array(utf8[start..<end])
            failedSegment = raw.withUnsafeBufferPointer { PercentDecoding.decodeString($0) } ?? String(decoding: raw, as: UTF8.self)
        }
        let prefix = miss.matchedPrefixEnd == 0 ? "/" : String(decoding: path.utf8.prefix(Int(miss.matchedPrefixEnd)), as: UTF8.self)
        let reason: String
        switch (failedSegment, nearest) {
        case (_, nil) where liveRouteCount == 0:
            reason = "no route matches: no routes are registered"
        case (let segment?, let nearest?):
            reason = "no route matches: no pattern accepts segment '\(segment)' after '\(prefix)'; nearest pattern is '\(nearest)'"
        case (let segment?, nil):
            reason = "no route matches: no pattern accepts segment '\(segment)' after '\(prefix)'"
        case (nil, let nearest?):
            reason = "no route matches: the path ends after '\(prefix)', but the nearest pattern '\(nearest)' expects more segments"
        case (nil, nil):
            reason = "no route matches: no pattern ends at '\(prefix)'"
        }
        return NavigationError(code: .routeNotFound, path: path, reason: reason,
                               nearestPattern: nearest, failedSegment: failedSegment)
    }
}

/// The depth-first walk of one resolve, over unsafe views of the trie's arrays.
private struct Walker {
    let bytes: UnsafeBufferPointer<UInt8>
    let segments: UnsafeBufferPointer<PathScanner.Segment>
    let nodes: UnsafeBufferPointer<RouteTrie.Node>
    let slots: UnsafeBufferPointer<Int32>
    let edges: UnsafeBufferPointer<RouteTrie.Edge>
    let literals: UnsafeBufferPointer<UInt8>
    let fold: Bool

    var captures = CaptureList()
    var catchAllDepth = 0
    var deepestDepth = -1
    var deepestNode: Int32 = 0

    init(bytes: UnsafeBufferPointer<UInt8>, segments: UnsafeBufferPointer<PathScanner.Segment>,
         nodes: UnsafeBufferPointer<RouteTrie.Node>, slots: UnsafeBufferPointer<Int32>,
         edges: UnsafeBufferPointer<RouteTrie.Edge>, literals: UnsafeBufferPointer<UInt8>, fold: Bool) {
        self.bytes = bytes
        self.segments = segments
        self.nodes = nodes
        self.slots = slots
        self.edges = edges
        self.literals = literals
        self.fold = fold
    }

    /// Returns the matching route index, or -1.
    mutating func visit(node: Int32, depth: Int) -> Int32 {
        if depth > deepestDepth {
            deepestDepth = depth
            deepestNode = node
        }
        let current = nodes[Int(node)]
        if depth == segments.count {
            if current.route >= 0 { return current.route }
            if current.catchAllRoute >= 0 {
                catchAllDepth = depth
                return current.catchAllRoute
            }
            return -1
        }
        let segment = segments[depth]
        if current.hasLiteralChildren {
            let child = literalChild(of: node, segment: segment)
            if child >= 0 {
                let found = visit(node: child, depth: depth + 1)
                if found >= 0 { return found }
            }
        }
        if current.parameterChild >= 0 {
            captures.append(start: segment.start, end: segment.end)
            let found = visit(node: current.parameterChild, depth: depth + 1)
            if found >= 0 { return found }
            captures.removeLast()
        }
        if current.wildcardChild >= 0 {
            let found = visit(node: current.wildcardChild, depth: depth + 1)
            if found >= 0 { return found }
        }
        if current.catchAllRoute >= 0 {
            catchAllDepth = depth
            return current.catchAllRoute
        }
        return -1
    }

    @inline(__always)
    private func literalChild(of node: Int32, segment: PathScanner.Segment) -> Int32 {
        let raw = UnsafeBufferPointer(rebasing: bytes[Int(segment.start)..<Int(segment.end)])
        if !segment.hasEscapes {
            let hash = RouteTrie.hash(raw, fold: fold)
            return RouteTrie.probe(parent: node, hash: hash, segment: raw, fold: fold,
                                   slots: slots, edges: edges, literals: literals)
        }
        let decoded = PercentDecoding.decode(raw)
        return decoded.withUnsafeBufferPointer { decoded in
            let hash = RouteTrie.hash(decoded, fold: fold)
            return RouteTrie.probe(parent: node, hash: hash, segment: decoded, fold: fold,
                                   slots: slots, edges: edges, literals: literals)
        }
    }
}
