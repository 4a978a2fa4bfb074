import PathRouterLocking

/// What a placement chain needs of a route's parent, worked out once when the route is made:
/// a navigation to a placed route reads it for every parent it synthesizes.
///
/// For `/products/:id/reviews` placed under `/products/:id`: the parent pattern as written and
/// parsed, its parameter names (`["id"]`), its segment count when it starts the child's
/// pattern (`2`: the parent's path is then the first two segments of the child's path), and
/// whether it names exactly the child's path parameters (then a child without a query hands
/// its parameter dictionary down as it is).
final class ParentLink: Sendable {
    /// The parent's route index in the last table it was looked up in (-1: resolve its
    /// path there), and that table's generation.
    private let lookup = Locked<(generation: UInt64, index: Int32)>.make((0, -1))

    /// The parent's pattern, as written.
    let text: String
    /// The parent's pattern, parsed (a route whose parent does not parse is refused by `bind`).
    let pattern: Result<RoutePattern, NavigationError>
    /// The parent pattern's parameter names.
    let names: [String]
    /// The parent pattern's segment count when it is the start of the child's pattern.
    let prefixSegments: Int?
    /// The parent names the same parameters as the child's pattern.
    let namesChildParameters: Bool
    /// Why the placement cannot be bound, or `nil`: the parent pattern does not parse, or it
    /// names a parameter the child's pattern lacks (its value would otherwise come from the
    /// link's query: `/receipts/5?accountID=someone-else` would build someone else's account).
    let mistake: NavigationError?

    init?(childPath: String, placement: RoutePlacement?) {
        guard let placement, let text = placement.parent, let pattern = placement.parentPattern else { return nil }
        self.text = text
        self.pattern = pattern
        let names = placement.parentParameterNames
        self.names = names
        let child = try? RoutePattern(childPath)
        prefixSegments = Self.prefixSegments(of: try? pattern.get(), in: child)
        namesChildParameters = child.map { Set($0.parameterNames) == Set(names) } ?? false
        mistake = Self.mistake(in: pattern, text: text, names: names, childPath: childPath, child: child)
    }

    private static func mistake(
        in pattern: Result<RoutePattern, NavigationError>, text: String, names: [String], childPath: String,
        child: RoutePattern?
    ) -> NavigationError? {
        if case .failure(let error) = pattern { return error }
        guard let child else { return nil }  // the child's own pattern is refused by the bind
        let childNames = Set(child.parameterNames)
        guard let missing = names.first(where: { !childNames.contains($0) }) else { return nil }
        return NavigationError.invalidPattern(
            childPath,
            "its parent '\(text)' names parameter '\(missing)', which the route's own pattern does not have "
                + "(a parent's values come from its child's path, never from a query)")
    }

    private static func prefixSegments(of parent: RoutePattern?, in child: RoutePattern?) -> Int? {
        guard let parent, let child, parent.segments.count <= child.segments.count else { return nil }
        for (parentSegment, childSegment) in zip(parent.segments, child.segments) {
            switch parentSegment.kind {
            case .literal, .parameter: guard parentSegment.kind == childSegment.kind else { return nil }
            case .wildcard, .catchAll: return nil
            }
        }
        return parent.segments.count
    }

    /// The index of the parent's route in `table` when every path its pattern matches resolves
    /// to it there (``RouteTrie/unshadowedRouteIndex(of:pattern:)``), worked out once per
    /// table; -1 when the parent's path must be resolved.
    func unshadowedRouteIndex(in table: RouteTable) -> Int32 {
        let generation = table.generation
        let remembered = lookup.withLock { $0 }
        if remembered.generation == generation { return remembered.index }
        let index = (try? pattern.get()).flatMap { table.trie.unshadowedRouteIndex(of: text, pattern: $0) } ?? -1
        lookup.withLock { $0 = (generation, index) }
        return index
    }

    /// The parent's parameters, from its child's: the child's own dictionary when the parent
    /// names the same parameters and the child has no others (no query), else a new one with
    /// the child's values of the parent's names: a copy of the parent route's template
    /// (``ParameterDictionaryTemplate``) when there is one, mapped to the values by position.
    func parameters(from child: [String: String], template: UnsafePointer<ParameterDictionaryTemplate>? = nil) -> [String: String] {
        if names.isEmpty { return Dictionary() }
        if namesChildParameters && child.count == names.count { return child }
        if let template, let mapped = Self.parameters(from: child, mapping: template) { return mapped }
        var parameters: [String: String] = [:]
        parameters.reserveCapacity(names.count)
        for name in names { parameters[name] = child[name] }
        return parameters
    }

    /// The template's names with the child's values, or `nil` when the child lacks one.
    private static func parameters(
        from child: [String: String],
        mapping template: UnsafePointer<ParameterDictionaryTemplate>
    ) -> [String: String]? {
        let positions = template.pointee.positions
        return withUnsafeTemporaryAllocation(of: String.self, capacity: positions.count) { values in
            values.initialize(repeating: "")
            for (name, position) in positions {
                guard let value = child[name] else {
                    values.deinitialize()
                    return nil
                }
                values[Int(position)] = value
            }
            return template.pointee.dictionary(movingValuesOutOf: values, roomForQuery: false)
        }
    }
}
