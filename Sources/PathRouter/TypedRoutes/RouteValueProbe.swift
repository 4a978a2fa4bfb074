/// What a route value's `init(_:)` reads and its `encode(to:)` writes, found by running
/// them on fields that answer every read with a sample of the type asked for: binding learns
/// the fields' names, types and optionality without a value to start from.
@usableFromInline
final class RouteValueProbe {
    /// Which samples the reads get: the `n`-th sample of each type (wrapping), and for an
    /// optional field `nil` on every third set.
    let sampleSet: Int
    private(set) var reads: [TypedRouteInfo.Field] = []
    private(set) var writes: [String] = []
    /// The text of the sample each read got, by field name (none for a `nil`).
    private(set) var given: [String: String] = [:]

    init(sampleSet: Int) {
        self.sampleSet = sampleSet
    }

    @usableFromInline
    func read<T: RouteField>(_ name: String, as type: T.Type, optional: Bool) throws(NavigationError) -> T {
        let samples = T.routeSamples
        reads.append(
            TypedRouteInfo.Field(
                name: name, typeName: "\(T.self)", optional: optional, sampleCount: samples.count, texts: samples.map(\.routeText),
                type: ParameterType(name: "\(T.self)") { T(routeText: $0) != nil }))
        guard !samples.isEmpty else {
            throw NavigationError(
                code: .invalidRouteValue, path: ":" + name,
                reason: "field '\(name)': \(T.self) has no sample values to check the route with (its routeSamples is empty)")
        }
        if sampleSet == 0 {
            // The type's own round trip, sample by sample: text and back is the same value.
            for sample in samples where T(routeText: sample.routeText) != sample {
                let back = T(routeText: sample.routeText).map { "\($0)" } ?? "no value"
                throw NavigationError(
                    code: .invalidRouteValue, path: ":" + name,
                    reason: "field '\(name)': \(T.self)'s sample \(sample) prints as '\(sample.routeText)', which reads back as \(back)")
            }
        }
        let sample = samples[sampleSet % samples.count]
        given[name] = sample.routeText
        return sample
    }

    @usableFromInline
    func readOptional<T: RouteField>(_ name: String, as type: T.Type) throws(NavigationError) -> T? {
        let value = try read(name, as: type, optional: true)
        guard sampleSet % 3 != 2 else {
            given[name] = nil
            return nil
        }
        return value
    }

    @usableFromInline
    func wrote(_ name: String) {
        writes.append(name)
    }
}
