/// The compiled route table: a trie stored in flat arrays.
///
/// Every node stands for one path depth. Literal children are found through one open-addressing
/// hash table shared by all nodes (keyed by parent node and a hash of the segment), so a
/// lookup touches each path segment once and allocates nothing. A node has at most one
/// parameter child and one `*` child, because parameter names are not part of the shape; the
/// names live with each route.
///
/// The trie is a value: the registry mutates it only while it holds the only reference, and
/// publishes it wrapped in an immutable table, so readers never see a half-built state.
@usableFromInline
struct RouteTrie: Sendable {
    /// A node: 16 bytes, so that four share a cache line. The diagnostic sample route lives
    /// apart, in ``RouteTrie/samples``, because lookups never read it.
    struct Node: Sendable {
        var parameterChild: Int32 = -1
        var wildcardChild: Int32 = -1
        /// The route whose pattern ends at this node.
        var route: Int32 = -1
        /// Bit 31: the node has literal children. Bits 0–30: the route whose `**` starts at
        /// this node, plus one (zero for none).
        private var packed: UInt32 = 0

        /// The route whose `**` starts at this node, or -1.
        var catchAllRoute: Int32 {
            get { Int32(bitPattern: packed & 0x7FFF_FFFF) - 1 }
            set { packed = (packed & 0x8000_0000) | UInt32(bitPattern: newValue + 1) }
        }

        var hasLiteralChildren: Bool {
            get { packed & 0x8000_0000 != 0 }
            set { packed = newValue ? packed | 0x8000_0000 : packed & 0x7FFF_FFFF }
        }
    }

    /// A literal edge. The first eight bytes of the literal are kept in `prefix`, so that most
    /// comparisons never read ``RouteTrie/literalBytes``. 16 bytes, so that four share a
    /// cache line.
    ///
    /// A literal of at most eight bytes is its prefix, zero-padded (segments never hold a NUL,
    /// so the padding cannot be mistaken for bytes). A longer literal sets ``longFlag`` in
    /// `parentAndFlag`, and its bytes are found through ``RouteTrie/tails`` of its child.
    struct Edge: Sendable {
        var parentAndFlag: Int32
        var child: Int32
        var prefix: UInt64

        static let empty = Edge(parentAndFlag: -1, child: -1, prefix: 0)
        static let longFlag = Int32(bitPattern: 0x8000_0000)

        var parent: Int32 { parentAndFlag & 0x7FFF_FFFF }
        var isLong: Bool { parentAndFlag < 0 }
    }

    /// A bound route and where its pattern captures: its names in the shared name pool, a bit
    /// per segment position that is a parameter, and where a `**` starts.
    @usableFromInline
    struct Entry: Sendable {
        @usableFromInline let route: NavigationRoute
        /// Bit `i` is set when segment `i` is a parameter. Bit 63 set means "some parameter is
        /// at position 63 or deeper: read the positions from the pattern".
        let parameterMask: UInt64
        /// Where the names start in ``RouteTrie/parameterNames``.
        let namesStart: Int32
        /// How many names (the catch-all's included).
        let namesCount: Int16
        /// The segment position where `**` starts, or -1.
        let catchAllPosition: Int16
        /// The route is a redirect (``NavigationRoute/redirect(from:to:)``): a resolve follows it.
        let isRedirect: Bool
    }

    /// The parameter names of every route, stored once; entries point into it.
    private(set) var parameterNames: [String] = []
    private(set) var nodes: [Node] = [Node()]
    /// For each node, some route at or below it ("nearest pattern" diagnostics), or -1.
    private(set) var samples: [Int32] = [-1]
    /// Literal edges, stored directly in an open-addressing table (an empty slot has
    /// `child == -1`), so that a probe reads one slot, not a slot and then an edge.
    private(set) var edges: [Edge] = Array(repeating: .empty, count: 16)
    private(set) var edgeCount = 0
    /// The bytes of literals longer than eight bytes.
    private(set) var literalBytes: [UInt8] = []
    /// For a node reached by a long literal: where its bytes start in ``literalBytes`` (high
    /// 32 bits) and how many there are (low 32 bits); zero otherwise.
    private(set) var tails: [UInt64] = [0]
    /// Bound routes by index, in registration order; `nil` where a route was unbound.
    private(set) var entries: [Entry?] = []
    private(set) var liveRouteCount = 0
    /// How many bound routes are redirects: with none (the common case), a resolve never
    /// looks for one.
    private(set) var redirectCount = 0
    let caseInsensitive: Bool

