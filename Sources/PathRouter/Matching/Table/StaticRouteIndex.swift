/// The routes whose patterns are all literals (`/settings/billing`), by their whole path: a
/// path that is exactly such a pattern resolves with one hash of its bytes and one comparison
/// with the pattern, instead of a probe per segment.
///
/// It never changes what a path resolves to. A pattern goes in only when its text is already
/// the path it matches: `/` and literals (no segment starts with `:`, `{` or `*`), every byte one a path may carry as it is (no `%`,
/// `?`, `#`, space or control byte), no empty or dot segment, no trailing `/`. So a path equal
/// to it (ASCII case folded when the trie folds case) is plain, with nothing to decode or
/// refuse, and its segments are that route's literals; the full walk, which tries the literal
/// child first at every segment, reaches that same route. Any other path (a parameter's value,
/// a query, an escape, a doubled or trailing `/`) is simply not found here and takes the walk.
///
/// Layout: open addressing with linear probing over 8-byte slots (where the key is, the route and
/// seven bits of the key's hash, ``Slot/tag(of:)``, so that a path that is not the slot's key is
/// told apart there, without reading the key: a path of a parameter route, whose probe finds slots
/// of other keys, then reads no key at all). The keys are copies of the patterns, one after another
/// in ``keys``, each behind a 4-byte header (16 bits of its hash that the slot does not use, and
/// its length): a lookup reads the slot, then the key in that compact pool, not the route's pattern
/// string two references away (a hit at 10,000 routes spent a cache miss on each). Unbinding leaves
/// a tombstone; the table is rebuilt (and the pool with it, without the unbound keys) when slots in
/// use pass half (a miss then reads about two and a half slots; at three quarters it read six). A
/// batch (``beginBatch()``) appends its keys to the pool and places them when it finishes, in a
/// table sized once for all of them.
///
/// ```swift
/// // What the trie does when it binds route 3, `/settings/billing`:
/// index.insert(route: 3, pattern: "/settings/billing", fold: false)
/// ```
struct StaticRouteIndex: Sendable {
    struct Slot: Sendable {
        /// Where the key's record starts in ``StaticRouteIndex/keys``.
        var key: UInt32
        /// The route (bits 0–23) and the key's ``tag(of:)`` (bits 24–30); or ``empty`` or
        /// ``tombstone``, both negative.
        var routeAndTag: Int32

        init(key: UInt32, route: Int32, hash: UInt64) {
            self.key = key
            routeAndTag = route | Self.tag(of: hash)
        }

        init(key: UInt32, routeAndTag: Int32) {
            self.key = key
            self.routeAndTag = routeAndTag
        }

        /// The slot holds a key.
        var isLive: Bool { routeAndTag >= 0 }
        /// The route of a live slot.
        var route: Int32 { routeAndTag & Self.routeMask }

        static let empty: Int32 = -1
        static let tombstone: Int32 = -2
        static let routeMask: Int32 = 0x00FF_FFFF
        /// What ``tag(of:)`` can set, with the sign: `routeAndTag & tagMask == tag(of: hash)`
        /// is a live slot whose key has the same tag.
        static let tagMask = Int32(bitPattern: 0xFF00_0000)
        /// Routes from this index on are not filed (they take the walk): 16,777,215 routes.
        static let routeLimit: Int32 = 0x00FF_FFFF

        /// Seven bits of `hash` that neither the slot (its top bits) nor the key's header (its
        /// low 16 bits) uses, in bits 24–30.
        @inline(__always)
        static func tag(of hash: UInt64) -> Int32 {
            Int32(truncatingIfNeeded: (hash &>> 16) & 0x7F) &<< 24
        }
    }

    private(set) var slots: [Slot] = []
    /// The keys' records: ``header(hash:count:)``, then the pattern's bytes (folded when the
    /// trie folds case).
    private(set) var keys: [UInt8] = []
    /// 64 minus the base-2 logarithm of the slot count: how far the hash is shifted.
    private(set) var shift: UInt64 = 64
    private(set) var liveCount = 0
    private var tombstoneCount = 0
    /// The keys an open batch filed (at most one per route of the batch): in the pool and counted
    /// live, not yet in a slot. Empty outside a batch.
    private var unplaced: [Slot] = []
    /// A batch is open (``beginBatch()``): keys go to ``unplaced``.
    private var defersPlacement = false

