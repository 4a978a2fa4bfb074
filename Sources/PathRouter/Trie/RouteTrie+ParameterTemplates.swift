extension RouteTrie {
    /// The most distinct lists of parameter names that get a ``ParameterDictionaryTemplate``.
    /// Past it, routes with a new list build their parameters by hashing each name, as a
    /// dictionary literal does: the templates stay bounded whatever the patterns.
    static let parameterTemplateLimit = 1_024

    /// The template for the names at `namesStart...` of ``parameterNames``: the one an earlier
    /// route with the same names made, or a new one; -1 past ``parameterTemplateLimit``, and for
    /// a route without names.
    mutating func parameterTemplate(namesStart: Int) -> Int32 {
        let names = parameterNames[namesStart...]
        guard !names.isEmpty else { return -1 }
        // FNV-1a over the names' bytes, each name ended by a byte that a name cannot hold.
        var key: UInt64 = 0xcbf2_9ce4_8422_2325
        for name in names {
            for byte in name.utf8 { key = (key ^ UInt64(byte)) &* 0x100_0000_01b3 }
            key = (key ^ 0xFF) &* 0x100_0000_01b3
        }
        if let known = parameterTemplateNumbers[key] {
            // Equal hashes of different lists: this route does without a template.
            let template = parameterTemplates[Int(known)]
            return template.indices.count == names.count
                && zip(names, template.indices).allSatisfy { template.dictionary[$1].key == $0 } ? known : -1
        }
        guard parameterTemplates.count < Self.parameterTemplateLimit else { return -1 }
        parameterTemplates.append(ParameterDictionaryTemplate(names: names))
        let number = Int32(parameterTemplates.count - 1)
        parameterTemplateNumbers[key] = number
        return number
    }
}
