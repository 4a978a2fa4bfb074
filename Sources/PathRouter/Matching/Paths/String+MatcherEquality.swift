extension String {
    /// Whether `other` is this text as the matcher reads it: byte for byte in UTF-8. Swift's
    /// `==` compares by canonical equivalence (`café` precomposed equals `café` decomposed),
    /// while the matcher binds and matches bytes: two patterns it holds apart are told apart
    /// here too.
    ///
    /// ```swift
    /// "/caf\u{E9}".isMatcherEqual(to: "/cafe\u{301}")   // false, though == says true
    /// ```
    @inlinable
    func isMatcherEqual(to other: String) -> Bool {
        utf8.elementsEqual(other.utf8)
    }
}
