extension RouteTrie {
    /// Where the deepest attempt of a failed walk stopped, for the "nearest pattern" diagnostic.
    struct Miss {
        var node: Int32
        var failedSegmentStart: Int32
        var failedSegmentEnd: Int32
        var matchedPrefixEnd: Int32
    }

    /// The depth-first walk of one resolve, over unsafe views of the trie's arrays.
    ///
    /// At every depth it tries a literal child first, then the parameter child, then `*`, then
    /// a `**` starting there, backtracking when a branch dead-ends. Each trie node stands for
    /// one depth, so the walk visits a node at most once.
    ///
    /// - Complexity: O(length of the path + nodes visited while backtracking); independent of
    ///   the number of routes. No heap allocation unless a segment has percent-escapes.
    struct Walker {
        let bytes: UnsafeBufferPointer<UInt8>
        let segments: UnsafeBufferPointer<PathScanner.Segment>
        let nodes: UnsafeBufferPointer<Node>
        let edges: UnsafeBufferPointer<Edge>
        let literals: UnsafeBufferPointer<UInt8>
        let tails: UnsafeBufferPointer<UInt64>
        let fold: Bool

        var deepestDepth = -1
        var deepestNode: Int32 = 0

        init(bytes: UnsafeBufferPointer<UInt8>, segments: UnsafeBufferPointer<PathScanner.Segment>,
             nodes: UnsafeBufferPointer<Node>,
             edges: UnsafeBufferPointer<Edge>, literals: UnsafeBufferPointer<UInt8>,
             tails: UnsafeBufferPointer<UInt64>, fold: Bool) {
            self.bytes = bytes
            self.segments = segments
            self.nodes = nodes
            self.edges = edges
            self.literals = literals
            self.tails = tails
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
                return current.route >= 0 ? current.route : current.catchAllRoute
            }
            // Probing only nodes that have literal children spares the parameter segments an
            // unsuccessful search of the edge table.
            let child = current.hasLiteralChildren ? literalChild(of: node, segment: segments[depth]) : -1
            if child >= 0 {
                let found = visit(node: child, depth: depth + 1)
                if found >= 0 { return found }
            }
            if current.parameterChild >= 0 {
                let found = visit(node: current.parameterChild, depth: depth + 1)
                if found >= 0 { return found }
            }
            if current.wildcardChild >= 0 {
                let found = visit(node: current.wildcardChild, depth: depth + 1)
                if found >= 0 { return found }
            }
            return current.catchAllRoute
        }

        /// Collects every route that matches from `node` on (not only the most specific one),
        /// for interceptors, where several patterns may guard one path.
        mutating func collect(node: Int32, depth: Int, into matches: inout [Int32]) {
            let current = nodes[Int(node)]
            if depth == segments.count {
                if current.route >= 0 { matches.append(current.route) }
                if current.catchAllRoute >= 0 { matches.append(current.catchAllRoute) }
                return
            }
            if current.hasLiteralChildren {
                let child = literalChild(of: node, segment: segments[depth])
                if child >= 0 { collect(node: child, depth: depth + 1, into: &matches) }
            }
            if current.parameterChild >= 0 { collect(node: current.parameterChild, depth: depth + 1, into: &matches) }
            if current.wildcardChild >= 0 { collect(node: current.wildcardChild, depth: depth + 1, into: &matches) }
            if current.catchAllRoute >= 0 { matches.append(current.catchAllRoute) }
        }

        @inline(__always)
        private func literalChild(of node: Int32, segment: PathScanner.Segment) -> Int32 {
            let start = Int(segment.start), end = Int(segment.end)
            let raw = UnsafeBufferPointer(rebasing: bytes[start..<end])
            if !segment.hasEscapes {
                let key = bytes.count >= 8
                    ? RouteTrie.key(inPath: UnsafeRawPointer(bytes.baseAddress!), pathCount: bytes.count,
                                    start: start, end: end, fold: fold)
                    : RouteTrie.key(raw, fold: fold)
                return RouteTrie.probe(parent: node, key: key, segment: raw, fold: fold,
                                       edges: edges, literals: literals, tails: tails)
            }
            let decoded = PercentDecoding.decode(raw)
            return decoded.withUnsafeBufferPointer { decoded in
                RouteTrie.probe(parent: node, key: RouteTrie.key(decoded, fold: fold), segment: decoded, fold: fold,
                                       edges: edges, literals: literals, tails: tails)
            }
        }
    }
}
