extension RouteTrie {
    /// Where the deepest attempt of a failed walk stopped, for the "nearest pattern" diagnostic.
    struct Miss {
        var node: Int32
        var failedSegmentStart: Int32
        var failedSegmentEnd: Int32
        var matchedPrefixEnd: Int32
    }

    /// The walk that collects every match (for interceptors), over a ``View`` of the trie;
    /// ``View/find(bytes:segments:points:deepest:)`` finds the most specific one.
    ///
    /// At every depth a walk tries a literal child first, then the parameter child, then `*`,
    /// then a `**` starting there, backtracking when a branch dead-ends. Each trie node stands
    /// for one depth, so a walk visits a node at most once.
    ///
    /// - Complexity: O(length of the path + nodes visited while backtracking); independent of
    ///   the number of routes. No heap allocation unless a segment has percent-escapes.
    struct Walker {
        let bytes: UnsafeBufferPointer<UInt8>
        let segments: UnsafeBufferPointer<PathScanner.Segment>
        let trie: View

        init(bytes: UnsafeBufferPointer<UInt8>, segments: UnsafeBufferPointer<PathScanner.Segment>, trie: View) {
            self.bytes = bytes
            self.segments = segments
            self.trie = trie
        }

        /// Collects every route that matches from `node` on (not only the most specific one),
        /// for interceptors, where several patterns may guard one path.
        mutating func collect(node: Int32, depth: Int, into matches: inout [Int32]) {
            let current = trie.nodes[Int(node)]
            if depth == segments.count {
                if current.route >= 0 { matches.append(current.route) }
                if current.catchAllRoute >= 0 { matches.append(current.catchAllRoute) }
                return
            }
            if current.hasLiteralChildren {
                let child = Self.literalChild(of: node, segment: segments[depth], bytes: bytes, trie: trie)
                if child >= 0 { collect(node: child, depth: depth + 1, into: &matches) }
            }
            if current.parameterChild >= 0 { collect(node: current.parameterChild, depth: depth + 1, into: &matches) }
            if current.wildcardChild >= 0 { collect(node: current.wildcardChild, depth: depth + 1, into: &matches) }
            if current.catchAllRoute >= 0 { matches.append(current.catchAllRoute) }
        }

        @inline(__always)
        static func literalChild(
            of node: Int32, segment: PathScanner.Segment,
            bytes: UnsafeBufferPointer<UInt8>, trie: View
        ) -> Int32 {
            let start = Int(segment.start), end = Int(segment.end)
            let raw = UnsafeBufferPointer(rebasing: bytes[start..<end])
            let fold = trie.fold
            if !segment.hasEscapes {
                var key: LiteralKey
                if bytes.count >= 8 {
                    key = LiteralKey(
                        inPath: UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped), pathCount: bytes.count,
                        start: start, end: end)
                    if fold { key.fold() }
                } else {
                    key = LiteralKey(raw, fold: fold)
                }
                return RouteTrie.probe(
                    parent: node, key: key, segment: raw, fold: fold, edges: trie.edges,
                    shift: trie.edgeShift, literals: trie.literals)
            }
            return PercentDecoding.withDecoded(raw) { decoded in
                RouteTrie.probe(
                    parent: node, key: LiteralKey(decoded, fold: fold), segment: decoded, fold: fold,
                    edges: trie.edges, shift: trie.edgeShift, literals: trie.literals)
            }
        }
    }
}

extension RouteTrie.View {
    typealias Walker = RouteTrie.Walker

    /// Where the deepest attempt of a walk stopped: its depth and node.
    struct Deepest {
        var depth: Int
        var node: Int32
    }

    /// A node where the walk may come back to: its literal branch was taken, and its
    /// parameter child, `*` child or `**` route remain to be tried, from `stage` on.
    struct BacktrackPoint {
        var node: Int32
        var depth: Int32
        /// 0: the parameter child is next; 1: the `*` child; 2: the `**` route.
        var stage: Int32
    }

    /// The most backtrack points a walk of `segmentCount` segments keeps (one per depth).
    static func backtrackCapacity(forSegments segmentCount: Int) -> Int { segmentCount + 1 }

    /// The most specific route matching the path `bytes` split into `segments`, or -1,
    /// using `points` (capacity at least ``backtrackCapacity(forSegments:)``) for the
    /// nodes it may come back to. `deepest` tells where the deepest attempt stopped.
    ///
    /// Iterative: the walk goes down literal children and keeps a backtrack point only
    /// at nodes that have a parameter child, a `*` child or a `**` route, so that a
    /// path of static segments never touches `points`.
    func find(
        bytes: UnsafeBufferPointer<UInt8>, segments: UnsafeBufferPointer<PathScanner.Segment>,
        points: UnsafeMutablePointer<BacktrackPoint>, deepest: inout Deepest
    ) -> Int32 {
        // Everything the loop reads is a local, so that stores through `points` cannot
        // make the optimizer reload it.
        let count = segments.count
        let trie = self
        let nodes = trie.nodes
        var deepestDepth = -1
        var deepestNode: Int32 = 0
        defer { deepest = Deepest(depth: deepestDepth, node: deepestNode) }
        var node: Int32 = 0
        var depth = 0
        var top = 0
        while true {
            // Down: literal children first, as deep as they go.
            descent: while true {
                if depth > deepestDepth {
                    deepestDepth = depth
                    deepestNode = node
                }
                let current = nodes[Int(node)]
                if depth == count {
                    let found = current.route >= 0 ? current.route : current.catchAllRoute
                    if found >= 0 { return found }
                    break descent
                }
                if current.parameterChild >= 0 || current.wildcardChild >= 0 || current.catchAllRoute >= 0 {
                    points[top] = BacktrackPoint(node: node, depth: Int32(truncatingIfNeeded: depth), stage: 0)
                    top &+= 1
                }
                // Probing only nodes that have literal children spares the parameter
                // segments an unsuccessful search of the edge table.
                let child =
                    current.hasLiteralChildren
                    ? Walker.literalChild(of: node, segment: segments[depth], bytes: bytes, trie: trie) : -1
                if child < 0 { break descent }
                node = child
                depth &+= 1
            }
            // Back: the next untried alternative of the deepest backtrack point.
            var resumed = false
            while top > 0 && !resumed {
                let point = points[top &- 1]
                let current = nodes[Int(point.node)]
                depth = Int(point.depth) &+ 1
                switch point.stage {
                case 0:
                    points[top &- 1].stage = 1
                    if current.parameterChild >= 0 {
                        node = current.parameterChild
                        resumed = true
                    }
                case 1:
                    points[top &- 1].stage = 2
                    if current.wildcardChild >= 0 {
                        node = current.wildcardChild
                        resumed = true
                    }
                default:
                    top &-= 1
                    if current.catchAllRoute >= 0 { return current.catchAllRoute }
                }
            }
            if !resumed { return -1 }
        }
    }
}
