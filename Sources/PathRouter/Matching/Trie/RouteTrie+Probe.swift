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
