#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reading a navigation's parameters as the types they stand for.
///
/// ```swift
/// init(parameters: [String: String]?) {
///     page = (try? parameters?.parameter("page", as: Int.self)) ?? 1
/// }
/// ```
extension Dictionary where Key == String, Value == String {
    /// The parameter `name` read as `type`.
    /// - Throws: ``NavigationError/Code/missingParameters`` when there is no such parameter;
    ///   ``NavigationError/Code/invalidParameter`` naming it and its value when the value does
    ///   not read as `type`.
    public func parameter<T: LosslessStringConvertible>(_ name: String, as type: T.Type) throws(NavigationError) -> T {
        let text = try parameterText(name)
        guard let value = T(text) else { throw Self.unreadable(name, text, as: "\(type)") }
        return value
    }

    /// The parameter `name` read as an enum (or any type) with a raw value.
    public func parameter<T: RawRepresentable>(_ name: String, as type: T.Type) throws(NavigationError) -> T
    where T.RawValue: LosslessStringConvertible {
        let text = try parameterText(name)
        guard let value = T.RawValue(text).flatMap(T.init(rawValue:)) else { throw Self.unreadable(name, text, as: "\(type)") }
        return value
    }

    /// The parameter `name` read as a `UUID`.
    public func parameter(_ name: String, as type: UUID.Type) throws(NavigationError) -> UUID {
        let text = try parameterText(name)
        guard let value = UUID(uuidString: text) else { throw Self.unreadable(name, text, as: "UUID") }
        return value
    }

    private func parameterText(_ name: String) throws(NavigationError) -> String {
        guard let text = self[name] else {
            throw NavigationError(
                code: .missingParameters, path: ":" + name, reason: "there is no parameter '\(name)'",
                missingParameters: [name])
        }
        return text
    }

    static func unreadable(_ name: String, _ value: String, as type: String) -> NavigationError {
        NavigationError(code: .invalidParameter, path: ":" + name, reason: "parameter '\(name)' is '\(value)', which does not read as \(type)")
    }
}

extension RouteMatch {
    /// One parameter (a path parameter first, then a query parameter) read as `type`.
    ///
    /// ```swift
    /// let id = try registry.resolve("/users/42").parameter("id", as: Int.self)   // 42
    /// ```
    public func parameter<T: LosslessStringConvertible>(_ name: String, as type: T.Type) throws(NavigationError) -> T {
        do throws(NavigationError) { return try parameters.parameter(name, as: type) } catch { throw error.naming(path) }
    }

    /// One parameter read as an enum (or any type) with a raw value.
    public func parameter<T: RawRepresentable>(_ name: String, as type: T.Type) throws(NavigationError) -> T
    where T.RawValue: LosslessStringConvertible {
        do throws(NavigationError) { return try parameters.parameter(name, as: type) } catch { throw error.naming(path) }
    }
}

extension NavigationError {
    /// The same error about `path`.
    func naming(_ path: String) -> NavigationError {
        NavigationError(
            code: code, path: path, reason: reason, nearestPattern: nearestPattern, failedSegment: failedSegment,
            missingParameters: missingParameters)
    }
}
