/// The checks binding makes of typed routes (``RouteValue``) against every bound route: what
/// a value prints must read back as the same value, on its own route.
extension RouteTable {
    /// Refuses a typed route whose sample values do not read back as themselves once printed
    /// and parsed, or whose paths another route takes: for every bound route with a literal
    /// where the typed route's pattern has a parameter, the value whose field is that literal
    /// (when the field's type can hold it) must still lead to the typed route.
    ///
    /// - Throws: ``NavigationError/Code/invalidRouteValue`` naming the type, the field and the
    ///   route that takes its path.
    func checkTypedRoutes() throws(NavigationError) {
        guard !trie.typedRoutes.isEmpty else { return }
        let others: [(index: Int32, pattern: RoutePattern)] = entries.indices.compactMap { index in
            guard entries[index].isBound, let pattern = try? entries[index].route.pattern() else { return nil }
            return (Int32(index), pattern)
        }
        for index in trie.typedRoutes.values.sorted() {
            guard let typed = entries[Int(index)].route.routeValue, case .success(let shape) = typed.shape else { continue }
            for texts in shape.samples {
                try checkPrinting(texts, route: index, typed: typed, shape: shape, cause: nil)
            }
            for other in others where other.index != index {
                guard let (candidate, fields) = Self.candidate(for: shape.pattern, from: other.pattern) else { continue }
                for variant in variants(of: candidate, fields: fields, shape: shape) {
                    guard let texts = typed.reencode(variant.merging(shape.samples[0]) { own, _ in own }) else { continue }
                    let cause = fields.map { "field '\($0)' can be '\(texts[$0] ?? "")'" }.joined(separator: " and ")
                    try checkPrinting(texts, route: index, typed: typed, shape: shape, cause: cause)
                }
            }
        }
    }

    /// The field texts that make a path the other route's literals take, as the matcher reads
    /// them: the literals themselves, and, when literals match without case, every sample of a
    /// field (every case of an enum) whose text differs from the literal only in case.
    private func variants(of candidate: [String: String], fields: [String], shape: TypedRouteInfo.Shape) -> [[String: String]] {
        var variants = [candidate]
        guard trie.caseInsensitive else { return variants }
        func folded(_ text: String) -> [UInt8] { text.utf8.map(LiteralKey.foldASCII) }
        for name in fields {
            guard let literal = candidate[name], let field = shape.fields.first(where: { $0.name == name }) else { continue }
            let others = field.texts.filter { $0 != literal && folded($0) == folded(literal) }
            variants += variants.flatMap { variant in others.map { variant.merging([name: $0]) { _, new in new } } }
        }
        return variants
    }

    /// Prints the value whose fields are `texts` and checks that the path leads back to the
    /// typed route at `index` with the same value.
    private func checkPrinting(
        _ texts: [String: String], route index: Int32, typed: TypedRouteInfo, shape: TypedRouteInfo.Shape, cause: String?
    ) throws(NavigationError) {
        let pattern = shape.pattern
        let subject = cause ?? "the value with fields " + texts.sorted { $0.key < $1.key }.map { "\($0.key) '\($0.value)'" }.joined(separator: ", ")
        func refusal(_ reason: String) -> NavigationError {
            NavigationError(
                code: .invalidRouteValue, path: pattern.description, reason: "\(typed.typeName): \(reason)",
                nearestPattern: pattern.description)
        }
        let path: String
        do throws(NavigationError) {
            var fields = RouteFields()
            for (name, text) in texts.sorted(by: { $0.key < $1.key }) { fields.set(name, text) }
            path = try shape.printer.path(fields)
        } catch {
            throw refusal("\(subject), which cannot be printed: \(error.reason)")
        }
        let match: RouteMatch
        do throws(NavigationError) { match = try resolveWithoutRedirects(path) } catch {
            throw refusal("\(subject), whose path '\(path)' does not resolve: \(error.reason)")
        }
        guard match.routeIndex == index else {
            // Name the fields that make the path the other route's (its literals where the
            // typed pattern has parameters).
            let taking = (try? match.route.pattern()).flatMap { Self.candidate(for: pattern, from: $0) }?.1 ?? []
            let fields = taking.isEmpty ? subject : taking.map { "field '\($0)' can be '\(texts[$0] ?? "")'" }.joined(separator: " and ")
            throw refusal("\(cause ?? fields), whose path '\(path)' the route '\(match.route.path)' takes")
        }
        if let problem = typed.readBackProblem(texts, match.parameters) {
            throw refusal("\(problem) (through the path '\(path)')")
        }
    }

    /// The fields that make a path of `pattern` look like one of `other`: each parameter of
    /// `pattern` where `other` has a literal gets that literal (a catch-all, the rest of
    /// `other` joined), or `nil` when `other` has no literal there.
    private static func candidate(for pattern: RoutePattern, from other: RoutePattern) -> ([String: String], [String])? {
        let ours = pattern.segments
        let theirs = other.segments
        let open = (ours + theirs).contains { if case .catchAll = $0.kind { true } else { $0.kind == .wildcard } }
        guard open || ours.count == theirs.count else { return nil }
        var texts: [String: String] = [:]
        var fields: [String] = []
        for (position, segment) in ours.enumerated() where position < theirs.count {
            switch segment.kind {
            case .parameter(let name):
                if case .literal(let text) = theirs[position].kind {
                    texts[name] = text
                    fields.append(name)
                }
            case .catchAll(let name):
                let rest = theirs[position...]
                guard rest.contains(where: { if case .literal = $0.kind { true } else { false } }) else { break }
                texts[name] = rest.map { if case .literal(let text) = $0.kind { text } else { "x" } }.joined(separator: "/")
                fields.append(name)
            case .literal, .wildcard:
                continue
            }
        }
        return fields.isEmpty ? nil : (texts, fields)
    }
}