    /// Makes room for `count` more routes, so that a batch grows the arrays once.
    mutating func reserveCapacity(forAdditionalRoutes count: Int) {
        entries.reserveCapacity(entries.count + count)
    }

    /// Reallocates the arrays to their exact sizes (after a large batch).
    mutating func trimCapacity() {
        parameterNames = parameterNames.exactCopy()
        nodes = nodes.exactCopy()
        samples = samples.exactCopy()
        tails = tails.exactCopy()
        literalBytes = literalBytes.exactCopy()
        entries = entries.exactCopy()
    }

    init(caseInsensitive: Bool) {
        self.caseInsensitive = caseInsensitive
    }

    // MARK: - Hashing

    /// The key of a literal segment: its first eight bytes (zero-padded, folded when `fold`),
    /// and a hash that picks the slot in the edge table.
    ///
    /// The hash mixes the first eight bytes, the length and, for a segment longer than eight
    /// bytes, its last eight bytes; bytes in between are left to the probe's comparison. So
    /// every key costs the same few operations, without a loop or a branch on the length.
    @inline(__always)
    static func key(_ bytes: UnsafeBufferPointer<UInt8>, fold: Bool) -> (prefix: UInt64, hash: UInt32) {
        let first = prefix(bytes, fold: fold)
        var last: UInt64 = 0
        if bytes.count > 8 {
            last = UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress!)
                .loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self))
            if fold { last = foldWord(last) }
        }
        return (first, mix(first: first, last: last, count: bytes.count))
    }

    /// ``key(_:fold:)`` of the segment `start..<end` of a path of `pathCount` (at least eight)
    /// bytes, read with unaligned loads that stay inside the path: no loop, no branch.
    @inline(__always)
    static func key(inPath path: UnsafeRawPointer, pathCount: Int, start: Int, end: Int,
                    fold: Bool) -> (prefix: UInt64, hash: UInt32) {
        let length = end - start
        // Near the end of the path, load the path's last eight bytes and shift the segment down.
        let base = min(start, pathCount - 8)
        var first = UInt64(littleEndian: path.loadUnaligned(fromByteOffset: base, as: UInt64.self))
            >> UInt64((start - base) * 8)
        first &= ~0 >> UInt64((8 - min(length, 8)) * 8)
        let tail = UInt64(littleEndian: path.loadUnaligned(fromByteOffset: max(end - 8, 0), as: UInt64.self))
        var last = length > 8 ? tail : 0
        if fold {
            first = foldWord(first)
            last = foldWord(last)
        }
        return (first, mix(first: first, last: last, count: length))
    }

    @inline(__always)
    static func mix(first: UInt64, last: UInt64, count: Int) -> UInt32 {
        var hash = (first ^ (last >> 32 | last << 32)) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(count)
        hash = (hash ^ (hash >> 29)) &* 0xBF58_476D_1CE4_E5B9
        return UInt32(truncatingIfNeeded: hash >> 32)
    }

    /// Folds the ASCII capitals of eight bytes to lower case at once.
    @inline(__always)
    static func foldWord(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high = ones &* 0x80
        let seven = word & ~high
        // A byte (high bit clear) plus 0x80 - n has its high bit set when it is at least n.
        let atLeastA = seven &+ ones &* (0x80 - 0x41)
        let pastZ = seven &+ ones &* (0x80 - 0x5B)
        let capitals = atLeastA & ~pastZ & ~word & high
        return word | capitals >> 2
    }

    @inline(__always)
    static func foldASCII(_ byte: UInt8) -> UInt8 {
        byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
    }

    @inline(__always)
    static func slot(parent: Int32, hash: UInt32, mask: Int) -> Int {
        var mixed = hash ^ (UInt32(bitPattern: parent) &* 0x9E37_79B1)
        mixed ^= mixed >> 15
        return Int(mixed) & mask
    }

    // MARK: - Insertion

    /// Where a pattern's shape ends in the trie.
    enum Terminal {
        case route(node: Int32)
        case catchAll(node: Int32)
    }

    /// Adds `route` with its parsed `pattern`.
    ///
    /// On a conflict nothing has changed: a pattern with the same shape as a bound one creates
    /// no node before it reaches the bound terminal.
    mutating func insert(_ route: NavigationRoute, pattern: RoutePattern) throws(NavigationError) {
        // New nodes get this route as their diagnostic sample. A conflicting pattern's shape
        // exists already, so it creates no node and leaves no sample behind.
        let routeIndex = Int32(entries.count)
        if samples[0] < 0 { samples[0] = routeIndex }
        var node: Int32 = 0
        var terminal = Terminal.route(node: 0)
        var mask: UInt64 = 0
        var catchAllPosition: Int16 = -1
        for (position, segment) in pattern.segments.enumerated() {
            switch segment.kind {
            case .literal(let text):
                node = literalChild(of: node, text: text, sample: routeIndex)
            case .parameter:
                if nodes[Int(node)].parameterChild < 0 {
                    nodes[Int(node)].parameterChild = appendNode(sample: routeIndex)
                }
                node = nodes[Int(node)].parameterChild
                mask |= position < 63 ? 1 << UInt64(position) : 1 << 63
            case .wildcard:
                if nodes[Int(node)].wildcardChild < 0 {
                    nodes[Int(node)].wildcardChild = appendNode(sample: routeIndex)
                }
                node = nodes[Int(node)].wildcardChild
            case .catchAll:
                terminal = .catchAll(node: node)
                catchAllPosition = Int16(clamping: position)
                continue
            }
            terminal = .route(node: node)
        }
        switch terminal {
        case .route(let end):
            if let existing = entry(at: nodes[Int(end)].route) {
                throw conflict(route, existing: existing)
            }
            nodes[Int(end)].route = routeIndex
        case .catchAll(let end):
            if let existing = entry(at: nodes[Int(end)].catchAllRoute) {
                throw conflict(route, existing: existing)
            }
            nodes[Int(end)].catchAllRoute = routeIndex
        }
        let namesStart = Int32(parameterNames.count)
        for segment in pattern.segments {
            if let name = segment.parameterName { parameterNames.append(name) }
        }
        entries.append(Entry(route: route, parameterMask: mask, namesStart: namesStart,
                             namesCount: Int16(clamping: Int(Int32(parameterNames.count) - namesStart)),
                             catchAllPosition: catchAllPosition, isRedirect: route.redirectPattern != nil))
        liveRouteCount += 1
        if route.redirectPattern != nil { redirectCount += 1 }
    }

    private func conflict(_ route: NavigationRoute, existing: Entry) -> NavigationError {
        let reason = existing.route.path == route.path
            ? "the pattern is already bound to \(existing.route.type)"
            : "the pattern has the same shape as the bound pattern '\(existing.route.path)' (only parameter names differ)"
        return NavigationError(code: .routeConflict, path: route.path, reason: reason, nearestPattern: existing.route.path)
    }

    func entry(at index: Int32) -> Entry? {
        index >= 0 ? entries[Int(index)] : nil
    }

    private mutating func appendNode(sample: Int32) -> Int32 {
        nodes.append(Node())
        samples.append(sample)
        tails.append(0)
        return Int32(nodes.count - 1)
    }

    private mutating func literalChild(of parent: Int32, text: String, sample: Int32) -> Int32 {
        var text = text
        if caseInsensitive { text = String(decoding: text.utf8.map(Self.foldASCII), as: UTF8.self) }
        let (found, key) = text.utf8.withContiguousStorageIfAvailable { bytes in
            let key = Self.key(bytes, fold: false)
            return (findLiteral(parent: parent, segment: bytes, key: key), key)
        }!
        if found >= 0 { return found }

        let child = appendNode(sample: sample)
        let length = text.utf8.count
        var edge = Edge(parentAndFlag: parent, child: child, prefix: key.prefix)
        if length > 8 {
            edge.parentAndFlag |= Edge.longFlag
            tails[Int(child)] = UInt64(literalBytes.count) << 32 | UInt64(length)
            text.utf8.withContiguousStorageIfAvailable { literalBytes.append(contentsOf: $0) }
        }
        nodes[Int(parent)].hasLiteralChildren = true
        edgeCount += 1
        if edgeCount * 4 > edges.count * 3 {
            let old = edges
            edges = Array(repeating: .empty, count: old.count * 2)
            for existing in old where existing.child >= 0 {
                place(existing, hash: hash(of: existing))
            }
        }
        place(edge, hash: key.hash)
        return child
    }

    /// The slot hash of an edge's literal, as ``key(_:fold:)`` computes it, without copying
    /// the literal: a short literal is its prefix (its bytes are never zero, so the prefix
    /// also tells its length); a long one is read in place.
    private func hash(of edge: Edge) -> UInt32 {
        if edge.isLong {
            let tail = tails[Int(edge.child)]
            let start = Int(tail >> 32), length = Int(tail & 0xFFFF_FFFF)
            return literalBytes.withUnsafeBufferPointer {
                Self.key(UnsafeBufferPointer(rebasing: $0[start..<(start + length)]), fold: false).hash
            }
        }
        let length = 8 - edge.prefix.leadingZeroBitCount / 8
        return Self.mix(first: edge.prefix, last: 0, count: length)
    }

    /// The bytes of an edge's literal (as stored: folded when case-insensitive).
    func literal(of edge: Edge) -> [UInt8] {
        if edge.isLong {
            let tail = tails[Int(edge.child)]
            let start = Int(tail >> 32), length = Int(tail & 0xFFFF_FFFF)
            return Array(literalBytes[start..<(start + length)])
        }
        var bytes: [UInt8] = []
        var prefix = edge.prefix
        while prefix != 0 {
            bytes.append(UInt8(truncatingIfNeeded: prefix))
            prefix >>= 8
        }
        return bytes
    }

    private mutating func place(_ edge: Edge, hash: UInt32) {
        let mask = edges.count - 1
        var slot = Self.slot(parent: edge.parent, hash: hash, mask: mask)
        while edges[slot].child >= 0 { slot = (slot + 1) & mask }
        edges[slot] = edge
    }

    /// The literal child of `parent` for `segment` (already folded when case-insensitive), or -1.
    func findLiteral(parent: Int32, segment: UnsafeBufferPointer<UInt8>, key: (prefix: UInt64, hash: UInt32)) -> Int32 {
        edges.withUnsafeBufferPointer { edges in
            literalBytes.withUnsafeBufferPointer { literals in
                tails.withUnsafeBufferPointer { tails in
                    Self.probe(parent: parent, key: key, segment: segment, fold: false,
                               edges: edges, literals: literals, tails: tails)
                }
            }
        }
    }

    @inline(__always)
    static func probe(
        parent: Int32, key: (prefix: UInt64, hash: UInt32), segment: UnsafeBufferPointer<UInt8>, fold: Bool,
        edges: UnsafeBufferPointer<Edge>, literals: UnsafeBufferPointer<UInt8>, tails: UnsafeBufferPointer<UInt64>
    ) -> Int32 {
        let mask = edges.count - 1
        var slot = Self.slot(parent: parent, hash: key.hash, mask: mask)
        let prefix = key.prefix
        let long = segment.count > 8
        let wanted = long ? parent | Edge.longFlag : parent
        while true {
            let edge = edges[slot]
            if edge.child < 0 { return -1 }
            // One test for both fields: whether the parent or the prefix differs is unpredictable.
            if UInt64(UInt32(bitPattern: edge.parentAndFlag ^ wanted)) | (edge.prefix ^ prefix) == 0 {
                if !long { return edge.child }
                let tail = tails[Int(edge.child)]
                if Int(tail & 0xFFFF_FFFF) == segment.count
                    && equalBytes(literals, from: Int(tail >> 32) + 8, UnsafeBufferPointer(rebasing: segment[8...]), fold: fold) {
                    return edge.child
                }
            }
            slot = (slot + 1) & mask
        }
    }

    /// The first eight bytes of `bytes` (folded when `fold`), little-endian, zero-padded.
    @inline(__always)
    static func prefix(_ bytes: UnsafeBufferPointer<UInt8>, fold: Bool) -> UInt64 {
        let count = bytes.count
        var value: UInt64 = 0
        if count >= 8 {
            value = UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress!).loadUnaligned(as: UInt64.self))
        } else if count >= 4 {
            // Four to seven bytes: two overlapping four-byte loads.
            let base = UnsafeRawPointer(bytes.baseAddress!)
            let low = UInt64(UInt32(littleEndian: base.loadUnaligned(as: UInt32.self)))
            let high = UInt64(UInt32(littleEndian: base.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)))
            value = low | high << UInt64((count - 4) * 8)
        } else {
            for index in 0..<count { value |= UInt64(bytes[index]) << UInt64(index * 8) }
        }
        return fold ? foldWord(value) : value
    }

    @inline(__always)
    static func equalBytes(_ literals: UnsafeBufferPointer<UInt8>, from start: Int,
                           _ segment: UnsafeBufferPointer<UInt8>, fold: Bool) -> Bool {
        let count = segment.count
        if fold {
            var index = 0
            while index < count {
                if literals[start + index] != foldASCII(segment[index]) { return false }
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
                    != rhs.loadUnaligned(fromByteOffset: offset, as: UInt64.self) { return false }
                offset += 8
            }
            return offset == count
                || lhs.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
                    == rhs.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        }
        if count >= 4 {
            return lhs.loadUnaligned(as: UInt32.self) == rhs.loadUnaligned(as: UInt32.self)
                && lhs.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
                    == rhs.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
        }
        var index = 0
        while index < count {
            if lhs.load(fromByteOffset: index, as: UInt8.self) != rhs.load(fromByteOffset: index, as: UInt8.self) { return false }
            index += 1
        }
        return true
    }

    // MARK: - Removal

    /// Removes the route bound with `pattern`'s shape and returns it. Nodes stay (they cost a
    /// few bytes and keep the table valid); the route's slot is emptied.
    mutating func remove(shapeOf pattern: RoutePattern) -> NavigationRoute? {
        guard let terminal = terminal(forShapeOf: pattern) else { return nil }
        let index: Int32
        switch terminal {
        case .route(let node):
            index = nodes[Int(node)].route
            guard index >= 0 else { return nil }
            nodes[Int(node)].route = -1
        case .catchAll(let node):
            index = nodes[Int(node)].catchAllRoute
            guard index >= 0 else { return nil }
            nodes[Int(node)].catchAllRoute = -1
        }
        let removed = entries[Int(index)]?.route
        entries[Int(index)] = nil
        liveRouteCount -= 1
        if removed?.redirectPattern != nil { redirectCount -= 1 }
        return removed
    }

    /// Some live route at or below `node`, for diagnostics (slow path after unbinds).
    func nearestRoute(below node: Int32) -> Entry? {
        if let sample = entry(at: samples[Int(node)]) { return sample }
        var stack: [Int32] = [node]
        while let current = stack.popLast() {
            let value = nodes[Int(current)]
            if let found = entry(at: value.route) ?? entry(at: value.catchAllRoute) { return found }
            if value.parameterChild >= 0 { stack.append(value.parameterChild) }
            if value.wildcardChild >= 0 { stack.append(value.wildcardChild) }
            if value.hasLiteralChildren {
                for edge in edges where edge.child >= 0 && edge.parent == current { stack.append(edge.child) }
            }
        }
        return nil
    }
}

extension Array {
    /// A copy whose storage holds exactly `count` elements (no growth slack).
    func exactCopy() -> [Element] {
        guard capacity > count else { return self }
        return [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            _ = buffer.initialize(fromContentsOf: self)
            initialized = count
        }
    }
}