    /// The longest pattern filed (its length must fit the header); a longer one takes the walk.
    static let maximumKeyLength = Int(UInt16.max)

    /// A key record's first four bytes: the hash's low 16 bits (the slot is its top bits, so
    /// these tell keys in one run of slots apart) and the key's length.
    @inline(__always)
    static func header(hash: UInt64, count: Int) -> UInt32 {
        UInt32(truncatingIfNeeded: hash & 0xFFFF) | UInt32(truncatingIfNeeded: count) << 16
    }

    /// Files `route` under its pattern, if the pattern is a plain path (see the type's notes).
    mutating func insert(route: Int32, pattern: String, fold: Bool) {
        var text = pattern
        text.makeContiguousUTF8()
        text.utf8.withContiguousStorageIfAvailable { bytes in
            guard bytes.count <= Self.maximumKeyLength, route < Slot.routeLimit,
                let hash = Self.hash(ofPlainPattern: bytes, fold: fold)
            else { return }
            if defersPlacement {
                unplaced.append(Slot(key: appendKey(bytes, hash: hash, fold: fold), route: route, hash: hash))
                liveCount += 1
                return
            }
            // Rebuilt first: a rebuild makes a new pool of the keys that are in the table.
            if (liveCount + tombstoneCount + 1) * 2 > slots.count { rebuild(forLiveCount: liveCount + 1) }
            place(route: route, key: appendKey(bytes, hash: hash, fold: fold), hash: hash)
            liveCount += 1
        }
    }

