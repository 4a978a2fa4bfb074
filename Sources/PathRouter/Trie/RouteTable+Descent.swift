extension RouteTable {
    /// The route of `bytes` found in one pass that scans the path and goes down the trie
    /// together, or -1 when the path needs the full resolve (``resolve(bytes:maximumLength:)``).
    ///
    /// At each segment it takes the branch the full walk tries first (the literal child, else
    /// the parameter child, else `*`, else a `**` route), so when it reaches a route, that is
    /// the route the full walk returns. It gives up (-1) on a dead end, where the full walk
    /// would backtrack, and on anything but plain bytes and `/` (an escape, a query, a
    /// fragment, a refused byte, a dot segment), which the full resolve checks and reports. It
    /// writes no segment list and reads each byte once, a word at a time.
    ///
    /// Paths shorter than eight bytes take the full resolve (the word loads need eight).
    @inline(__always)
    func descend(_ bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
        // Two copies, each with `fold` a constant.
        view.fold ? descend(bytes, fold: true) : descend(bytes, fold: false)
    }

    @inline(__always)
    private func descend(_ bytes: UnsafeBufferPointer<UInt8>, fold: Bool) -> Int32 {
        let count = bytes.count
        guard count >= 8, count <= maximumPathLength, bytes[0] == UInt8(ascii: "/") else { return -1 }
        let path = UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped)
        let view = view
        let nodes = view.nodes
        let classes = PathScanner.byteClasses
        var node: Int32 = 0
        /// Once a `**` has taken the rest of the path: its route.
        var catchAllRoute: Int32 = -1
        var segmentStart = 1
        var wordStart = 1
        var unusual = Self.unusualBytes(in: path, count: count, from: wordStart)
        while true {
            // The end of the segment: the next `/`, or the end of the path.
            var segmentEnd = count
            search: while true {
                while unusual == 0 {
                    wordStart &+= 8
                    if wordStart >= count { break search }
                    unusual = Self.unusualBytes(in: path, count: count, from: wordStart)
                }
                let index = wordStart &+ (unusual.trailingZeroBitCount &>> 3)
                unusual &= unusual &- 1
                let byte = bytes[index]
                if byte == UInt8(ascii: "/") {
                    segmentEnd = index
                    break search
                }
                if classes[Int(byte)] != 0 { return -1 }
            }
            let length = segmentEnd &- segmentStart
            if length > 0 {
                if length <= 2 && bytes[segmentStart] == UInt8(ascii: ".") && bytes[segmentEnd &- 1] == UInt8(ascii: ".") {
                    return -1
                }
                if catchAllRoute >= 0 {
                    if segmentEnd == count { return catchAllRoute }
                    segmentStart = segmentEnd &+ 1
                    continue
                }
                let current = nodes[Int(node)]
                var next: Int32 = -1
                if current.hasLiteralChildren {
                    var key = LiteralKey(inPath: path, pathCount: count, start: segmentStart, end: segmentEnd)
                    if fold { key.fold() }
                    next = RouteTrie.probe(parent: node, key: key,
                                           segment: UnsafeBufferPointer(start: bytes.baseAddress.unsafelyUnwrapped + segmentStart,
                                                                        count: length),
                                           fold: fold, edges: view.edges, shift: view.edgeShift,
                                           literals: view.literals, tails: view.tails)
                }
                if next < 0 { next = current.parameterChild }
                if next < 0 { next = current.wildcardChild }
                if next < 0 {
                    // A `**` here takes the rest: its segments are only checked from now on.
                    guard current.catchAllRoute >= 0 else { return -1 }
                    catchAllRoute = current.catchAllRoute
                    next = node
                }
                node = next
            }
            if segmentEnd == count {
                if catchAllRoute >= 0 { return catchAllRoute }
                let last = nodes[Int(node)]
                return last.route >= 0 ? last.route : last.catchAllRoute
            }
            segmentStart = segmentEnd &+ 1
        }
    }

    /// ``PathScanner/unusualBytes(_:)`` of the eight bytes from `start` of a path of `count`
    /// bytes (at least eight); near the end, of the bytes left, read with one load that stays
    /// inside the path.
    @inline(__always)
    static func unusualBytes(in path: UnsafeRawPointer, count: Int, from start: Int) -> UInt64 {
        if start &+ 8 <= count {
            return PathScanner.unusualBytes(UInt64(littleEndian: path.loadUnaligned(fromByteOffset: start, as: UInt64.self)))
        }
        let last = count &- 8
        let word = UInt64(littleEndian: path.loadUnaligned(fromByteOffset: last, as: UInt64.self))
            &>> UInt64(truncatingIfNeeded: (start &- last) &* 8)
        return PathScanner.unusualBytes(word) & ((1 &<< UInt64(truncatingIfNeeded: (count &- start) &* 8)) &- 1)
    }
}
