extension RouteTable {
    /// The all-literal route whose whole path `bytes` is (``StaticRouteIndex``), or -1.
    @inline(__always)
    func staticRoute(_ bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
        let view = view
        let slots = view.staticSlots
        let count = bytes.count
        guard !slots.isEmpty, count > 0, count <= maximumPathLength else { return -1 }
        return view.fold ? staticRoute(bytes, fold: true, slots: slots) : staticRoute(bytes, fold: false, slots: slots)
    }

    @inline(__always)
    private func staticRoute(
        _ bytes: UnsafeBufferPointer<UInt8>, fold: Bool,
        slots: UnsafeBufferPointer<StaticRouteIndex.Slot>
    ) -> Int32 {
        let path = UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped)
        let count = bytes.count
        guard count <= StaticRouteIndex.maximumKeyLength else { return -1 }
        let hash = StaticRouteIndex.hash(path, count: count, fold: fold)
        let header = StaticRouteIndex.header(hash: hash, count: count)
        let tag = StaticRouteIndex.Slot.tag(of: hash)
        let keys = UnsafeRawPointer(view.staticKeys.baseAddress.unsafelyUnwrapped)
        let mask = slots.count &- 1
        var slot = Int(truncatingIfNeeded: hash &>> view.staticShift)
        while true {
            let candidate = slots[slot]
            if candidate.routeAndTag == StaticRouteIndex.Slot.empty { return -1 }
            // A live slot whose key has the path's tag (the key is read only then).
            if candidate.routeAndTag & StaticRouteIndex.Slot.tagMask == tag {
                // The key's record, in the index's own pool: its header, then its bytes.
                let record = keys + Int(truncatingIfNeeded: candidate.key)
                if UInt32(littleEndian: record.loadUnaligned(as: UInt32.self)) == header
                    && StaticRouteIndex.path(
                        path, count: count,
                        equals: UnsafeBufferPointer(start: (record + 4).assumingMemoryBound(to: UInt8.self), count: count),
                        fold: fold)
                {
                    return candidate.route
                }
            }
            slot = (slot &+ 1) & mask
        }
    }
}
