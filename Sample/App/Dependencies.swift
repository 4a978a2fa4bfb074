import PathRouter
import PathRouterLocking

/// What the sample app's screens need, made once when the app starts and handed to the
/// modules that use it: no global. A test makes the app with stand-ins instead.
public struct SampleDependencies: Sendable {
    /// The product names (a real app: a repository that loads them).
    public var catalog: any ProductCatalog
    /// The one-time screens this app has shown (a real app: its settings).
    public var firstVisits: FirstVisits

    public init(catalog: any ProductCatalog, firstVisits: FirstVisits) {
        self.catalog = catalog
        self.firstVisits = firstVisits
    }

    /// The app's own: the sample catalog, and nothing shown yet.
    public static func live() -> SampleDependencies {
        SampleDependencies(catalog: SampleCatalog(), firstVisits: FirstVisits())
    }
}

/// Where product pages get their names.
public protocol ProductCatalog: Sendable {
    func name(of id: Int) -> String
}

/// The sample's catalog: a few named products, a generic name for the rest.
public struct SampleCatalog: ProductCatalog {
    public init() {}
    public func name(of id: Int) -> String {
        [7: "Espresso cup", 42: "Teapot"][id] ?? "Product \(id)"
    }
}

/// The one-time screens (the onboarding, the accounts tutorial) this app has shown.
public final class FirstVisits: Sendable {
    private let shown = Locked.make(Set<String>())

    public init() {}

    /// Marks `screen` shown; `true` the first time.
    public func firstTime(_ screen: String) -> Bool {
        shown.withLock { $0.insert(screen).inserted }
    }
}
