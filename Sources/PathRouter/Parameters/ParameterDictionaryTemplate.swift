/// The dictionary that ``RouteMatch/pathParameters`` starts from for one list of parameter
/// names: every name with a marker value that says its position in the list, and the index of
/// each name in it.
///
/// Both ways of filling it hash no name, because a dictionary made from it keeps its buckets,
/// age and seed: a copy filled in through the indices (`values[index] = value`), or
/// `mapValues`, which makes the new dictionary in one pass and hands each name's marker to the
/// closure, which answers with that name's value. Routes with the same names (most apps say
/// `:id` on many routes) share one template.
struct ParameterDictionaryTemplate: Sendable {
    /// Every name with its ``marker(forPosition:)``.
    let dictionary: [String: String]
    /// `indices[k]` is where the pattern's `k`th name sits in ``dictionary``.
    let indices: [Dictionary<String, String>.Index]

    /// A template for `names`, which are distinct.
    init(names: some Collection<String>) {
        var dictionary: [String: String] = [:]
        for (position, name) in names.enumerated() { dictionary[name] = Self.marker(forPosition: position) }
        self.dictionary = dictionary
        indices = names.map { dictionary.index(forKey: $0)! }
    }

    /// The value a template holds for the name at `position`: as many `.` as the position (a
    /// small string for the first sixteen, so reading its length is one load).
    static func marker(forPosition position: Int) -> String {
        String(repeating: ".", count: position)
    }

    /// The position a ``marker(forPosition:)`` stands for.
    @inline(__always)
    static func position(ofMarker marker: String) -> Int {
        marker.utf8.count
    }

    /// Whether the template is for exactly the names `names[start...]`, in this order.
    func holds(_ names: [String], from start: Int) -> Bool {
        guard indices.count == names.count - start else { return false }
        for (offset, index) in indices.enumerated() where dictionary[index].key != names[start + offset] { return false }
        return true
    }
}
