extension RouteTrie {
    /// The most distinct lists of parameter names that get a ``ParameterDictionaryTemplate``.
    /// Past it, routes with a new list build their parameters by hashing each name, as a
    /// dictionary literal does: the templates stay bounded whatever the patterns.
    static let parameterTemplateLimit = 1_024

    /// How many of ``parameterTemplateKeys`` a bind compares one by one before it looks the key
    /// up in ``parameterTemplateNumbers`` (which holds only the keys after them, so that a small
    /// table allocates no dictionary).
    static let scannedTemplateKeys = 8

    /// The key of an empty list of names; ``mixParameterName(_:into:)`` adds a name to a key.
    static let emptyParameterNamesKey: UInt64 = 0xcbf2_9ce4_8422_2325

    /// Adds a name's bytes (`nil`: the unnamed catch-all) to a key of a list of names: FNV-1a,
    /// each name ended by a byte that a name cannot hold.
    static func mixParameterName(_ name: UnsafeBufferPointer<UInt8>?, into key: inout UInt64) {
        for byte in name ?? UnsafeBufferPointer(start: nil, count: 0) { key = (key ^ UInt64(byte)) &* 0x100_0000_01b3 }
        key = (key ^ (name == nil ? 0xFE : 0xFF)) &* 0x100_0000_01b3
    }

    /// The template for the names at `namesStart...` of ``parameterNames``, whose key is `key`:
    /// the one an earlier route with the same names made, or a new one; -1 past
    /// ``parameterTemplateLimit``, and for a route without names (or with more than a template
    /// holds).
    mutating func parameterTemplate(namesStart: Int, key: UInt64) -> Int32 {
        let count = parameterNames.count - namesStart
        guard count > 0, count <= ParameterDictionaryTemplate.maximumNames else { return -1 }
        // Most apps have a few lists of names: the first few keys are compared one by one,
        // which costs less than hashing the key; the dictionary holds the keys after them.
        let scanned = parameterTemplateKeys.prefix(Self.scannedTemplateKeys)
        let found =
            scanned.firstIndex(of: key).map(Int32.init)
            ?? (parameterTemplateKeys.count > scanned.count ? parameterTemplateNumbers[key] : nil)
        if let known = found {
            // Equal keys of different lists: this route does without a template. (Read in place:
            // a copy of the template would retain its arrays.)
            let same = parameterTemplates.withUnsafeBufferPointer { $0[Int(known)].holds(parameterNames, from: namesStart) }
            return same ? known : -1
        }
        guard parameterTemplates.count < Self.parameterTemplateLimit else { return -1 }
        parameterTemplates.append(ParameterDictionaryTemplate(names: parameterNames[namesStart...]))
        let number = Int32(parameterTemplates.count - 1)
        if parameterTemplateKeys.count >= Self.scannedTemplateKeys { parameterTemplateNumbers[key] = number }
        parameterTemplateKeys.append(key)
        return number
    }
}
