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
    /// The parent's pattern, parsed (a placement mistake is reported when a chain meets it).
    let pattern: Result<RoutePattern, NavigationError>
    /// The parent pattern's parameter names.
    let names: [String]
    /// The parent pattern's segment count when it is the start of the child's pattern.
    let prefixSegments: Int?
    /// The parent names the same parameters as the child's pattern.
    let namesChildParameters: Bool

    init?(childPath: String, placement: RoutePlacement?) {
        guard let placement, let text = placement.parent, let pattern = placement.parentPattern else { return nil }
        self.text = text
        self.pattern = pattern
        let names = placement.parentParameterNames
        self.names = names
        let child = try? RoutePattern(childPath)
        prefixSegments = Self.prefixSegments(of: try? pattern.get(), in: child)
        namesChildParameters = child.map { Set($0.parameterNames) == Set(names) } ?? false
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
    private static func parameters(from child: [String: String],
                                   mapping template: UnsafePointer<ParameterDictionaryTemplate>) -> [String: String]? {
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
