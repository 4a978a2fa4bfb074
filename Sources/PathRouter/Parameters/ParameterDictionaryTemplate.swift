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
    /// The same, with room for ``roomForQuery`` more keys: the dictionary of a path with a
    /// query is mapped from it, so that the query's pairs go in without a resize (the
    /// standard library's resize of a `[String: String]` is not specialized, so it is slow).
    let positionsWithRoom: [String: UInt8]

    /// No names, with room for ``roomForQuery`` keys: the query parameters of a route without
    /// path parameters are mapped from it (sizing a `[String: String]` with
    /// `init(minimumCapacity:)` is not specialized either).
    static let noNamesWithRoom: [String: UInt8] = {
        var positions: [String: UInt8] = [:]
        positions.reserveCapacity(roomForQuery)
        return positions
    }()

    /// How many query pairs, at least, a dictionary mapped from ``positionsWithRoom`` takes
    /// without growing (campaign links carry three or so); more take one dictionary sized for
    /// all. About 0.2 KB per template.
    static let roomForQuery = 4

    /// The most names a template holds (its positions are bytes); a longer list does without.
    static let maximumNames = 255

    /// A template for `names`, which are distinct and at most ``maximumNames``.
    init(names: some Collection<String>) {
        var positions: [String: UInt8] = [:]
        positions.reserveCapacity(names.count)
        for (position, name) in names.enumerated() { positions[name] = UInt8(truncatingIfNeeded: position) }
        self.positions = positions
        var withRoom = positions
        withRoom.reserveCapacity(names.count + Self.roomForQuery)
        positionsWithRoom = withRoom
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
    func dictionary(movingValuesOutOf values: UnsafeMutableBufferPointer<String>, roomForQuery: Bool) -> [String: String] {
        let base = values.baseAddress.unsafelyUnwrapped
        return (roomForQuery ? positionsWithRoom : positions).mapValues { (base + Int($0)).move() }
    }
}
