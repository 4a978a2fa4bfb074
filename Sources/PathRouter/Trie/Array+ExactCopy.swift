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
