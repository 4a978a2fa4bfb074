/// The dictionary that ``RouteMatch/pathParameters`` starts from for one list of parameter
/// names: every name with an empty value, and the index of each name in it.
///
/// Filling a copy in through those indices (`values[index] = value`) hashes no name: the copy
/// keeps the template's buckets, age and seed, so the indices stay valid in it. Routes with the
/// same names (most apps say `:id` on many routes) share one template.
struct ParameterDictionaryTemplate: Sendable {
    /// Every name with the value `""`.
    let dictionary: [String: String]
    /// `indices[k]` is where the pattern's `k`th name sits in ``dictionary``.
    let indices: [Dictionary<String, String>.Index]

    /// A template for `names`, which are distinct.
    init(names: some Collection<String>) {
        var dictionary: [String: String] = [:]
        for name in names { dictionary[name] = "" }
        self.dictionary = dictionary
        indices = names.map { dictionary.index(forKey: $0)! }
    }

    /// Whether the template is for exactly the names `names[start...]`, in this order.
    func holds(_ names: [String], from start: Int) -> Bool {
        guard indices.count == names.count - start else { return false }
        for (offset, index) in indices.enumerated() where dictionary[index].key != names[start + offset] { return false }
        return true
    }
}
