/// The key of a literal segment in a ``RouteTrie``'s edge table: its first eight bytes, its
/// last eight and its length, read with a few word loads, never a loop over its bytes.
///
/// The edge table is shared by all nodes, so a slot depends on the parent node as well
/// (``slot(parent:shift:)``). Bytes in the middle of a literal longer than sixteen bytes are
/// left to the probe's comparison.
struct LiteralKey {
    /// The first eight bytes, little-endian, zero-padded (segments never hold a NUL, so the
    /// padding cannot be mistaken for bytes).
    var prefix: UInt64
    /// The last eight bytes of a literal longer than eight bytes; zero otherwise.
    var suffix: UInt64
    var length: Int

    /// The key of `bytes`, folded to lower case when `fold`.
    init(_ bytes: UnsafeBufferPointer<UInt8>, fold: Bool) {
        length = bytes.count
        guard let address = bytes.baseAddress, length > 0 else {
            prefix = 0
            suffix = 0
            return
        }
        let base = UnsafeRawPointer(address)
        if length >= 8 {
            prefix = UInt64(littleEndian: base.loadUnaligned(as: UInt64.self))
        } else if length >= 4 {
            // Four to seven bytes: two overlapping four-byte loads.
            let low = UInt64(UInt32(littleEndian: base.loadUnaligned(as: UInt32.self)))
            let high = UInt64(UInt32(littleEndian: base.loadUnaligned(fromByteOffset: length - 4, as: UInt32.self)))
            prefix = low | high << UInt64((length - 4) * 8)
        } else {
            prefix = 0
            for index in 0..<length { prefix |= UInt64(bytes[index]) << UInt64(index * 8) }
        }
        suffix =
            length > 8
            ? UInt64(littleEndian: base.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self)) : 0
        if fold { self.fold() }
    }

    /// The key of the segment `start..<end` of a path of `pathCount` bytes (at least eight),
    /// read with unaligned loads that stay inside the path.
    @inline(__always)
    init(inPath path: UnsafeRawPointer, pathCount: Int, start: Int, end: Int) {
        length = end &- start
        if start &+ 8 <= pathCount {
            prefix = UInt64(littleEndian: path.loadUnaligned(fromByteOffset: start, as: UInt64.self))
        } else {
            // Near the end: load the path's last eight bytes and shift the segment down.
            let base = pathCount &- 8
            prefix =
                UInt64(littleEndian: path.loadUnaligned(fromByteOffset: base, as: UInt64.self))
                &>> UInt64(truncatingIfNeeded: (start &- base) &* 8)
        }
        if length < 8 {
            prefix &= (1 &<< UInt64(truncatingIfNeeded: length &* 8)) &- 1
            suffix = 0
        } else {
            suffix =
                length > 8
                ? UInt64(littleEndian: path.loadUnaligned(fromByteOffset: end &- 8, as: UInt64.self)) : 0
        }
    }

    /// The key of a short literal (at most eight bytes) from its stored prefix.
    init(shortPrefix: UInt64) {
        prefix = shortPrefix
        suffix = 0
        length = 8 - shortPrefix.leadingZeroBitCount / 8
    }

    /// Folds the ASCII capitals of the loaded bytes to lower case.
    @inline(__always)
    mutating func fold() {
        prefix = Self.foldWord(prefix)
        suffix = Self.foldWord(suffix)
    }

    /// The slot of this key under `parent` in an edge table of `1 << (64 - shift)` slots:
    /// the top bits of one multiplicative hash of the words, the length and the parent.
    @inline(__always)
    func slot(parent: Int32, shift: UInt64) -> Int {
        var hash = prefix ^ (suffix &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(truncatingIfNeeded: length) << 56
        hash ^= UInt64(UInt32(bitPattern: parent)) &* 0xC2B2_AE3D_27D4_EB4F
        hash ^= hash >> 29
        return Int(truncatingIfNeeded: (hash &* 0xBF58_476D_1CE4_E5B9) &>> shift)
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
}
