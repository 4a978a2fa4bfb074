/// What binding and navigating need to know of a typed route's value type (``RouteValue``),
/// worked out once when the route is made: its fields, the sample values binding checks the
/// route with, and the type's own code behind closures (the route itself is not generic).
final class TypedRouteInfo: Sendable {
    /// The fields the value reads, the texts of its sample values, and its parsed pattern.
    /// A class: a navigation reads it out of ``shape`` with one retain.
    final class Shape: Sendable {
        let pattern: RoutePattern
        let printer: RoutePrinter
        let fields: [Field]
        /// The fields' texts of each sample value, as `encode(to:)` writes them.
        let samples: [[String: String]]

        init(pattern: RoutePattern, fields: [Field], samples: [[String: String]]) {
            self.pattern = pattern
            printer = RoutePrinter(pattern)
            self.fields = fields
            self.samples = samples
        }
    }

    struct Field: Sendable {
        let name: String
        let typeName: String
        let optional: Bool
        /// How many samples its type has.
        let sampleCount: Int
        /// The texts of its type's samples: every case of a `CaseIterable` enum.
        let texts: [String]
        let type: ParameterType
    }

    let valueType: ObjectIdentifier
    let typeName: String
    /// The fields, or why the type does not fit its pattern (thrown when the route is bound).
    let shape: Result<Shape, NavigationError>
    /// The shape's printer, read by every typed navigation without copying ``shape``.
    let printer: RoutePrinter?
    /// The fields' texts of the value `texts` describe, as the value writes them; `nil` when
    /// they describe no value.
    let reencode: @Sendable ([String: String]) -> [String: String]?
    /// What is wrong when a value written as `printed` reads back from `parsed` as another
    /// value (naming the field), or `nil` when it reads back as itself.
    let readBackProblem: @Sendable (_ printed: [String: String], _ parsed: [String: String]) -> String?

    init<Value: RouteValue>(_ type: Value.Type) {
        valueType = ObjectIdentifier(type)
        typeName = "\(type)"
        shape = Self.shape(of: type)
        printer = try? shape.get().printer
        reencode = { texts in (try? Value(RouteFields(texts)))?.fieldTexts }
        readBackProblem = { printed, parsed in
            let value: Value
            do throws(NavigationError) { value = try Value(RouteFields(printed)) } catch { return error.reason }
            let readBack: Value
            do throws(NavigationError) { readBack = try Value(RouteFields(parsed)) } catch {
                return "it reads back as no value: \(error.reason)"
            }
            guard readBack != value else { return nil }
            let again = readBack.fieldTexts
            for name in printed.keys.sorted() where again[name] != printed[name] {
                return "field '\(name)' is printed as '\(printed[name]!)' and reads back as '\(again[name] ?? "nothing")'"
            }
            return "\(Value.self)'s value reads back as another value with the same fields (its == compares more than encode(to:) writes)"
        }
    }

    /// How many sample values binding checks a route with: enough for every field to show
    /// each of its type's samples (up to 12), and an optional field to be absent once.
    static let maximumSampleSets = 12

    private static func shape<Value: RouteValue>(of type: Value.Type) -> Result<Shape, NavigationError> {
        let text = Value.pattern
        func refusal(_ reason: String) -> Result<Shape, NavigationError> {
            .failure(NavigationError(code: .invalidRouteValue, path: text, reason: "\(Value.self): \(reason)", nearestPattern: text))
        }
        let pattern: RoutePattern
        do throws(NavigationError) { pattern = try RoutePattern(text) } catch { return .failure(error) }
        if pattern.segments.contains(where: { $0.kind == .wildcard }) {
            return refusal("its pattern '\(text)' has a '*', which matches many paths: a value prints one")
        }
        var fields: [Field] = []
        var samples: [[String: String]] = []
        var setCount = 3
        var set = 0
        while set < setCount {
            let probe = RouteValueProbe(sampleSet: set)
            let value: Value
            do throws(NavigationError) { value = try Value(RouteFields(probe: probe)) } catch {
                return error.code == .invalidRouteValue
                    ? refusal(error.reason) : refusal("init(_:) refused its sample fields: \(error.reason)")
            }
            var written = RouteFields(probe: probe)
            value.encode(to: &written)
            let texts = written.writtenTexts
            if set == 0 {
                fields = probe.reads
                if let problem = mismatch(pattern: pattern, reads: fields, writes: probe.writes) { return refusal(problem) }
                setCount = min(maximumSampleSets, max(3, probe.reads.map(\.sampleCount).max() ?? 0))
            }
            if let problem = lostOnTheWay(value, given: probe.given, written: texts) { return refusal(problem) }
            samples.append(texts)
            set += 1
        }
        return .success(Shape(pattern: pattern, fields: fields, samples: samples))
    }

    /// What a value loses between reading its fields and writing them: a field written with
    /// another text than it was read from, or a value that its own fields read as another.
    private static func lostOnTheWay<Value: RouteValue>(_ value: Value, given: [String: String], written: [String: String]) -> String? {
        for name in given.keys.sorted() where written[name] != given[name] {
            return "field '\(name)' is read from '\(given[name]!)' but encode(to:) writes it as '\(written[name] ?? "nothing")'"
        }
        for name in written.keys.sorted() where given[name] == nil {
            return "field '\(name)' is written as '\(written[name]!)' where init(_:) read nothing"
        }
        guard (try? Value(RouteFields(written))) == value else {
            return "a value does not read back from its own fields as itself (its == compares more than encode(to:) writes)"
        }
        return nil
    }

    /// How the fields read and written disagree with each other or with the pattern.
    private static func mismatch(pattern: RoutePattern, reads: [Field], writes: [String]) -> String? {
        let readNames = Set(reads.map(\.name))
        for name in pattern.parameterNames {
            guard let field = reads.first(where: { $0.name == name }) else {
                let list = reads.isEmpty ? "none" : reads.map { "'\($0.name)'" }.joined(separator: ", ")
                return "its pattern '\(pattern)' has parameter '\(name)', which init(_:) does not read as a field (it reads: \(list))"
            }
            if field.optional {
                return "field '\(name)' is optional, but its pattern '\(pattern)' always has parameter '\(name)': make the field required, or a query parameter"
            }
        }
        for field in reads where !writes.contains(field.name) {
            return "field '\(field.name)' is read by init(_:) but encode(to:) does not write it"
        }
        for name in writes where !readNames.contains(name) {
            return "encode(to:) writes field '\(name)', which init(_:) does not read"
        }
        return nil
    }
}
