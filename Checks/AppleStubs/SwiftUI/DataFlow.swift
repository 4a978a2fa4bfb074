// SwiftUI stub: state, bindings, environment, transactions and animations.
// Conventions: see SwiftUI.swift.
import Observation

// MARK: - State

// developer.apple.com/documentation/swiftui/state
// (Xcode 27 replaces the property wrapper with the `State()` macro, developer.apple.com/documentation/swiftui/state();
// the stub models the property wrapper that Xcode 26 and earlier use.)
@frozen @propertyWrapper public struct State<Value> {
    // developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
    public init(wrappedValue value: Value) {}

    // developer.apple.com/documentation/swiftui/state/init(initialvalue:)
    public init(initialValue value: Value) {}

    // developer.apple.com/documentation/swiftui/state/wrappedvalue
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }

    // developer.apple.com/documentation/swiftui/state/projectedvalue
    public var projectedValue: Binding<Value> { fatalError() }
}

// MARK: - Binding

// developer.apple.com/documentation/swiftui/binding
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    // developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp
    // `@_inheritActorContext` (interface-only attribute): the closures take the isolation of the
    // context that forms them (the main actor in a view's `body`).
    @preconcurrency public init(
        @_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value,
        @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) {}

    // developer.apple.com/documentation/swiftui/binding/init(get:set:)-6g3d5
    @preconcurrency public init(
        @_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value,
        @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value, Transaction) -> Void
    ) {}

    // developer.apple.com/documentation/swiftui/binding/constant(_:) (shape from the research notes)
    public static func constant(_ value: Value) -> Binding<Value> { fatalError() }

    // developer.apple.com/documentation/swiftui/binding/wrappedvalue (page not read)
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }

    // developer.apple.com/documentation/swiftui/binding/projectedvalue (page not read)
    public var projectedValue: Binding<Value> { self }

    // developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}

// developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp (discussion: a binding
// conforms to Sendable only if its wrapped value type does)
extension Binding: @unchecked Sendable where Value: Sendable {}

// MARK: - Bindable

// developer.apple.com/documentation/swiftui/bindable
@dynamicMemberLookup @propertyWrapper public struct Bindable<Value> {
    // (no implicit `init()`: only the initializers below make one)
    private let storage: Void

    // developer.apple.com/documentation/swiftui/bindable/wrappedvalue
    public var wrappedValue: Value {
        get { fatalError() }
        set {}
    }

    // The initializers' precise identifiers constrain them to `Value: AnyObject, Value:
    // Observable` (a contextual `where` clause and a constrained extension mangle alike; in an
    // extension, Swift's memberwise initializers do not take the wrapped value).

    // developer.apple.com/documentation/swiftui/bindable/init(wrappedvalue:)
    public init(wrappedValue: Value) where Value: AnyObject, Value: Observable { storage = () }

    // developer.apple.com/documentation/swiftui/bindable/init(_:)
    public init(_ wrappedValue: Value) where Value: AnyObject, Value: Observable { storage = () }

    // developer.apple.com/documentation/swiftui/bindable/init(projectedvalue:)
    public init(projectedValue: Bindable<Value>) where Value: AnyObject, Value: Observable { storage = () }

    // developer.apple.com/documentation/swiftui/bindable/projectedvalue
    public var projectedValue: Bindable<Value> { self }

    // developer.apple.com/documentation/swiftui/bindable/subscript(dynamicmember:)
    // (`where Value: AnyObject` per its precise identifier)
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
    where Value: AnyObject {
        fatalError()
    }
}

// MARK: - Environment

// developer.apple.com/documentation/swiftui/environment
@frozen @propertyWrapper public struct Environment<Value> {
    // developer.apple.com/documentation/swiftui/environment/init(_:)
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}

    // developer.apple.com/documentation/swiftui/environment/wrappedvalue
    public var wrappedValue: Value { fatalError() }
}

// developer.apple.com/documentation/swiftui/environmentvalues (page not read)
public struct EnvironmentValues {
    // developer.apple.com/documentation/swiftui/environmentvalues/init()
    public init() {}

    // developer.apple.com/documentation/swiftui/environmentvalues/subscript(_:)
    public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
        get { K.defaultValue }
        set {}
    }
}

// developer.apple.com/documentation/swiftui/environmentkey
public protocol EnvironmentKey {
    // developer.apple.com/documentation/swiftui/environmentkey/value
    associatedtype Value

    // developer.apple.com/documentation/swiftui/environmentkey/defaultvalue
    static var defaultValue: Self.Value { get }
}

extension View {
    // developer.apple.com/documentation/swiftui/view/environment(_:_:)
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        StubView()
    }

    // developer.apple.com/documentation/swiftui/view/transaction(_:)
    nonisolated public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { StubView() }
}

// MARK: - Transactions and animations

// developer.apple.com/documentation/swiftui/transaction
@frozen public struct Transaction {
    // developer.apple.com/documentation/swiftui/transaction/init() (page not read)
    public init() {}

    // developer.apple.com/documentation/swiftui/transaction/init(animation:)
    public init(animation: Animation?) {}

    // developer.apple.com/documentation/swiftui/transaction/animation
    public var animation: Animation? {
        get { nil }
        set {}
    }

    // developer.apple.com/documentation/swiftui/transaction/disablesanimations (page not read)
    public var disablesAnimations: Bool {
        get { false }
        set {}
    }

    // developer.apple.com/documentation/swiftui/transaction/addanimationcompletion(criteria:_:)
    public mutating func addAnimationCompletion(
        criteria: AnimationCompletionCriteria = .logicallyComplete, _ completion: @escaping () -> Void
    ) {}
}

// developer.apple.com/documentation/swiftui/animation (page not read)
@frozen public struct Animation: Equatable, Sendable {
    // developer.apple.com/documentation/swiftui/animation/default (page not read)
    public static let `default` = Animation()
}

// developer.apple.com/documentation/swiftui/animationcompletioncriteria
// (relationships on the page: Sendable, Equatable, Hashable)
public struct AnimationCompletionCriteria: Sendable, Equatable, Hashable {
    // developer.apple.com/documentation/swiftui/animationcompletioncriteria/logicallycomplete
    public static let logicallyComplete = AnimationCompletionCriteria()
    // developer.apple.com/documentation/swiftui/animationcompletioncriteria/removed
    public static let removed = AnimationCompletionCriteria()
}

// developer.apple.com/documentation/swiftui/withanimation(_:_:)
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

// developer.apple.com/documentation/swiftui/withanimation(_:completioncriteria:_:completion:)
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    try body()
}

// developer.apple.com/documentation/swiftui/withtransaction(_:_:)
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

// developer.apple.com/documentation/swiftui/userinterfacesizeclass
// (`enum UserInterfaceSizeClass`; its cases from the page's topics: compact, regular)
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact
    case regular
}

extension EnvironmentValues {
    // developer.apple.com/documentation/swiftui/environmentvalues/horizontalsizeclass
    // (`@backDeployed(before: macOS 14.0, tvOS 17.0, watchOS 10.0) var horizontalSizeClass:
    // UserInterfaceSizeClass? { get set }`)
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { nil }
        set {}
    }
}
