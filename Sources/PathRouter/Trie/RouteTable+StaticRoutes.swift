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
    private func staticRoute(_ bytes: UnsafeBufferPointer<UInt8>, fold: Bool,
                             slots: UnsafeBufferPointer<StaticRouteIndex.Slot>) -> Int32 {
        let path = UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped)
        let count = bytes.count
        let hash = StaticRouteIndex.hash(path, count: count, fold: fold)
        let fingerprint = UInt32(truncatingIfNeeded: hash &>> 32)
        let mask = slots.count &- 1
        var slot = Int(truncatingIfNeeded: hash &>> view.staticShift)
        while true {
            let candidate = slots[slot]
            if candidate.route == StaticRouteIndex.Slot.empty { return -1 }
            if candidate.fingerprint == fingerprint && candidate.route >= 0 {
                // The key is the route's own pattern.
                let pattern = view.entries[Int(candidate.route)].route.path
                if pattern.utf8.withContiguousStorageIfAvailable({ StaticRouteIndex.path(path, count: count, equals: $0, fold: fold) }) == true {
                    return candidate.route
                }
            }
            slot = (slot &+ 1) & mask
        }
    }
}
