extension Array {
    /// A copy whose storage holds exactly `count` elements when the storage has room for at
    /// least a sixty-fourth more (as growth by doubling usually leaves); otherwise the array
    /// itself.
    ///
    /// Slack below that is the allocator's rounding or an exact reservation: copying would
    /// free next to nothing, and for elements that hold references (the trie's entries) it
    /// retains every element in the copy and releases it in the original, a cache miss each
    /// once the array outgrows the cache.
    ///
    /// ```swift
    /// var grown: [Int32] = []
    /// for value in 0..<1_000 { grown.append(value) }   // capacity 1,000 or more
    /// grown = grown.trimmingGrowthSlack()                // reallocated if it was 1,015 or more
    /// ```
    func trimmingGrowthSlack() -> [Element] {
        guard capacity - count >= Swift.max(1, count / 64) else { return self }
        // `init(unsafeUninitializedCapacity:)` of nothing writes the count into the shared
        // empty array's storage, which ThreadSanitizer reports when two threads do it.
        guard count > 0 else { return [] }
        return [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            _ = buffer.initialize(fromContentsOf: self)
            initialized = count
        }
    }
}
