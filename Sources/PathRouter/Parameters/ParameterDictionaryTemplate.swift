/// The dictionary that ``RouteMatch/pathParameters`` starts from for one list of parameter
/// names: every name with an empty value, and the index of each name in it.
///
/// Filling a copy in through those indices (`values[index] = value`) hashes no name: the copy
/// keeps the template's buckets, age and seed, so the indices stay valid in it. Routes with the
/// same names (most apps say `:id` on many routes) share one template.
struct ParameterDictionaryTemplate: Sendable {
    /// The names, in the order the pattern has them.
    let names: [String]
    /// Every name with the value `""`.
    let dictionary: [String: String]
    /// `indices[k]` is where the `k`th name sits in ``dictionary``.
    let indices: [Dictionary<String, String>.Index]

    /// A template for `names`, which are distinct.
    init(names: [String]) {
        self.names = names
        var dictionary: [String: String] = [:]
        for name in names { dictionary[name] = "" }
        self.dictionary = dictionary
        indices = names.map { dictionary.index(forKey: $0)! }
    }
}
