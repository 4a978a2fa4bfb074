extension RouteTrie {
    /// The literal child of `parent` whose literal is `key` (the bytes `segment`, already
    /// folded when `fold` is false; folded while compared when it is true), or -1.
    @inline(__always)
    static func probe(
        parent: Int32, key: LiteralKey, segment: UnsafeBufferPointer<UInt8>, fold: Bool,
        edges: UnsafeBufferPointer<Edge>, shift: UInt64,
        literals: UnsafeBufferPointer<UInt8>, tails: UnsafeBufferPointer<UInt64>
    ) -> Int32 {
        let mask = edges.count &- 1
        var slot = key.slot(parent: parent, shift: shift)
        let length = key.length
        let wanted = length > 8 ? parent | Edge.longFlag : parent
        while true {
            let edge = edges[slot]
            if edge.child < 0 { return -1 }
            // One test for both fields: whether the parent or the prefix differs is unpredictable.
            if UInt64(UInt32(bitPattern: edge.parentAndFlag ^ wanted)) | (edge.prefix ^ key.prefix) == 0 {
                if length <= 8 { return edge.child }
                let tail = tails[Int(edge.child)]
                let start = Int(truncatingIfNeeded: tail >> 32)
                if Int(truncatingIfNeeded: tail & 0xFFFF_FFFF) == length
                    && UnsafeRawPointer(literals.baseAddress! + start)
                        .loadUnaligned(fromByteOffset: length &- 8, as: UInt64.self) == key.suffix
                    && (length <= 16 || equalBytes(literals, from: start + 8,
                                                   UnsafeBufferPointer(rebasing: segment[8..<(length - 8)]), fold: fold)) {
                    return edge.child
                }
            }
            slot = (slot &+ 1) & mask
        }
    }

    @inline(__always)
    static func equalBytes(_ literals: UnsafeBufferPointer<UInt8>, from start: Int,
                           _ segment: UnsafeBufferPointer<UInt8>, fold: Bool) -> Bool {
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
                    != rhs.loadUnaligned(fromByteOffset: offset, as: UInt64.self) { return false }
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
