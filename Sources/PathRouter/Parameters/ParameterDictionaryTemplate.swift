/// The dictionary that ``RouteMatch/pathParameters`` is mapped from, for one list of
/// parameter names: every name with its position in the list.
///
/// A match's dictionary is `positions.mapValues { position in value at position }`: the new
/// dictionary keeps the template's buckets, age and seed, so it is made in one pass that hashes
/// no name, and the closure answers each name's position with its value. Routes with the same
/// names (most apps say `:id` on many routes) share one template.
///
/// ```swift
/// let template = ParameterDictionaryTemplate(names: ["id", "commentId"])
/// template.positions   // ["id": 0, "commentId": 1]
/// let values = ["7", "9"]
/// template.positions.mapValues { values[Int($0)] }   // ["id": "7", "commentId": "9"]
/// ```
struct ParameterDictionaryTemplate: Sendable {
    /// Every name with its position in the list.
    let positions: [String: UInt8]

    /// The most names a template holds (its positions are bytes); a longer list does without.
    static let maximumNames = 255

    /// A template for `names`, which are distinct and at most ``maximumNames``.
    init(names: some Collection<String>) {
        var positions: [String: UInt8] = [:]
        positions.reserveCapacity(names.count)
        for (position, name) in names.enumerated() { positions[name] = UInt8(truncatingIfNeeded: position) }
        self.positions = positions
    }

    /// Whether the template is for exactly the names `names[start...]`, in this order.
    func holds(_ names: [String], from start: Int) -> Bool {
        // Read in the dictionary's own order, so that no name is hashed.
        guard positions.count == names.count - start else { return false }
        for (name, position) in positions where names[start + Int(position)] != name { return false }
        return true
    }

    /// The names with their values, `values[position]` for each, moved out of `values` (each
    /// position is in the template once, so each value is moved out once; `values` is left
    /// uninitialized).
    @inline(__always)
    func dictionary(movingValuesOutOf values: UnsafeMutableBufferPointer<String>) -> [String: String] {
        let base = values.baseAddress.unsafelyUnwrapped
        return positions.mapValues { (base + Int($0)).move() }
    }
}
