// Walking a trie for a resolve: unsafe views of its arrays, the walker with backtracking, and
// the literal probe.

extension RouteTrie {
    /// Unsafe views of a trie's arrays, for the walks of a resolve.
    ///
    /// A ``RouteTable`` takes them once, when it is made, and holds its trie unchanged for as
    /// long as it lives, so the arrays' storage neither moves nor is freed while the views are
    /// read. A resolve reads them as plain fields instead of entering four nested
    /// `withUnsafeBufferPointer` closures per lookup.
    struct View: @unchecked Sendable {
        let nodes: UnsafeBufferPointer<Node>
        /// ``RouteTrie/literalLengths``.
        let literalLengths: UnsafeBufferPointer<UInt16>
        let edges: UnsafeBufferPointer<Edge>
        /// See ``RouteTrie/edgeShift``.
        let edgeShift: UInt64
        let literals: UnsafeBufferPointer<UInt8>
        let fold: Bool
        /// The routes by index (``RouteTrie/entries``).
        let entries: UnsafeBufferPointer<Entry>
        /// ``RouteTrie/parameterNames``.
        let parameterNames: UnsafeBufferPointer<String>
        /// ``RouteTrie/parameterTemplates``.
        let parameterTemplates: UnsafeBufferPointer<ParameterDictionaryTemplate>
        /// ``RouteTrie/staticRoutes``: its slots (empty when no route is all literals) and
        /// their shift.
        let staticSlots: UnsafeBufferPointer<StaticRouteIndex.Slot>
        let staticShift: UInt64
        /// The index's pool of keys.
        let staticKeys: UnsafeBufferPointer<UInt8>

        /// Views of `trie`'s arrays; valid while the caller keeps `trie` alive and unchanged.
        init(of trie: RouteTrie) {
            nodes = trie.nodes.withUnsafeBufferPointer { $0 }
            literalLengths = trie.literalLengths.withUnsafeBufferPointer { $0 }
            edges = trie.edges.withUnsafeBufferPointer { $0 }
            edgeShift = trie.edgeShift
            literals = trie.literalBytes.withUnsafeBufferPointer { $0 }
            fold = trie.caseInsensitive
            entries = trie.entries.withUnsafeBufferPointer { $0 }
            parameterNames = trie.parameterNames.withUnsafeBufferPointer { $0 }
            parameterTemplates = trie.parameterTemplates.withUnsafeBufferPointer { $0 }
            staticSlots = trie.staticRoutes.slots.withUnsafeBufferPointer { $0 }
            staticShift = trie.staticRoutes.shift
            staticKeys = trie.staticRoutes.keys.withUnsafeBufferPointer { $0 }
        }
    }
}

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

extension RouteTrie {
    /// The literal child of `parent` whose literal is `key` (the bytes `segment`, already
    /// folded when `fold` is false; folded while compared when it is true), or -1. A literal of
    /// at most eight bytes is compared in the edge; a longer one reads the pool only for the
    /// edges of the same parent and length.
    @inline(__always)
    static func probe(
        parent: Int32, key: LiteralKey, segment: UnsafeBufferPointer<UInt8>, fold: Bool,
        edges: UnsafeBufferPointer<Edge>, shift: UInt64, literals: UnsafeBufferPointer<UInt8>
    ) -> Int32 {
        let mask = edges.count &- 1
        var slot = key.slot(parent: parent, shift: shift)
        let length = key.length
        if length <= 8 {
            while true {
                let edge = edges[slot]
                if edge.child < 0 { return -1 }
                // One test for both fields: whether the parent or the prefix differs is
                // unpredictable. A long literal's edge has the long flag, so it never passes.
                if UInt64(UInt32(bitPattern: edge.parentAndFlag ^ parent)) | (edge.prefix ^ key.prefix) == 0 {
                    return edge.child
                }
                slot = (slot &+ 1) & mask
            }
        }
        let wanted = parent | Edge.longFlag
        while true {
            let edge = edges[slot]
            if edge.child < 0 { return -1 }
            // The same parent and length, then the literal's first eight bytes, its last eight
            // and (past sixteen) the rest, from the pool.
            if edge.parentAndFlag == wanted && edge.longLength == length {
                let start = edge.longStart
                let bytes = UnsafeRawPointer(literals.baseAddress.unsafelyUnwrapped + start)
                if bytes.loadUnaligned(as: UInt64.self) == key.prefix
                    && bytes.loadUnaligned(fromByteOffset: length &- 8, as: UInt64.self) == key.suffix
                    && (length <= 16
                        || equalBytes(
                            literals, from: start + 8,
                            UnsafeBufferPointer(rebasing: segment[8..<(length - 8)]), fold: fold))
                {
                    return edge.child
                }
            }
            slot = (slot &+ 1) & mask
        }
    }

    @inline(__always)
    static func equalBytes(
        _ literals: UnsafeBufferPointer<UInt8>, from start: Int,
        _ segment: UnsafeBufferPointer<UInt8>, fold: Bool
    ) -> Bool {
        let count = segment.count
        if fold {
            var index = 0
            while index < count {
                if literals[start + index] != LiteralKey.foldASCII(segment[index]) { return false }
                index += 1
            }
            return true
        }
        guard count > 0, let literalBase = literals.baseAddress, let segmentBase = segment.baseAddress else {
            return count == 0
        }
        let lhs = UnsafeRawPointer(literalBase + start)
        let rhs = UnsafeRawPointer(segmentBase)
        if count >= 8 {
            // Eight bytes at a time, then the last eight (overlapping) for the tail.
            var offset = 0
            while offset + 8 <= count {
                if lhs.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    != rhs.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                {
                    return false
                }
                offset += 8
            }
            return offset == count
                || lhs.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
                    == rhs.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        }
        var index = 0
        while index < count {
            if lhs.load(fromByteOffset: index, as: UInt8.self) != rhs.load(fromByteOffset: index, as: UInt8.self) { return false }
            index += 1
        }
        return true
    }
}