    /// Takes `route` (whose pattern is `pattern`) out, if it is in. Its key stays in the pool
    /// until the next rebuild. Never called while a batch is open.
    mutating func remove(route: Int32, pattern: String, fold: Bool) {
        guard liveCount > 0, let hash = Self.hash(ofPlainPattern: pattern, fold: fold) else { return }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash &>> shift)
        while slots[slot].routeAndTag != Slot.empty {
            if slots[slot].isLive && slots[slot].route == route {
                slots[slot].routeAndTag = Slot.tombstone
                tombstoneCount += 1
                liveCount -= 1
                return
            }
            slot = (slot + 1) & mask
        }
    }

    /// Reallocates the pool to its exact size when growth left it room to spare (after a large
    /// batch).
    mutating func trimCapacity() {
        keys = keys.trimmingGrowthSlack()
    }

    // MARK: - Batches

    /// Opens a batch: keys inserted until ``finishBatch()`` go to the pool but into no slot, so
    /// that the table is not rebuilt again and again as a large batch fills it. Nothing is
    /// looked up or removed until the batch finishes.
    mutating func beginBatch() {
        defersPlacement = true
    }

    /// Places the keys the batch filed. The table grows at most once, to the size inserting
    /// them one by one would have reached (the smallest power of two at most half full).
    mutating func finishBatch() {
        defersPlacement = false
        guard !unplaced.isEmpty else { return }
        let filed = unplaced
        unplaced = []
        if (liveCount + tombstoneCount) * 2 > slots.count {
            var size = 16
            while liveCount * 2 > size && size < 1 << 32 { size *= 2 }
            rebuild(toSize: size, adding: filed)
            return
        }
        keys.withUnsafeBufferPointer { pool in
            for slot in filed { place(route: slot.route, key: slot.key, hash: Self.hash(ofRecord: slot.key, in: pool)) }
        }
    }

    /// Appends a key's record to the pool; returns where it starts.
    private mutating func appendKey(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64, fold: Bool) -> UInt32 {
        let start = keys.count
        let header = Self.header(hash: hash, count: bytes.count)
        for shift in stride(from: 0, to: 32, by: 8) { keys.append(UInt8(truncatingIfNeeded: header >> UInt32(shift))) }
        if fold {
            for byte in bytes { keys.append(LiteralKey.foldASCII(byte)) }
        } else {
            keys.append(contentsOf: bytes)
        }
        return UInt32(start)
    }

    private mutating func place(route: Int32, key: UInt32, hash: UInt64) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash &>> shift)
        while slots[slot].isLive { slot = (slot + 1) & mask }
        if slots[slot].routeAndTag == Slot.tombstone { tombstoneCount -= 1 }
        slots[slot] = Slot(key: key, route: route, hash: hash)
    }

    /// Resizes the table for `live` keys. When unbinds left keys in the pool that no slot
    /// uses, the live keys are copied into a new pool, in the order of their slots.
    private mutating func rebuild(forLiveCount live: Int) {
        var size = 16
        // At most a third full after; never more than 2^32 slots (route indices are `Int32`,
        // so that many slots stay under three quarters full).
        while size < live * 3 && size < 1 << 32 { size *= 2 }
        rebuild(toSize: size)
    }

    /// Rebuilds the table with `size` slots, holding the keys in slots and the keys `adding`
    /// (filed by a batch, in the pool but in no slot).
    private mutating func rebuild(toSize size: Int, adding filed: [Slot] = []) {
        let old = slots
        let oldKeys = keys
        let compacting = tombstoneCount > 0
        slots = Array(repeating: Slot(key: 0, routeAndTag: Slot.empty), count: size)
        shift = UInt64(64 - size.trailingZeroBitCount)
        tombstoneCount = 0
        if compacting {
            keys = []
            keys.reserveCapacity(oldKeys.count)
        }
        oldKeys.withUnsafeBufferPointer { pool in
            func refile(_ slot: Slot) {
                let hash = Self.hash(ofRecord: slot.key, in: pool)
                let key = compacting ? appendKey(Self.bytes(ofRecord: slot.key, in: pool), hash: hash, fold: false) : slot.key
                place(route: slot.route, key: key, hash: hash)
            }
            for slot in old where slot.isLive { refile(slot) }
            for slot in filed { refile(slot) }
        }
    }

    /// The bytes of the key whose record starts at `record` in `pool`.
    private static func bytes(ofRecord record: UInt32, in pool: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        let start = UnsafeRawPointer(pool.baseAddress.unsafelyUnwrapped) + Int(record)
        let count = Int(UInt32(littleEndian: start.loadUnaligned(as: UInt32.self)) >> 16)
        return UnsafeBufferPointer(start: (start + 4).assumingMemoryBound(to: UInt8.self), count: count)
    }

    /// The hash the key whose record starts at `record` in `pool` was filed under: the stored
    /// bytes are folded already (when the trie folds), so their hash without folding.
    private static func hash(ofRecord record: UInt32, in pool: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let bytes = bytes(ofRecord: record, in: pool)
        return hash(UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped), count: bytes.count, fold: false)
    }

    /// The hash of `pattern` when it is a plain path (see the type's notes), or `nil`.
    static func hash(ofPlainPattern pattern: String, fold: Bool) -> UInt64? {
        var text = pattern
        text.makeContiguousUTF8()
        return text.utf8.withContiguousStorageIfAvailable { hash(ofPlainPattern: $0, fold: fold) } ?? nil
    }

    /// The hash of a pattern's bytes when it is a plain path, or `nil`.
    static func hash(ofPlainPattern bytes: UnsafeBufferPointer<UInt8>, fold: Bool) -> UInt64? {
        guard isPlainPath(bytes) else { return nil }
        return hash(UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped), count: bytes.count, fold: fold)
    }

    /// Whether `bytes` is `/`, or `/` and segments that are literals a path carries as they
    /// are: none empty (so no trailing `/`), `.` or `..`, or starting with `:`, `{` or `*`;
    /// no byte of ``PathScanner/byteClasses`` other than `/`. Read eight bytes at a time.
    static func isPlainPath(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = bytes.count
        guard count > 0, bytes[0] == UInt8(ascii: "/") else { return false }
        if count == 1 { return true }
        let classes = PathScanner.byteClasses
        var segmentStart = 1
        if count < 8 {
            for index in 1..<count where bytes[index] == UInt8(ascii: "/") || classes[Int(bytes[index])] != 0 {
                guard bytes[index] == UInt8(ascii: "/"), isLiteral(bytes, from: segmentStart, to: index) else { return false }
                segmentStart = index + 1
            }
            return isLiteral(bytes, from: segmentStart, to: count)
        }
        let path = UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped)
        var wordStart = 1
        while wordStart < count {
            // Flags `/`, every byte the classes refuse or treat apart, and some plain ones.
            var unusual = PathScanner.unusualBytes(in: path, count: count, from: wordStart)
            while unusual != 0 {
                let index = wordStart &+ (unusual.trailingZeroBitCount &>> 3)
                unusual &= unusual &- 1
                let byte = bytes[index]
                if byte == UInt8(ascii: "/") {
                    guard isLiteral(bytes, from: segmentStart, to: index) else { return false }
                    segmentStart = index &+ 1
                } else if classes[Int(byte)] != 0 {
                    return false
                }
            }
            wordStart &+= 8
        }
        return isLiteral(bytes, from: segmentStart, to: count)
    }

    /// Whether `bytes[start..<end]` can be a literal segment of a plain path.
    @inline(__always)
    private static func isLiteral(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        let length = end &- start
        guard length > 0 else { return false }
        let first = bytes[start]
        if length <= 2 && first == UInt8(ascii: ".") && bytes[end &- 1] == UInt8(ascii: ".") { return false }
        return first != UInt8(ascii: ":") && first != UInt8(ascii: "{") && first != UInt8(ascii: "*")
    }

    // MARK: - Looking up

    /// One hash of `count` bytes at `bytes`, eight at a time, folded first when `fold` is
    /// true: the same for a path and for the pattern it equals.
    @inline(__always)
    static func hash(_ bytes: UnsafeRawPointer, count: Int, fold: Bool) -> UInt64 {
        var hash = UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15
        var offset = 0
        while offset &+ 8 <= count {
            var word = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            if fold { word = LiteralKey.foldWord(word) }
            hash = (hash ^ word) &* 0xBF58_476D_1CE4_E5B9
            hash ^= hash &>> 29
            offset &+= 8
        }
        if offset < count {
            var word: UInt64
            if count >= 8 {
                // The last eight bytes, shifted so that only the unread ones remain.
                word = bytes.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self) &>> UInt64((8 &- (count &- offset)) &* 8)
            } else {
                word = 0
                var index = count
                while index > 0 {
                    index &-= 1
                    word = word &<< 8 | UInt64(bytes.load(fromByteOffset: index, as: UInt8.self))
                }
            }
            if fold { word = LiteralKey.foldWord(word) }
            hash = (hash ^ word) &* 0xBF58_476D_1CE4_E5B9
            hash ^= hash &>> 29
        }
        return hash &* 0x94D0_49BB_1331_11EB
    }

    /// Whether the `count` bytes at `path` are the bytes of `key`, both folded when `fold` is
    /// true.
    @inline(__always)
    static func path(_ path: UnsafeRawPointer, count: Int, equals key: UnsafeBufferPointer<UInt8>, fold: Bool) -> Bool {
        guard key.count == count else { return false }
        let bytes = UnsafeRawPointer(key.baseAddress.unsafelyUnwrapped)
        var offset = 0
        if count >= 8 {
            while offset &+ 8 <= count {
                if !equalWords(
                    path.loadUnaligned(fromByteOffset: offset, as: UInt64.self),
                    bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self), fold: fold)
                {
                    return false
                }
                offset &+= 8
            }
            return offset == count
                || equalWords(
                    path.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self),
                    bytes.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self), fold: fold)
        }
        while offset < count {
            let lhs = path.load(fromByteOffset: offset, as: UInt8.self)
            let rhs = bytes.load(fromByteOffset: offset, as: UInt8.self)
            if (fold ? LiteralKey.foldASCII(lhs) != LiteralKey.foldASCII(rhs) : lhs != rhs) { return false }
            offset &+= 1
        }
        return true
    }

    @inline(__always)
    private static func equalWords(_ lhs: UInt64, _ rhs: UInt64, fold: Bool) -> Bool {
        fold ? LiteralKey.foldWord(lhs) == LiteralKey.foldWord(rhs) : lhs == rhs
    }
}
